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
import type { TAdminSitePageListItem } from '@roteiro/domain/site-pages/site-pages';
import { formatDateTime } from '@roteiro/domain/time/format';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { sitePageEditPath } from '../../../features/site-pages/adminSitePages.ts';
import { useAdminSitePagesQuery } from '../../../features/site-pages/sitePageQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { useSitePageNames } from './sitePageNames.ts';

function LanguageRow({ page, locale }: { page: TAdminSitePageListItem; locale: TLocale }) {
  const { t, locale: readerLocale } = useT();
  const names = useSitePageNames();
  const text = page.texts[locale];
  const name = names.language(locale);
  return (
    <Stack gap={4} component="li">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {name}
        </Text>
        {text ? (
          <Badge color="green" variant="light">
            {t('authoring.sitePages.written')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {locale === 'en' ? t('authoring.sitePages.notWritten') : t('authoring.sitePages.shownInEnglish')}
          </Badge>
        )}
      </Group>
      {text ? (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {text.title}
          </Text>
          <Text size="xs" c="dimmed">
            {text.updatedBy
              ? t('authoring.sitePages.savedBy', {
                  when: formatDateTime(text.updatedAt, readerLocale),
                  name: text.updatedBy,
                })
              : t('authoring.sitePages.saved', { when: formatDateTime(text.updatedAt, readerLocale) })}
          </Text>
        </>
      ) : (
        <Text size="xs" c="dimmed">
          {locale === 'en'
            ? t('authoring.sitePages.unavailableUntilWritten')
            : t('authoring.sitePages.englishUntilWritten')}
        </Text>
      )}
      <Button
        component={Link}
        to={sitePageEditPath(page.key, locale)}
        variant="default"
        size="sm"
        mt={4}
        leftSection={<IconPencil size={16} aria-hidden />}
        aria-label={t('authoring.sitePages.editIn', {
          page: names.page(page.key),
          language: names.languageInText(locale),
        })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('authoring.sitePages.edit', { language: names.languageInText(locale) })}
      </Button>
    </Stack>
  );
}

function PageCard({ page }: { page: TAdminSitePageListItem }) {
  const { t } = useT();
  const names = useSitePageNames();
  const headingId = `site-page-${page.key}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id={headingId}>
            {names.page(page.key)}
          </Title>
          <Anchor component={Link} to={page.path} size="sm">
            {t('authoring.sitePages.view', { path: page.path })}
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
  const texts = useT();
  const { t } = texts;
  const list = useAdminSitePagesQuery();
  return (
    <Container size="lg" py="lg">
      <Stack gap={4} mb="md">
        <Title order={1} fz="h2">
          {t('authoring.sitePages.title')}
        </Title>
        <Text c="dimmed">{t('authoring.sitePages.intro')}</Text>
      </Stack>
      {list.error ? (
        <ErrorState
          title={t('authoring.sitePages.listFailed')}
          message={errorText(list.error, texts)}
          onRetry={retryFor(list)}
          isRetrying={list.isFetching}
        />
      ) : !list.data ? (
        <SimpleGrid
          cols={{ base: 1, md: 3 }}
          aria-busy="true"
          aria-label={t('authoring.sitePages.loadingList')}
        >
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
