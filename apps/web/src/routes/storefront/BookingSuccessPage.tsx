import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { bookingMessages } from '@roteiro/domain/booking/messages';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookingLinkError } from '../../features/booking/BookingLinkError.tsx';
import { BookingSummary, TicketCards } from '../../features/booking/BookingSummary.tsx';
import { useBookingViewQuery } from '../../features/booking/bookingQueries.ts';
import '../../features/booking/bookingTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

/** How often the page asks whether the payment has been confirmed, and for how long. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 2 * 60_000;

export const manageLink = (reference: string, token: string) =>
  `/manage-booking/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;

/**
 * /booking-success?reference=&token= — where the checkout returns. It only reads the booking: the payment
 * provider's webhook confirms it, and until then the page says so and asks again every 2 seconds.
 * `&canceled=1`: the traveller left the checkout without paying.
 */
export function BookingSuccessPage() {
  const texts = useT();
  const { t, say } = texts;
  const pageTitle = t('common.meta.booking.title');
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const token = params.get('token') ?? '';
  const isCanceled = params.get('canceled') === '1';
  const [startedAt] = useState(() => Date.now());
  const [hasTimedOut, setTimedOut] = useState(false);
  const booking = useBookingViewQuery(reference, token, (view) =>
    isCanceled || hasTimedOut || (view && view.status !== 'pending') ? false : POLL_MS,
  );
  const status = booking.data?.status;

  useEffect(() => {
    if (isCanceled || (status && status !== 'pending')) {
      return;
    }
    const timer = window.setTimeout(
      () => setTimedOut(true),
      Math.max(0, startedAt + POLL_FOR_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [isCanceled, status, startedAt]);

  if (!reference || !token) {
    return (
      <BookingLinkError
        pageTitle={pageTitle}
        title={t('booking.success.incompleteTitle')}
        message={t('booking.success.incompleteText')}
        findLabel={t('common.nav.manageBooking')}
      />
    );
  }

  if (isCanceled) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>{t('booking.success.canceledTitle')}</Title>
          <Text c="dimmed">{t('booking.success.canceledText')}</Text>
          {booking.data && (
            <Button
              component={Link}
              to={`/details/${encodeURIComponent(booking.data.activity.id)}`}
              h="auto"
              mih={44}
              py="xs"
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            >
              {t('booking.success.backTo', { title: booking.data.activity.title })}
            </Button>
          )}
          <Anchor component={Link} to="/discover">
            {t('booking.success.browse')}
          </Anchor>
        </Stack>
      </Container>
    );
  }

  // A wrong or unknown link is a 404 (the same for both): trying again cannot help, finding the booking can.
  if (booking.isError && !booking.data && booking.error.status === 404) {
    return (
      <BookingLinkError
        pageTitle={pageTitle}
        title={t('booking.success.invalidTitle')}
        message={say(bookingMessages, 'linkInvalid')}
      />
    );
  }

  if (booking.isError && !booking.data) {
    return (
      <ErrorState
        pageTitle={pageTitle}
        title={t('booking.success.loadFailed')}
        message={errorText(booking.error, texts)}
        onRetry={retryFor(booking)}
        isRetrying={booking.isFetching}
      />
    );
  }

  if (!booking.data || booking.data.status === 'pending') {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center" gap="md" role="status" aria-live="polite">
          {hasTimedOut ? (
            <>
              <ThemeIcon size={72} radius="xl" color="yellow" variant="light" aria-hidden>
                <IconClockHour4 size={40} />
              </ThemeIcon>
              <Title order={1}>{t('booking.success.lateTitle')}</Title>
              <Text c="dimmed">{t('booking.success.lateText')}</Text>
              <Button component={Link} to={manageLink(reference, token)}>
                {t('booking.success.open')}
              </Button>
            </>
          ) : (
            <>
              <Loader size="lg" aria-hidden />
              <Title order={1}>{t('booking.success.confirmingTitle')}</Title>
              <Text c="dimmed">{t('booking.success.confirmingText')}</Text>
            </>
          )}
        </Stack>
      </Container>
    );
  }

  const view = booking.data;
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        {view.status === 'paid' ? (
          <Group gap="sm" wrap="nowrap" align="center">
            <ThemeIcon size={48} radius="xl" color="green" variant="light" aria-hidden>
              <IconCircleCheck size={30} />
            </ThemeIcon>
            <div>
              <Title order={1}>{t('booking.success.confirmedTitle')}</Title>
              <Text c="dimmed">{t('booking.success.confirmedText')}</Text>
            </div>
          </Group>
        ) : (
          <Alert color="gray" variant="light" title={t('booking.success.inactiveTitle')}>
            {t('booking.success.inactiveText')}
          </Alert>
        )}
        <BookingSummary booking={view} />
        <TicketCards booking={view} />
        <Group gap="sm">
          <Button component={Link} to={manageLink(view.reference, view.token)}>
            {t('common.nav.manageBooking')}
          </Button>
          {view.status === 'paid' && (
            <Button
              component={Link}
              variant="default"
              to={`/ticket?reference=${encodeURIComponent(view.reference)}&token=${encodeURIComponent(view.token)}`}
            >
              {t('booking.success.print')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
