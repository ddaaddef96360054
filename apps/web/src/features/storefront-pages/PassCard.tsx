import { Card, Group, Stack, Text } from '@mantine/core';
import type { TPublicPass } from '@roteiro/domain/catalogue/public';
import { activityPath } from '@roteiro/domain/catalogue/storefront';
import { IconClock, IconMapPin, IconRepeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { cityName } from '../../shared/i18n/cityName.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { CardCover, type TImagePriority } from '../catalogue-public/CardCover.tsx';
import { InEnglishNote } from '../catalogue-public/InEnglishNote.tsx';

type TPassCardProps = { pass: TPublicPass; imagePriority: TImagePriority };

/** A pass on /unlock: cover, title, its departures window, duration and price per person. */
export function PassCard({ pass, imagePriority }: TPassCardProps) {
  const { t, price, duration, locale } = useT();
  return (
    <Card
      component={Link}
      to={activityPath(pass)}
      padding="md"
      shadow="sm"
      withBorder
      h="100%"
      className="activity-card"
    >
      <CardCover image={pass.cover} alt={pass.title} priority={imagePriority} />
      <Stack gap={6} mt="sm">
        <Text
          fw={600}
          lineClamp={2}
          component="h3"
          m={0}
          fz="md"
          lang={pass.contentLocale !== locale ? pass.contentLocale : undefined}
        >
          {pass.title}
        </Text>
        {pass.contentLocale !== locale && <InEnglishNote />}
        <Group gap={6} wrap="nowrap" fz="sm" c="azulejo.8" fw={600}>
          <IconRepeat size={16} aria-hidden style={{ flex: 'none' }} />
          <span>
            {/* "Every 15 minutes, 09:30 to 19:00": when a pass departs. */}
            {t('pages.passes.departures', {
              every: duration(pass.schedule.frequencyMinutes),
              first: pass.schedule.firstDeparture,
              last: pass.schedule.lastDeparture,
            })}
          </span>
        </Group>
        <Group gap="xs" c="dimmed" fz="sm" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <span>{cityName(pass.city, locale)}</span>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <span>{duration(pass.durationMinutes)}</span>
          </Group>
        </Group>
        <Text fz="sm" ta="right" mt={4}>
          <T
            id="pages.passes.perPerson"
            values={{ price: price(pass.priceCents) }}
            components={{ 0: <Text span fw={700} fz="lg" c="terracotta.8" /> }}
          />
        </Text>
      </Stack>
    </Card>
  );
}
