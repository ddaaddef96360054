import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { STATIC_PAGES, staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import { IconCar, IconMap2, IconSun } from '@tabler/icons-react';
import { type MouseEvent, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LazyQuoteModal } from '../../features/quote/LazyQuoteModal.tsx';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { PopularActivities } from '../../features/storefront-pages/PopularActivities.tsx';
import { useT } from '../../shared/i18n/useT.tsx';

const SERVICES = [
  { key: 'planning', icon: IconMap2 },
  { key: 'transfers', icon: IconCar },
  { key: 'days', icon: IconSun },
] as const;

const STEPS = ['tell', 'quote', 'travel'] as const;

/** /concierge: the concierge and transfers offer, with the quote request as its call to action. */
export function ConciergePage() {
  const { t, locale } = useT();
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
      {t('pages.concierge.requestQuote')}
    </Button>
  );

  return (
    <>
      <PageHero title={staticPageTexts('concierge', locale).title} intro={t('pages.concierge.intro')}>
        <Group gap="sm">
          {quoteButton}
          <Button component={Link} to="/discover" variant="white" color="azulejo" size="md">
            {t('pages.concierge.browse')}
          </Button>
          <Button
            component={Link}
            to={STATIC_PAGES.lisbonAndPorto.path}
            variant="outline"
            color="white"
            size="md"
          >
            {t('pages.concierge.sevenDays')}
          </Button>
        </Group>
      </PageHero>

      <Container size="lg" py="xl">
        <Stack gap={48}>
          <Stack gap="md" component="section" aria-labelledby="concierge-services">
            <Title order={2} id="concierge-services">
              {t('pages.concierge.servicesTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {SERVICES.map((service) => (
                <Card key={service.key} withBorder shadow="sm" padding="lg" radius="md">
                  <ThemeIcon size={48} radius="md" variant="light" color="azulejo" aria-hidden>
                    <service.icon size={26} />
                  </ThemeIcon>
                  <Title order={3} fz="lg" mt="md">
                    {t(`pages.concierge.services.${service.key}.title`)}
                  </Title>
                  <Text c="dimmed" mt="xs">
                    {t(`pages.concierge.services.${service.key}.text`)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack gap="md" component="section" aria-labelledby="concierge-steps">
            <Title order={2} id="concierge-steps">
              {t('pages.concierge.howItWorks')}
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
                <Group key={step} component="li" align="flex-start" wrap="nowrap" gap="md">
                  <ThemeIcon size={40} radius="xl" color="terracotta" aria-hidden>
                    <Text fw={700}>{index + 1}</Text>
                  </ThemeIcon>
                  <div>
                    <Title order={3} fz="lg">
                      {t(`pages.concierge.steps.${step}.title`)}
                    </Title>
                    <Text c="dimmed" mt={4}>
                      {t(`pages.concierge.steps.${step}.text`)}
                    </Text>
                  </div>
                </Group>
              ))}
            </SimpleGrid>
            <Group>{quoteButton}</Group>
          </Stack>

          <PopularActivities
            title={t('pages.concierge.popularTitle')}
            intro={t('pages.concierge.popularIntro')}
          />
        </Stack>
      </Container>

      {isQuoteOpen && (
        <Suspense fallback={null}>
          <LazyQuoteModal opened onClose={() => setQuoteOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
