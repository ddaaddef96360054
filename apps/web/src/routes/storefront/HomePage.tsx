import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconCompass, IconQrcode, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CategoryChips } from '../../features/catalogue/CategoryChips.tsx';
import { HomeSection } from '../../features/catalogue-public/HomeSection.tsx';
import { HomeSections } from '../../features/catalogue-public/HomeSections.tsx';
import { useT } from '../../shared/i18n/useT.tsx';

const STEPS = [
  { key: 'choose', icon: IconCompass },
  { key: 'book', icon: IconCalendarEvent },
  { key: 'meet', icon: IconQrcode },
] as const;

/** The storefront landing page: the promise, featured activities, the categories, events, tickets and how booking works. */
export function HomePage() {
  const { t } = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');

  // The form also works before the app has started (a GET to /discover?search=); once started, the app
  // navigates itself, with what the box holds on screen.
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    void navigate(query ? `/discover?search=${encodeURIComponent(query)}` : '/discover');
  };

  return (
    <>
      <Box component="section" className="azulejo-pattern" c="white" py={{ base: 48, sm: 80 }}>
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
              {t('catalogue.home.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="azulejo.0">
              {t('catalogue.home.intro')}
            </Text>
            <Box
              component="form"
              role="search"
              action="/discover"
              method="get"
              onSubmit={handleSearch}
              maw={560}
            >
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('catalogue.home.searchLabel')}
                  placeholder={t('catalogue.home.searchPlaceholder')}
                  name="search"
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                  leftSection={<IconSearch size={18} aria-hidden />}
                  style={{ flex: '1 1 240px' }}
                  styles={{ label: { color: 'white', marginBottom: 6 } }}
                />
                <Button type="submit" color="terracotta" size="md">
                  {t('catalogue.home.search')}
                </Button>
              </Group>
            </Box>
            <Group gap="sm">
              <Button component={Link} to="/discover" variant="white" color="azulejo">
                {t('catalogue.home.browseAll')}
              </Button>
              <Button
                component={Link}
                to="/concierge/quote"
                variant="outline"
                color="white"
                styles={{ root: { borderColor: 'rgba(255,255,255,0.7)', color: 'white' } }}
              >
                {t('catalogue.home.planTrip')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <HomeSections
          featuredFooter={
            <Group>
              <Button component={Link} to="/discover" variant="light">
                {t('catalogue.home.seeAll')}
              </Button>
            </Group>
          }
          afterFeatured={
            <HomeSection
              id="categories-title"
              title={t('catalogue.home.categories.title')}
              intro={t('catalogue.home.categories.intro')}
            >
              <CategoryChips />
            </HomeSection>
          }
        />
      </Container>

      <Box bg="azulejo.0" component="section" aria-labelledby="how-it-works-title">
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Title order={2} id="how-it-works-title" mb="lg">
            {t('catalogue.home.howItWorks')}
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
              <Card key={step.key} component="li">
                <Group gap="sm" mb="sm" wrap="nowrap">
                  <ThemeIcon size={44} radius="xl" color="terracotta" variant="light" aria-hidden>
                    <step.icon size={24} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {index + 1}. {t(`catalogue.home.steps.${step.key}.title`)}
                  </Title>
                </Group>
                <Text c="dimmed">{t(`catalogue.home.steps.${step.key}.text`)}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="custom-trip-title">
        <Card padding="xl" shadow="md">
          <Group justify="space-between" gap="lg">
            <Stack gap={4} maw={560}>
              <Title order={2} id="custom-trip-title" size="h3">
                {t('catalogue.home.customTrip.title')}
              </Title>
              <Text c="dimmed">{t('catalogue.home.customTrip.text')}</Text>
            </Stack>
            {/* Named apart from the navbar's "Request a quote" so each link name stays unique on the page. */}
            <Button component={Link} to="/concierge/quote" color="terracotta">
              {t('catalogue.home.customTrip.action')}
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
