import { Box, Container, Skeleton, Stack, Text } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
// The zod-free module: these pages are in the storefront's first loads (rendered on the server).
import { sitePageKeyOfPath, type TSitePageKey } from '@roteiro/domain/site-pages/site-page-paths';
import { useLocation } from 'react-router';
import { ArticleHtml } from '../../features/blog/ArticleHtml.tsx';
import { useDocumentTitle } from '../../features/catalogue-public/useDocumentTitle.ts';
import { useSitePageQuery } from '../../features/site-pages/sitePageQueries.ts';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { errorText } from '../../shared/i18n/errorText.ts';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

/** Each page's own title while its text loads or when it cannot (the web's catalogues). */
const FALLBACK_TITLE: Record<TSitePageKey, TMessageId> = {
  about: 'common.meta.about.title',
  contracts: 'common.meta.contracts.title',
  privacy: 'common.meta.privacy.title',
};

/** The page of a path: the route table sends only the three paths here. */
function SitePageContent({ pageKey }: { pageKey: TSitePageKey }) {
  const texts = useT();
  const { t, say, day, locale } = texts;
  const page = useSitePageQuery(pageKey, locale);
  useDocumentTitle(page.data?.title);

  if (page.error) {
    const isMissing = page.error.status === 404 || page.error.status === 400;
    return (
      <ErrorState
        pageTitle={t(FALLBACK_TITLE[pageKey])}
        title={isMissing ? t('pages.sitePage.notAvailable') : t('pages.sitePage.loadFailed')}
        message={isMissing ? say(messages, 'notFound') : errorText(page.error, texts)}
        onRetry={retryFor(page)}
        isRetrying={page.isFetching}
      />
    );
  }
  if (!page.data) {
    return (
      <Container size="lg" py="xl" aria-busy="true" aria-label={t('pages.sitePage.loading')}>
        <Stack>
          <Skeleton height={44} width="60%" />
          <Skeleton height={24} width="90%" />
          <Skeleton height={320} />
        </Stack>
      </Container>
    );
  }
  const { title, description, html, updatedAt } = page.data;
  // A page not yet written in the visitor's language is shown in English, and says so.
  const isFallback = page.data.locale !== locale;
  const textLang = isFallback ? page.data.locale : undefined;
  const ownLang = isFallback ? locale : undefined;
  return (
    <Box lang={textLang}>
      <PageHero title={title} intro={description} />
      {/* The hero's width, so the text lines up under its title; lines kept short enough to read. */}
      <Container size="lg" py="xl">
        <Stack component="article" gap="lg" maw={760}>
          {isFallback && (
            <Text c="dimmed" lang={ownLang}>
              {t('pages.sitePage.inEnglish')}
            </Text>
          )}
          <Text size="sm" c="dimmed" lang={ownLang}>
            <T
              id="pages.sitePage.updated"
              values={{ day: day(updatedAt) }}
              components={{ 0: <time dateTime={updatedAt} /> }}
            />
          </Text>
          <ArticleHtml html={html} />
        </Stack>
      </Container>
    </Box>
  );
}

/** /about, /contracts and /privacy: the site's own pages, written by admins in each language. */
export function SitePage() {
  const { pathname } = useLocation();
  const pageKey = sitePageKeyOfPath(pathname);
  return pageKey ? <SitePageContent key={pageKey} pageKey={pageKey} /> : null;
}
