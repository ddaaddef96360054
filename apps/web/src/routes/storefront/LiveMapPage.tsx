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
import { staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { InEnglishNote } from '../../features/catalogue-public/InEnglishNote.tsx';
import { useLiveMapQuery } from '../../features/storefront-pages/liveMapQueries.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';

const LiveMap = lazy(() =>
  importWithRetry(() => import('../../features/storefront-pages/LiveMap.tsx')).then((module) => ({
    default: module.LiveMap,
  })),
);

const MAP_PLACEHOLDER = <Skeleton height={480} radius="md" />;

/** /live-map: every tour's meeting point, the ones running now marked live, refreshed while open. */
export function LiveMapPage() {
  const texts = useT();
  const { t, locale } = texts;
  const map = useLiveMapQuery();
  const live = map.data?.points.filter((point) => point.live) ?? [];
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{staticPageTexts('liveMap', locale).title}</Title>
          <Text c="dimmed" mt={4}>
            {t('pages.liveMap.intro')}
          </Text>
        </div>
        <Group gap="md" aria-label={t('pages.liveMap.legend')}>
          <Group gap={6}>
            <Badge color="terracotta" variant="filled" circle size="xs" aria-hidden />
            <Text size="sm">{t('pages.liveMap.runningNow')}</Text>
          </Group>
          <Group gap={6}>
            <Badge color="azulejo" variant="filled" circle size="xs" aria-hidden />
            <Text size="sm">{t('pages.liveMap.meetingPoint')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('pages.liveMap.clusters')}
          </Text>
        </Group>
        {map.isError ? (
          <Alert color="red" title={t('pages.liveMap.loadFailed')}>
            <Group justify="space-between">
              <Text size="sm">{errorText(map.error, texts)}</Text>
              <Button variant="light" color="red" onClick={() => void map.refetch()} loading={map.isFetching}>
                {t('common.retry')}
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
            {t('pages.liveMap.runningNow')}
          </Title>
          {map.data && live.length === 0 && <Text c="dimmed">{t('pages.liveMap.noneRunning')}</Text>}
          {live.length > 0 && (
            <List spacing={4}>
              {live.map((point) => (
                <List.Item key={point.id}>
                  <Anchor
                    component={Link}
                    to={`/details/${point.id}/${point.slug}`}
                    lang={point.contentLocale !== locale ? point.contentLocale : undefined}
                  >
                    {point.title}
                  </Anchor>
                  <Text span c="dimmed" size="sm">
                    {' '}
                    ·{' '}
                    <T
                      id="pages.liveMap.meetsAt"
                      values={{
                        place: (
                          <span
                            lang={point.meetingPointLocale !== locale ? point.meetingPointLocale : undefined}
                          >
                            {point.meetingPoint}
                          </span>
                        ),
                      }}
                    />
                  </Text>
                  {(point.contentLocale !== locale || point.meetingPointLocale !== locale) && (
                    <InEnglishNote />
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
