import { Container, Stack, Text } from '@mantine/core';
import { CATEGORY_PAGES } from '@roteiro/domain/catalogue/storefront';
import { useLocation } from 'react-router';
import { ActivityResults } from '../../features/catalogue-public/ActivityResults.tsx';
import { useT } from '../../shared/i18n/useT.tsx';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** /tours/{full-day-tours|tuk-tuk-tours|cultural-tours|portugal-architecture|historical-tours}. */
export function CategoryToursPage() {
  const { t } = useT();
  const { pathname } = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/').pop();
  const page = CATEGORY_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) {
    return <NotFoundPage />;
  }
  return (
    <Container size="lg" pb="xl">
      <BackBar title={t(`common.meta.categories.${page.slug}.title`)} />
      <Stack gap="lg">
        <Text c="dimmed" maw={720}>
          {t(`common.meta.categories.${page.slug}.intro`)}
        </Text>
        <ActivityResults category={page.category} emptyText={t('catalogue.categoryPage.empty')} />
      </Stack>
    </Container>
  );
}
