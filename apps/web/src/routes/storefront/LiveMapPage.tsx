import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { STATIC_PAGES } from '@roteiro/domain/catalogue/storefront-pages';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useLiveMapQuery } from '../../features/storefront-pages/liveMapQueries.ts';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';

const LiveMap = lazy(() =>
  importWithRetry(() => import('../../features/storefront-pages/LiveMap.tsx')).then((module) => ({
    default: module.LiveMap,
  })),
);

const MAP_PLACEHOLDER = <Skeleton height={480} radius="md" />;

/** /live-map: every tour's meeting point, the ones running now marked live, refreshed while open. */
export function LiveMapPage() {
  const map = useLiveMapQuery();
  const live = map.data?.points.filter((point) => point.live) ?? [];
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{STATIC_PAGES.liveMap.title}</Title>
          <Text c="dimmed" mt={4}>
            Where each tour meets, and the ones running right now. Zoom in to see every meeting point; open
            one to see its tour.
          </Text>
        </div>
        <Group gap="md" aria-label="Legend">
          <Group gap={6}>
            <Badge color="terracotta" variant="filled" circle size="xs" aria-hidden />
            <Text size="sm">Running now</Text>
          </Group>
          <Group gap={6}>
            <Badge color="azulejo" variant="filled" circle size="xs" aria-hidden />
            <Text size="sm">Meeting point</Text>
          </Group>
          <Text size="sm" c="dimmed">
            Numbers are groups of meeting points.
          </Text>
        </Group>
        {map.isError ? (
          <Alert color="red" title="The map could not be loaded">
            <Group justify="space-between">
              <Text size="sm">{map.error.message}</Text>
              <Button variant="light" color="red" onClick={() => void map.refetch()} loading={map.isFetching}>
                Retry
              </Button>
            </Group>
          </Alert>
        ) : map.data ? (
          <Suspense fallback={MAP_PLACEHOLDER}>
            <LiveMap points={map.data.points} />
          </Suspense>
        ) : (
          MAP_PLACEHOLDER
        )}
        <Stack gap="xs" component="section" aria-labelledby="live-now">
          <Title order={2} id="live-now" fz="h3">
            Running now
          </Title>
          {map.data && live.length === 0 && (
            <Text c="dimmed">
              No tour is running at the moment: as soon as a guide starts one, it is marked here.
            </Text>
          )}
          {live.length > 0 && (
            <List spacing={4}>
              {live.map((point) => (
                <List.Item key={point.id}>
                  <Anchor component={Link} to={`/details/${point.id}/${point.slug}`}>
                    {point.title}
                  </Anchor>
                  <Text span c="dimmed" size="sm">
                    {' '}
                    · meets at {point.meetingPoint}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
