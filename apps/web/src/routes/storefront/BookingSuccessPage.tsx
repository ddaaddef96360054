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
import { bookingMessages } from '@roteiro/domain/booking/booking';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookingSummary, TicketCards } from '../../features/booking/BookingSummary.tsx';
import { useBookingViewQuery } from '../../features/booking/bookingQueries.ts';
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
      <ErrorState
        title="This link is not complete"
        message="Open the link from your e-mail or find your booking."
      >
        <Button component={Link} to="/manage-booking" variant="default">
          Manage your booking
        </Button>
      </ErrorState>
    );
  }

  if (isCanceled) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>The payment was not completed. Nothing was charged.</Title>
          <Text c="dimmed">Your places are released if you do not come back to pay.</Text>
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
              Back to {booking.data.activity.title}
            </Button>
          )}
          <Anchor component={Link} to="/discover">
            Browse activities
          </Anchor>
        </Stack>
      </Container>
    );
  }

  // A wrong or unknown link is a 404 (the same for both): trying again cannot help, finding the booking can.
  if (booking.isError && !booking.data && booking.error.status === 404) {
    return (
      <ErrorState title="This link is not valid" message={bookingMessages.linkInvalid}>
        <Button component={Link} to="/manage-booking" variant="default">
          Find your booking
        </Button>
      </ErrorState>
    );
  }

  if (booking.isError && !booking.data) {
    return (
      <ErrorState
        title="We could not load your booking"
        message={booking.error.message}
        onRetry={() => void booking.refetch()}
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
              <Title order={1}>Your payment is taking longer to confirm</Title>
              <Text c="dimmed">
                We have not received the confirmation yet. You will get an e-mail with your tickets as soon as
                it arrives; you can also check your booking at any time.
              </Text>
              <Button component={Link} to={manageLink(reference, token)}>
                Open your booking
              </Button>
            </>
          ) : (
            <>
              <Loader size="lg" aria-hidden />
              <Title order={1}>We are confirming your payment…</Title>
              <Text c="dimmed">This usually takes a few seconds. Please keep this page open.</Text>
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
              <Title order={1}>Your booking is confirmed</Title>
              <Text c="dimmed">We sent your tickets to your e-mail address.</Text>
            </div>
          </Group>
        ) : (
          <Alert color="gray" variant="light" title="This booking is no longer active">
            It has been canceled.
          </Alert>
        )}
        <BookingSummary booking={view} />
        <TicketCards booking={view} />
        <Group gap="sm">
          <Button component={Link} to={manageLink(view.reference, view.token)}>
            Manage your booking
          </Button>
          {view.status === 'paid' && (
            <Button
              component={Link}
              variant="default"
              to={`/ticket?reference=${encodeURIComponent(view.reference)}&token=${encodeURIComponent(view.token)}`}
            >
              Print tickets
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
