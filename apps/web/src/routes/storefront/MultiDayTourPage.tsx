import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { STATIC_PAGES, staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import { IconCheck, IconX } from '@tabler/icons-react';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LazyQuoteModal } from '../../features/quote/LazyQuoteModal.tsx';
import {
  LISBON_AND_PORTO_DAYS,
  LISBON_AND_PORTO_DESTINATIONS,
  LISBON_AND_PORTO_INCLUDED,
  LISBON_AND_PORTO_NOT_INCLUDED,
} from '../../features/storefront-pages/lisbonAndPorto.ts';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { WhenOnScreen } from '../../shared/ui/WhenOnScreen.tsx';

const ItineraryMap = lazy(() =>
  importWithRetry(() => import('../../features/storefront-pages/ItineraryMap.tsx')).then((module) => ({
    default: module.ItineraryMap,
  })),
);

const PATH = STATIC_PAGES.lisbonAndPorto.path;

/** /multi-day-tours/lisbon-and-porto-7-days: a seven-day plan, its map and what it includes, ending in a quote request. */
export function MultiDayTourPage() {
  const { t, locale } = useT();
  const page = staticPageTexts('lisbonAndPorto', locale);
  const prefill = { destinations: LISBON_AND_PORTO_DESTINATIONS, notes: `${page.title} (${PATH})` };
  const quoteLink = `/concierge/quote?${new URLSearchParams([
    ...prefill.destinations.map((d) => ['destination', d]),
    ['notes', prefill.notes],
  ]).toString()}`;
  const [isQuoteOpen, setQuoteOpen] = useState(false);
  const handleQuoteClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click opens the wizard here, already filled in; ctrl/cmd/middle click opens its page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    setQuoteOpen(true);
  };
  const quoteButton = (
    <Button component={Link} to={quoteLink} onClick={handleQuoteClick} color="terracotta" size="md">
      {t('trip.page.ask')}
    </Button>
  );

  return (
    <>
      <PageHero title={page.title} intro={page.description}>
        <Group gap="sm">
          <Badge color="azulejo" variant="white" size="lg">
            {t('trip.page.badge')}
          </Badge>
        </Group>
        <Group gap="sm">{quoteButton}</Group>
      </PageHero>

      <Container size="lg" py="xl">
        <Stack gap={48}>
          <Stack gap="md" component="section" aria-labelledby="itinerary-days">
            <Title order={2} id="itinerary-days">
              {t('trip.page.dayByDay')}
            </Title>
            <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {LISBON_AND_PORTO_DAYS.map((day, index) => (
                <Card key={day.key} component="li" withBorder padding="lg">
                  <Group gap="xs" mb={4}>
                    <Badge color="terracotta">{t('trip.page.day', { day: index + 1 })}</Badge>
                    {day.overnight && (
                      <Text size="sm" c="dimmed">
                        {t(`trip.nights.${day.overnight}`)}
                      </Text>
                    )}
                  </Group>
                  <Title order={3} fz="lg">
                    {t(`trip.days.${day.key}.title`)}
                  </Title>
                  <Text mt="xs">{t(`trip.days.${day.key}.text`)}</Text>
                </Card>
              ))}
            </Stack>
          </Stack>

          <Stack gap="md" component="section" aria-labelledby="itinerary-map">
            <Title order={2} id="itinerary-map">
              {t('trip.page.route')}
            </Title>
            <WhenOnScreen placeholder={<Skeleton height={420} radius="md" />}>
              <Suspense fallback={<Skeleton height={420} radius="md" />}>
                <ItineraryMap days={LISBON_AND_PORTO_DAYS} />
              </Suspense>
            </WhenOnScreen>
          </Stack>

          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="xl"
            component="section"
            aria-label={t('trip.page.includes')}
          >
            <Stack gap="sm">
              <Title order={2}>{t('trip.page.included')}</Title>
              <List
                spacing="xs"
                icon={<IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />}
              >
                {LISBON_AND_PORTO_INCLUDED.map((item) => (
                  <List.Item key={item}>{t(`trip.included.${item}`)}</List.Item>
                ))}
              </List>
            </Stack>
            <Stack gap="sm">
              <Title order={2}>{t('trip.page.notIncluded')}</Title>
              <List spacing="xs" icon={<IconX size={18} color="var(--mantine-color-gray-7)" aria-hidden />}>
                {LISBON_AND_PORTO_NOT_INCLUDED.map((item) => (
                  <List.Item key={item}>{t(`trip.notIncluded.${item}`)}</List.Item>
                ))}
              </List>
            </Stack>
          </SimpleGrid>

          <Card withBorder padding="xl" component="section" aria-labelledby="itinerary-quote">
            <Stack gap="sm" align="flex-start">
              <Title order={2} id="itinerary-quote">
                {t('trip.page.makeItYours')}
              </Title>
              <Text>{t('trip.page.makeItYoursText')}</Text>
              {quoteButton}
            </Stack>
          </Card>
        </Stack>
      </Container>
      {isQuoteOpen && (
        <Suspense fallback={null}>
          <LazyQuoteModal opened={isQuoteOpen} onClose={() => setQuoteOpen(false)} prefill={prefill} />
        </Suspense>
      )}
    </>
  );
}
