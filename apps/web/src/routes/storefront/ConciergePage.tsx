import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { STATIC_PAGES } from '@roteiro/domain/catalogue/storefront-pages';
import { IconCar, IconMap2, IconSun } from '@tabler/icons-react';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { PopularActivities } from '../../features/storefront-pages/PopularActivities.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';

// The wizard is downloaded when a visitor opens it, as from the navbar.
const QuoteModal = lazy(() =>
  importWithRetry(() => import('../../features/quote/QuoteModal.tsx')).then((module) => ({
    default: module.QuoteModal,
  })),
);

const SERVICES = [
  {
    icon: IconMap2,
    title: 'Trip planning',
    text: 'Our team in Lisbon plans your days in Portugal: which places, in which order, how long to stay and where to sleep, with the tours and tickets booked for you.',
  },
  {
    icon: IconCar,
    title: 'Private transfers',
    text: 'A driver waiting at Lisbon, Porto or Faro airport, and door-to-door rides between cities (Lisbon, Sintra, Cascais, Óbidos, Porto, the Douro, the Algarve), in a car or van sized for your group and luggage.',
  },
  {
    icon: IconSun,
    title: 'Day planning',
    text: 'A day arranged around you: a private guide, a tuk-tuk ride, a winery or a beach, with pick-up from your hotel and a plan that fits your pace.',
  },
] as const;

const STEPS = [
  {
    title: 'Tell us about your trip',
    text: 'A short form of four steps: where you would like to go and when, who is coming, what you enjoy and whether you need an airport transfer, and how to reach you.',
  },
  {
    title: 'Get your plan and quote',
    text: 'A member of our team reads your request and replies by e-mail with a personalised plan and its price, usually within two working days.',
  },
  {
    title: 'Confirm and travel',
    text: 'Change what you like until the plan is right. Once you confirm, we book the drivers, guides and tickets, and they meet you where the plan says.',
  },
] as const;

/** /concierge: the concierge and transfers offer, with the quote request as its call to action. */
export function ConciergePage() {
  const [isQuoteOpen, setQuoteOpen] = useState(false);

  const handleQuoteClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click opens the wizard here; ctrl/cmd/middle click still opens its page in a new tab.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    setQuoteOpen(true);
  };

  const quoteButton = (
    <Button component={Link} to="/concierge/quote" onClick={handleQuoteClick} color="terracotta" size="md">
      Request a free quote
    </Button>
  );

  return (
    <>
      <PageHero
        title={STATIC_PAGES.concierge.title}
        intro="Tell us where you would like to go and our local team plans it: private transfers between airports and cities, a plan for each day, and the tours and tickets booked for you."
      >
        <Group gap="sm">
          {quoteButton}
          <Button component={Link} to="/discover" variant="white" color="azulejo" size="md">
            Browse activities
          </Button>
          <Button
            component={Link}
            to={STATIC_PAGES.lisbonAndPorto.path}
            variant="outline"
            color="white"
            size="md"
          >
            See a 7-day plan
          </Button>
        </Group>
      </PageHero>

      <Container size="lg" py="xl">
        <Stack gap={48}>
          <Stack gap="md" component="section" aria-labelledby="concierge-services">
            <Title order={2} id="concierge-services">
              What our concierge does
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {SERVICES.map((service) => (
                <Card key={service.title} withBorder shadow="sm" padding="lg" radius="md">
                  <ThemeIcon size={48} radius="md" variant="light" color="azulejo" aria-hidden>
                    <service.icon size={26} />
                  </ThemeIcon>
                  <Title order={3} fz="lg" mt="md">
                    {service.title}
                  </Title>
                  <Text c="dimmed" mt="xs">
                    {service.text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack gap="md" component="section" aria-labelledby="concierge-steps">
            <Title order={2} id="concierge-steps">
              How it works
            </Title>
            <SimpleGrid
              cols={{ base: 1, sm: 3 }}
              spacing="lg"
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {STEPS.map((step, index) => (
                <Group key={step.title} component="li" align="flex-start" wrap="nowrap" gap="md">
                  <ThemeIcon size={40} radius="xl" color="terracotta" aria-hidden>
                    <Text fw={700}>{index + 1}</Text>
                  </ThemeIcon>
                  <div>
                    <Title order={3} fz="lg">
                      {step.title}
                    </Title>
                    <Text c="dimmed" mt={4}>
                      {step.text}
                    </Text>
                  </div>
                </Group>
              ))}
            </SimpleGrid>
            <Group>{quoteButton}</Group>
          </Stack>

          <PopularActivities
            title="Tours our team often books"
            intro="Add any of these to your plan, or book them yourself straight away."
          />
        </Stack>
      </Container>

      {isQuoteOpen && (
        <Suspense fallback={null}>
          <QuoteModal opened onClose={() => setQuoteOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
