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
import { STATIC_PAGES } from '@roteiro/domain/catalogue/storefront-pages';
import { IconCheck, IconX } from '@tabler/icons-react';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  LISBON_AND_PORTO_DAYS,
  LISBON_AND_PORTO_DESTINATIONS,
  LISBON_AND_PORTO_INCLUDED,
  LISBON_AND_PORTO_NOT_INCLUDED,
} from '../../features/storefront-pages/lisbonAndPorto.ts';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { WhenOnScreen } from '../../shared/ui/WhenOnScreen.tsx';

const QuoteModal = lazy(() =>
  importWithRetry(() => import('../../features/quote/QuoteModal.tsx')).then((module) => ({
    default: module.QuoteModal,
  })),
);
const ItineraryMap = lazy(() =>
  importWithRetry(() => import('../../features/storefront-pages/ItineraryMap.tsx')).then((module) => ({
    default: module.ItineraryMap,
  })),
);

const PAGE = STATIC_PAGES.lisbonAndPorto;
const PREFILL = { destinations: LISBON_AND_PORTO_DESTINATIONS, notes: `${PAGE.title} (${PAGE.path})` };
const QUOTE_LINK = `/concierge/quote?${new URLSearchParams([
  ...PREFILL.destinations.map((d) => ['destination', d]),
  ['notes', PREFILL.notes],
]).toString()}`;

/** /multi-day-tours/lisbon-and-porto-7-days: a seven-day plan, its map and what it includes, ending in a quote request. */
export function MultiDayTourPage() {
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
    <Button component={Link} to={QUOTE_LINK} onClick={handleQuoteClick} color="terracotta" size="md">
      Ask for this trip
    </Button>
  );

  return (
    <>
      <PageHero title={PAGE.title} intro={PAGE.description}>
        <Group gap="sm">
          <Badge color="azulejo" variant="white" size="lg">
            7 days · 6 nights · private transfers
          </Badge>
        </Group>
        <Group gap="sm">{quoteButton}</Group>
      </PageHero>

      <Container size="lg" py="xl">
        <Stack gap={48}>
          <Stack gap="md" component="section" aria-labelledby="itinerary-days">
            <Title order={2} id="itinerary-days">
              Day by day
            </Title>
            <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {LISBON_AND_PORTO_DAYS.map((day, index) => (
                <Card key={day.title} component="li" withBorder padding="lg">
                  <Group gap="xs" mb={4}>
                    <Badge color="terracotta">Day {index + 1}</Badge>
                    {day.overnight !== '—' && (
                      <Text size="sm" c="dimmed">
                        Night in {day.overnight}
                      </Text>
                    )}
                  </Group>
                  <Title order={3} fz="lg">
                    {day.title}
                  </Title>
                  <Text mt="xs">{day.text}</Text>
                </Card>
              ))}
            </Stack>
          </Stack>

          <Stack gap="md" component="section" aria-labelledby="itinerary-map">
            <Title order={2} id="itinerary-map">
              The route
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
            aria-label="What the trip includes"
          >
            <Stack gap="sm">
              <Title order={2}>Included</Title>
              <List
                spacing="xs"
                icon={<IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />}
              >
                {LISBON_AND_PORTO_INCLUDED.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Stack>
            <Stack gap="sm">
              <Title order={2}>Not included</Title>
              <List spacing="xs" icon={<IconX size={18} color="var(--mantine-color-gray-7)" aria-hidden />}>
                {LISBON_AND_PORTO_NOT_INCLUDED.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Stack>
          </SimpleGrid>

          <Card withBorder padding="xl" component="section" aria-labelledby="itinerary-quote">
            <Stack gap="sm" align="flex-start">
              <Title order={2} id="itinerary-quote">
                Make it yours
              </Title>
              <Text>
                This is a plan our travellers love; yours can be longer, slower or start in Porto. Tell us
                your dates and who is coming, and our team replies by e-mail with your plan and its price,
                usually within two working days.
              </Text>
              {quoteButton}
            </Stack>
          </Card>
        </Stack>
      </Container>
      {isQuoteOpen && (
        <Suspense fallback={null}>
          <QuoteModal opened={isQuoteOpen} onClose={() => setQuoteOpen(false)} prefill={PREFILL} />
        </Suspense>
      )}
    </>
  );
}
