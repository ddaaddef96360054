import { Container, Stack, Text } from '@mantine/core';
import { CATEGORY_PAGES } from '@roteiro/domain/catalogue/storefront';
import { useLocation } from 'react-router';
import { ActivityResults } from '../../features/catalogue-public/ActivityResults.tsx';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** /tours/{full-day-tours|tuk-tuk-tours|cultural-tours|portugal-architecture|historical-tours}. */
export function CategoryToursPage() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/').pop();
  const page = CATEGORY_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) {
    return <NotFoundPage />;
  }
  return (
    <Container size="lg" pb="xl">
      <BackBar title={page.title} />
      <Stack gap="lg">
        <Text c="dimmed" maw={720}>
          {page.intro}
        </Text>
        <ActivityResults category={page.category} emptyText="There are no activities in this category yet." />
      </Stack>
    </Container>
  );
}
