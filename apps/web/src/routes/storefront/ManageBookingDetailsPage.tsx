import { Alert, Anchor, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { cancellationTermsText } from '@roteiro/domain/booking/cancellation';
import { bookingMessages } from '@roteiro/domain/booking/messages';
import { IconCalendarEvent, IconPrinter, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BookingLinkError } from '../../features/booking/BookingLinkError.tsx';
import { BookingSummary, TicketCards } from '../../features/booking/BookingSummary.tsx';
import { useBookingViewQuery, useCancelBookingMutation } from '../../features/booking/bookingQueries.ts';
import '../../features/booking/bookingTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

// The cancel dialog and the calendar (their code and styles) load when they are first opened, not with the page.
const ConfirmModal = lazy(() =>
  Promise.all([
    importWithRetry(() => import('../../shared/ui/ConfirmModal.tsx')),
    importWithRetry(() => import('../../shared/ui/styles/dialogs.ts')),
  ]).then(([module]) => ({ default: module.ConfirmModal })),
);
const RescheduleForm = lazy(() =>
  importWithRetry(() => import('../../features/booking/RescheduleForm.tsx')).then((module) => ({
    default: module.RescheduleForm,
  })),
);

/** /manage-booking/:reference?token= — a booking, its tickets, and cancel or change while the rule allows. */
export function ManageBookingDetailsPage() {
  const texts = useT();
  const { t, tx, say, price, locale } = texts;
  const pageTitle = t('common.meta.booking.title');
  const { reference = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const booking = useBookingViewQuery(reference, token);
  const cancel = useCancelBookingMutation(reference);
  const [isConfirming, setConfirming] = useState(false);
  // Mounted from the first "Cancel booking" on, so that the dialog can also close with its transition.
  const [hasAskedToCancel, setAskedToCancel] = useState(false);
  const [isRescheduling, setRescheduling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  if (!token) {
    return (
      <BookingLinkError
        pageTitle={pageTitle}
        title={t('booking.success.incompleteTitle')}
        message={say(bookingMessages, 'linkInvalid')}
      />
    );
  }
  if (booking.isError && !booking.data) {
    return (
      <BookingLinkError
        pageTitle={pageTitle}
        title={t('booking.manage.openFailed')}
        message={errorText(booking.error, texts)}
      />
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
        setNotice(say(bookingMessages, 'canceled'));
      },
      onError: (error) => {
        setConfirming(false);
        setActionError(errorText(error, texts));
      },
    });
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/manage-booking">
          ← {t('booking.manage.findAnother')}
        </Anchor>
        <Title order={1}>{pageTitle}</Title>
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
                  {t('booking.reschedule.title')}
                </Button>
              )}
              {!view.paidInCash && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={18} aria-hidden />}
                  onClick={() => {
                    setAskedToCancel(true);
                    setConfirming(true);
                  }}
                  mih={44}
                >
                  {t('booking.manage.cancel')}
                </Button>
              )}
            </Group>
          ) : (
            view.cannotChangeReason && (
              <Alert color="gray" variant="light" title={t('booking.manage.noChangesTitle')}>
                {tx(view.cannotChangeReason)}
              </Alert>
            )
          ))}
        {view.status === 'pending' && (
          <Alert color="yellow" variant="light" title={t('booking.manage.pendingTitle')}>
            {t('booking.manage.pendingText')}
          </Alert>
        )}
        {view.status === 'canceled' && (
          <Alert color="gray" variant="light" title={t('booking.manage.canceledTitle')}>
            {t('booking.manage.canceledText')}
          </Alert>
        )}
        {view.status === 'paid' && view.paidInCash && (
          <Text c="dimmed">{t('booking.manage.cashRefundAtCounter')}</Text>
        )}
        {view.status === 'refunded' && view.refundedAt && (
          <Text c="dimmed">
            {t(view.paidInCash ? 'booking.manage.refundedInCash' : 'booking.manage.refunded', {
              amount: price(view.amountCents),
            })}
          </Text>
        )}
        {/* Not also on canChange: a move into the last 24 hours ends it, and the form must live to say so. */}
        {isRescheduling && (
          <Suspense
            fallback={
              <Center py="md" role="status" aria-label={t('common.layout.loading')}>
                <Loader size="sm" />
              </Center>
            }
          >
            <RescheduleForm
              booking={view}
              onDone={(message) => {
                setRescheduling(false);
                setNotice(message);
              }}
              onClose={() => setRescheduling(false)}
            />
          </Suspense>
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
              {t('booking.success.print')}
            </Button>
          </Group>
        )}
        {view.status === 'paid' && <TicketCards booking={view} />}
      </Stack>
      {hasAskedToCancel && (
        <Suspense fallback={null}>
          <ConfirmModal
            opened={isConfirming}
            title={t('booking.manage.confirmTitle')}
            confirmLabel={t('booking.manage.cancel')}
            cancelLabel={t('booking.manage.keep')}
            isDanger
            isLoading={cancel.isPending}
            onConfirm={confirmCancel}
            onClose={() => setConfirming(false)}
          >
            <Stack gap="xs">
              <Text>
                <T
                  id="booking.manage.confirmText"
                  values={{ amount: price(view.amountCents) }}
                  components={{ 0: <strong /> }}
                />
              </Text>
              <Text fz="sm" c="dimmed">
                {cancellationTermsText(view.cancellationTerms, locale)}
              </Text>
            </Stack>
          </ConfirmModal>
        </Suspense>
      )}
    </Container>
  );
}
