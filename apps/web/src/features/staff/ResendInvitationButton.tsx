import { Button } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { toast } from '../../shared/ui/toasts.ts';
import { useResendInvitationMutation } from './useResendInvitationMutation.ts';

/** On a pending employee's row: e-mails the invitation again. */
export function ResendInvitationButton({ employeeId, name }: { employeeId: string; name: string }) {
  const resend = useResendInvitationMutation();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      mih={36}
      aria-label={`Resend the invitation to ${name}`}
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
