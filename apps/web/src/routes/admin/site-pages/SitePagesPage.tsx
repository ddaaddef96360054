import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { LOCALES, type TLocale } from '@roteiro/domain/i18n/locale';
import { SITE_PAGE_NAMES, type TAdminSitePageListItem } from '@roteiro/domain/site-pages/site-pages';
import { formatDateTime } from '@roteiro/domain/time/format';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LANGUAGE_NAMES, sitePageEditPath } from '../../../features/site-pages/adminSitePages.ts';
import { useAdminSitePagesQuery } from '../../../features/site-pages/sitePageQueries.ts';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';

function LanguageRow({ page, locale }: { page: TAdminSitePageListItem; locale: TLocale }) {
  const text = page.texts[locale];
  const name = LANGUAGE_NAMES[locale];
  return (
    <Stack gap={4} component="li">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {name}
        </Text>
        {text ? (
          <Badge color="green" variant="light">
            Written
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {locale === 'en' ? 'Not written' : 'Shown in English'}
          </Badge>
        )}
      </Group>
      {text ? (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {text.title}
          </Text>
          <Text size="xs" c="dimmed">
            Saved {formatDateTime(text.updatedAt)}
            {text.updatedBy ? ` by ${text.updatedBy}` : ''}
          </Text>
        </>
      ) : (
        <Text size="xs" c="dimmed">
          {locale === 'en'
            ? 'Visitors see "This page is not available" until it is written.'
            : 'Visitors who read this language see the English text until you write it.'}
        </Text>
      )}
      <Button
        component={Link}
        to={sitePageEditPath(page.key, locale)}
        variant="default"
        size="sm"
        mt={4}
        leftSection={<IconPencil size={16} aria-hidden />}
        aria-label={`Edit ${SITE_PAGE_NAMES[page.key]} in ${name}`}
        style={{ alignSelf: 'flex-start' }}
      >
        Edit {name}
      </Button>
    </Stack>
  );
}

function PageCard({ page }: { page: TAdminSitePageListItem }) {
  const headingId = `site-page-${page.key}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id={headingId}>
            {SITE_PAGE_NAMES[page.key]}
          </Title>
          <Anchor component={Link} to={page.path} size="sm">
            View {page.path}
          </Anchor>
        </Group>
        <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {LOCALES.map((locale) => (
            <LanguageRow key={locale} page={page} locale={locale} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /admin/site-pages: About, Contracts and Privacy, each with its text in every language, to edit. */
export function SitePagesPage() {
  const list = useAdminSitePagesQuery();
  return (
    <Container size="lg" py="lg">
      <Stack gap={4} mb="md">
        <Title order={1} fz="h2">
          Site pages
        </Title>
        <Text c="dimmed">
          The pages the footer links to. Each is written in Markdown, in English and in Portuguese; a save
          shows on the site at once.
        </Text>
      </Stack>
      {list.error ? (
        <ErrorState
          title="The pages could not be loaded"
          message={list.error.message}
          onRetry={retryFor(list)}
          isRetrying={list.isFetching}
        />
      ) : !list.data ? (
        <SimpleGrid cols={{ base: 1, md: 3 }} aria-busy="true" aria-label="Loading the pages">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={280} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {list.data.items.map((page) => (
            <PageCard key={page.key} page={page} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
