import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import { IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { priorityAt } from '../../features/catalogue-public/CardCover.tsx';
import { CardGrid } from '../../features/catalogue-public/CardGrid.tsx';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { PassCard } from '../../features/storefront-pages/PassCard.tsx';
import { usePassesQuery } from '../../features/storefront-pages/storefrontPagesQueries.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

/** /unlock: every visible pass with its departures window and price, each leading to its details page. */
export function PassesPage() {
  const texts = useT();
  const { t, locale } = texts;
  const passes = usePassesQuery();
  const items = passes.data?.pages.flatMap((page) => page.items);
  const total = passes.data?.pages[0]?.total ?? 0;

  return (
    <>
      <PageHero title={staticPageTexts('passes', locale).title} intro={t('pages.passes.intro')} />
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <List spacing={4} c="dimmed" size="sm">
            <List.Item>{t('pages.passes.points.schedule')}</List.Item>
            <List.Item>{t('pages.passes.points.price')}</List.Item>
            <List.Item>{t('pages.passes.points.qr')}</List.Item>
          </List>
          {passes.isError && !passes.data ? (
            <ErrorState
              title={t('pages.passes.loadFailed')}
              message={errorText(passes.error, texts)}
              onRetry={retryFor(passes)}
              isRetrying={passes.isFetching}
            />
          ) : (
            <>
              <Title order={2} fz="h3" aria-live="polite">
                {passes.data ? t('pages.passes.count', { count: total }) : t('pages.passes.loadingEllipsis')}
              </Title>
              <CardGrid
                items={items}
                renderItem={(pass, position) => <PassCard pass={pass} imagePriority={priorityAt(position)} />}
                skeletons={3}
                skeletonHeight={340}
                loadingLabel={t('pages.passes.loading')}
                emptyIcon={<IconTicket aria-hidden />}
                emptyTitle={t('pages.passes.emptyTitle')}
                emptyText={
                  <Text size="sm">
                    <T id="pages.passes.emptyText" components={{ 0: <Link to="/discover" /> }} />
                  </Text>
                }
              />
              {passes.hasNextPage && (
                <Group justify="center">
                  <Button
                    variant="default"
                    onClick={() => void passes.fetchNextPage()}
                    loading={passes.isFetchingNextPage}
                  >
                    {t('pages.passes.showMore')}
                  </Button>
                </Group>
              )}
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
