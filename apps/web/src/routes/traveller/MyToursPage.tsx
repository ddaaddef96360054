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
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import myToursPt from '@roteiro/domain/locales/pt-PT/myTours.json';
import { Link } from 'react-router';
import { tourWhenText } from '../../features/booking/bookingWhen.ts';
import { useMyToursQuery } from '../../features/traveller/travellerQueries.ts';
import { cityName } from '../../shared/i18n/cityName.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

// My tours is one of the booking pages: in the traveller's language.
registerTranslations(myToursTexts, 'pt-PT', myToursPt);

const manageLink = (reference: string, token: string) =>
  `/manage-booking/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;

const STATUS_COLOR: Record<TMyTour['status'], string> = {
  paid: 'green',
  refunded: 'gray',
  pending: 'yellow',
  canceled: 'gray',
};

function TourCard({ tour }: { tour: TMyTour }) {
  const texts = useT();
  const { t, locale, price } = texts;
  const title = tour.eventTitle ?? tour.activityTitle;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Badge color={STATUS_COLOR[tour.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`booking.status.${tour.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{tourWhenText(tour, cityName(tour.city, locale), texts)}</Text>
        <Text size="sm" c="dimmed">
          {t('booking.myTours.people', { count: tour.participantCount })} · {price(tour.amountCents)} ·{' '}
          {t('booking.myTours.reference')}{' '}
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
            {tour.status === 'paid' && tour.isUpcoming
              ? t('booking.myTours.ticketsAndChanges')
              : t('booking.myTours.openBooking')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /my-tours: the signed-in traveller's bookings (made with the account's e-mail), upcoming first. */
export function MyToursPage() {
  const { t, say } = useT();
  const { page, setPage } = useTableParams();
  const tours = useMyToursQuery(page);
  const data = tours.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const upcoming = data?.items.filter((tour) => tour.isUpcoming) ?? [];
  const past = data?.items.filter((tour) => !tour.isUpcoming) ?? [];

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('booking.myTours.title')}</Title>
        {tours.isError && !data ? (
          <ErrorState
            title={t('booking.myTours.loadFailed')}
            message={tours.error.message}
            onRetry={retryFor(tours)}
            isRetrying={tours.isFetching}
          />
        ) : !data ? (
          [1, 2, 3].map((key) => <Skeleton key={key} height={140} radius="md" />)
        ) : !data.isEmailVerified ? (
          <Alert color="yellow" variant="light" title={t('booking.myTours.confirmEmail')}>
            {say(myToursTexts, 'emailNotVerified')}
          </Alert>
        ) : data.total === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{say(myToursTexts, 'empty')}</Text>
            <Text c="dimmed">{say(myToursTexts, 'emptyHint')}</Text>
            <Button component={Link} to="/discover" mt="sm">
              {t('booking.myTours.discover')}
            </Button>
          </Stack>
        ) : (
          <>
            {upcoming.length > 0 && (
              <Stack gap="sm" component="section" aria-label={t('booking.myTours.upcomingLabel')}>
                <Title order={2} size="h3">
                  {t('booking.myTours.upcoming')}
                </Title>
                {upcoming.map((tour) => (
                  <TourCard key={tour.reference} tour={tour} />
                ))}
              </Stack>
            )}
            {past.length > 0 && (
              <Stack gap="sm" component="section" aria-label={t('booking.myTours.pastLabel')}>
                <Title order={2} size="h3">
                  {t('booking.myTours.past')}
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
                aria-label={t('booking.myTours.pages')}
                size="lg"
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
