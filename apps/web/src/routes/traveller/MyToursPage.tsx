import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { myToursTexts, type TMyTour } from '@roteiro/domain/booking/my-tours';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDay } from '@roteiro/domain/time/format';
import { Link } from 'react-router';
import { useMyToursQuery } from '../../features/traveller/travellerQueries.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

const manageLink = (reference: string, token: string) =>
  `/manage-booking/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;

const STATUS: Record<TMyTour['status'], { label: string; color: string }> = {
  paid: { label: 'Confirmed', color: 'green' },
  refunded: { label: 'Canceled and refunded', color: 'gray' },
  pending: { label: 'Awaiting payment', color: 'yellow' },
  canceled: { label: 'Canceled', color: 'gray' },
};

function TourCard({ tour }: { tour: TMyTour }) {
  const status = STATUS[tour.status];
  const title = tour.eventTitle ?? tour.activityTitle;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm">
          {formatDay(tour.day)} at {tour.startTime} · {tour.city}
        </Text>
        <Text size="sm" c="dimmed">
          {tour.participantCount} {tour.participantCount === 1 ? 'person' : 'people'} ·{' '}
          {formatCents(tour.amountCents)} · Reference{' '}
          <Text span ff="monospace" size="sm">
            {tour.reference}
          </Text>
        </Text>
        <Group mt={4}>
          <Button
            component={Link}
            to={manageLink(tour.reference, tour.token)}
            variant={tour.isUpcoming ? 'filled' : 'default'}
          >
            {tour.status === 'paid' && tour.isUpcoming ? 'Tickets and changes' : 'Open booking'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /my-tours: the signed-in traveller's bookings (made with the account's e-mail), upcoming first. */
export function MyToursPage() {
  const { page, setPage } = useTableParams();
  const tours = useMyToursQuery(page);
  const data = tours.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const upcoming = data?.items.filter((tour) => tour.isUpcoming) ?? [];
  const past = data?.items.filter((tour) => !tour.isUpcoming) ?? [];

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>My tours</Title>
        {tours.isError && !data ? (
          <ErrorState
            title="Your tours could not be loaded"
            message={tours.error.message}
            onRetry={() => void tours.refetch()}
            isRetrying={tours.isFetching}
          />
        ) : !data ? (
          [1, 2, 3].map((key) => <Skeleton key={key} height={140} radius="md" />)
        ) : !data.isEmailVerified ? (
          <Alert color="yellow" variant="light" title="Confirm your e-mail address">
            {myToursTexts.emailNotVerified}
          </Alert>
        ) : data.total === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{myToursTexts.empty}</Text>
            <Text c="dimmed">{myToursTexts.emptyHint}</Text>
            <Button component={Link} to="/discover" mt="sm">
              Discover activities
            </Button>
          </Stack>
        ) : (
          <>
            {upcoming.length > 0 && (
              <Stack gap="sm" component="section" aria-label="Upcoming tours">
                <Title order={2} size="h3">
                  Upcoming
                </Title>
                {upcoming.map((tour) => (
                  <TourCard key={tour.reference} tour={tour} />
                ))}
              </Stack>
            )}
            {past.length > 0 && (
              <Stack gap="sm" component="section" aria-label="Past tours">
                <Title order={2} size="h3">
                  Past
                </Title>
                {past.map((tour) => (
                  <TourCard key={tour.reference} tour={tour} />
                ))}
              </Stack>
            )}
            {totalPages > 1 && (
              <Pagination
                total={totalPages}
                value={page}
                onChange={setPage}
                aria-label="Pages of your tours"
                size="lg"
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
