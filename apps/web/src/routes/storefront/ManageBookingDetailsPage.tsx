import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { bookingMessages, REFUND_RULE } from '@roteiro/domain/booking/booking';
import { formatCents } from '@roteiro/domain/money/money';
import { IconCalendarEvent, IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BookingSummary, TicketCards } from '../../features/booking/BookingSummary.tsx';
import { useBookingViewQuery, useCancelBookingMutation } from '../../features/booking/bookingQueries.ts';
import { RescheduleForm } from '../../features/booking/RescheduleForm.tsx';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/** /manage-booking/:reference?token= — a booking, its tickets, and cancel or change while the rule allows. */
export function ManageBookingDetailsPage() {
  const { reference = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const booking = useBookingViewQuery(reference, token);
  const cancel = useCancelBookingMutation(reference);
  const [isConfirming, setConfirming] = useState(false);
  const [isRescheduling, setRescheduling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  if (!token) {
    return (
      <ErrorState title="This link is not complete" message={bookingMessages.linkInvalid}>
        <Button component={Link} to="/manage-booking" variant="default">
          Find your booking
        </Button>
      </ErrorState>
    );
  }
  if (booking.isError && !booking.data) {
    return (
      <ErrorState title="We could not open this booking" message={booking.error.message}>
        <Button component={Link} to="/manage-booking" variant="default">
          Find your booking
        </Button>
      </ErrorState>
    );
  }
  if (!booking.data) {
    return <PageLoader />;
  }
  const view = booking.data;
  const ticketLink = `/ticket?reference=${encodeURIComponent(view.reference)}&token=${encodeURIComponent(view.token)}`;
  const hasTickets = view.status === 'paid' && view.tickets.some((ticket) => ticket.state !== 'void');

  const confirmCancel = () => {
    setActionError(null);
    cancel.mutate(view.token, {
      onSuccess: () => {
        setConfirming(false);
        setRescheduling(false);
        setNotice(bookingMessages.canceled);
      },
      onError: (error) => {
        setConfirming(false);
        setActionError(error.message);
      },
    });
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/manage-booking">
          ← Find another booking
        </Anchor>
        <Title order={1}>Your booking</Title>
        {notice && (
          <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {actionError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            withCloseButton
            onClose={() => setActionError(null)}
          >
            {actionError}
          </Alert>
        )}
        <BookingSummary booking={view} />
        {view.status === 'paid' &&
          (view.canChange ? (
            <Group gap="sm">
              {view.kind !== 'event' && (
                <Button
                  leftSection={<IconCalendarEvent size={18} aria-hidden />}
                  onClick={() => setRescheduling(true)}
                  disabled={isRescheduling}
                  mih={44}
                >
                  Change date or time
                </Button>
              )}
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={18} aria-hidden />}
                onClick={() => setConfirming(true)}
                mih={44}
              >
                Cancel booking
              </Button>
            </Group>
          ) : (
            view.cannotChangeReason && (
              <Alert color="gray" variant="light" title="This booking can no longer be changed">
                {view.cannotChangeReason}
              </Alert>
            )
          ))}
        {view.status === 'pending' && (
          <Alert color="yellow" variant="light" title="Waiting for the payment">
            We have not received the payment for this booking yet. Your tickets appear here, and in your
            e-mail, as soon as it is confirmed.
          </Alert>
        )}
        {view.status === 'canceled' && (
          <Alert color="gray" variant="light" title="This booking was canceled">
            The payment was not completed in time, so nothing was charged and the places were released.
          </Alert>
        )}
        {view.status === 'refunded' && view.refundedAt && (
          <Text c="dimmed">
            Refunded: {formatCents(view.amountCents)} to the card you paid with. Refunds usually reach your
            account within 5–10 working days.
          </Text>
        )}
        {isRescheduling && view.canChange && (
          <RescheduleForm
            booking={view}
            onDone={(message) => {
              setRescheduling(false);
              setNotice(message);
            }}
            onClose={() => setRescheduling(false)}
          />
        )}
        {hasTickets && (
          <Group>
            <Button
              component={Link}
              to={ticketLink}
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden />}
              mih={44}
            >
              Print tickets
            </Button>
          </Group>
        )}
        {view.status === 'paid' && <TicketCards booking={view} />}
        <Text fz="sm" c="dimmed">
          {REFUND_RULE}
        </Text>
      </Stack>
      <ConfirmModal
        opened={isConfirming}
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        isDanger
        isLoading={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(false)}
      >
        <Stack gap="xs">
          <Text>
            You will be refunded <strong>{formatCents(view.amountCents)}</strong> in full to the card you paid
            with, and your tickets will no longer be valid.
          </Text>
          <Text fz="sm" c="dimmed">
            {REFUND_RULE}
          </Text>
        </Stack>
      </ConfirmModal>
    </Container>
  );
}
