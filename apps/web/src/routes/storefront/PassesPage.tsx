import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { STATIC_PAGES } from '@roteiro/domain/catalogue/storefront-pages';
import { IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { priorityAt } from '../../features/catalogue-public/CardCover.tsx';
import { CardGrid } from '../../features/catalogue-public/CardGrid.tsx';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { PassCard } from '../../features/storefront-pages/PassCard.tsx';
import { usePassesQuery } from '../../features/storefront-pages/storefrontPagesQueries.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

/** /unlock: every visible pass with its departures window and price, each leading to its details page. */
export function PassesPage() {
  const passes = usePassesQuery();
  const items = passes.data?.pages.flatMap((page) => page.items);
  const total = passes.data?.pages[0]?.total ?? 0;

  return (
    <>
      <PageHero
        title={STATIC_PAGES.passes.title}
        intro="A pass is not tied to one tour time: it departs again and again from its first to its last departure of the day, so you choose the departure that suits you when you book."
      />
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <List spacing={4} c="dimmed" size="sm">
            <List.Item>Each pass shows its first and last departure and how often it leaves.</List.Item>
            <List.Item>The price is per person; book a day and a departure on the pass’s page.</List.Item>
            <List.Item>Your ticket’s QR code is scanned when you board.</List.Item>
          </List>
          {passes.isError && !passes.data ? (
            <ErrorState
              title="The passes could not be loaded"
              message={passes.error.message}
              onRetry={() => void passes.refetch()}
              isRetrying={passes.isFetching}
            />
          ) : (
            <>
              <Title order={2} fz="h3" aria-live="polite">
                {passes.data ? `${total} ${total === 1 ? 'pass' : 'passes'}` : 'Loading passes…'}
              </Title>
              <CardGrid
                items={items}
                renderItem={(pass, position) => <PassCard pass={pass} imagePriority={priorityAt(position)} />}
                skeletons={3}
                skeletonHeight={340}
                loadingLabel="Loading passes"
                emptyIcon={<IconTicket aria-hidden />}
                emptyTitle="No passes on sale right now"
                emptyText={
                  <Text size="sm">
                    New passes are added through the season. Meanwhile,{' '}
                    <Link to="/discover">browse every activity</Link>.
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
                    Show more passes
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
