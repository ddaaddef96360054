import { Button } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { useT } from '../../shared/i18n/useT.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { useResendInvitationMutation } from './useResendInvitationMutation.ts';
// The employees' messages in Portuguese.
import './staffTexts.ts';

/** On a pending employee's row: e-mails the invitation again. */
export function ResendInvitationButton({ employeeId, name }: { employeeId: string; name: string }) {
  const { t, say } = useT();
  const resend = useResendInvitationMutation();
  return (
    <Button
      variant="light"
      size="sm"
      mih={44}
      // The visible words first, so a voice user can say what they see (WCAG 2.5.3).
      aria-label={t('company.employees.resendTo', { name })}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(employeeId, {
          onSuccess: () => toast.success(say(messages, 'employeeInvited')),
          onError: () => toast.danger(say(messages, 'employeeInviteFailed')),
        })
      }
    >
      {t('company.employees.resend')}
    </Button>
  );
}
