import { Button } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { toast } from '../../shared/ui/toasts.ts';
import { useResendInvitationMutation } from './useResendInvitationMutation.ts';

/** On a pending employee's row: e-mails the invitation again. */
export function ResendInvitationButton({ employeeId, name }: { employeeId: string; name: string }) {
  const resend = useResendInvitationMutation();
  return (
    <Button
      variant="light"
      size="sm"
      mih={44}
      // The visible words first, so a voice user can say what they see (WCAG 2.5.3).
      aria-label={`Resend invitation to ${name}`}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(employeeId, {
          onSuccess: () => toast.success(messages.employeeInvited),
          onError: () => toast.danger(messages.employeeInviteFailed),
        })
      }
    >
      Resend invitation
    </Button>
  );
}
