import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@roteiro/domain/time/format';
import type { TVendorDashboard, TVendorFigures } from '@roteiro/domain/vendors/counter';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function PeriodCard({
  title,
  figures,
  id,
}: {
  title: string;
  figures: TVendorFigures;
  id: 'today' | 'week';
}) {
  const { t, price } = useT();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`figures-${id}`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`figures-${id}`}>
          {title}
        </Title>
        <Figure
          label={t('counter.figures.sales')}
          value={`${price(figures.salesCents)} · ${t('counter.figures.salesCount', { count: figures.salesCount })}`}
          testId={`${id}-sales`}
        />
        <Figure
          label={t('counter.figures.ticketsSold')}
          value={String(figures.ticketsSold)}
          testId={`${id}-tickets-sold`}
        />
        <Figure
          label={t('counter.figures.cashTaken')}
          value={price(figures.cashCents)}
          testId={`${id}-cash`}
        />
        <Figure
          label={t('counter.figures.ticketsScanned')}
          value={String(figures.ticketsScanned)}
          testId={`${id}-scanned`}
        />
      </Stack>
    </Card>
  );
}

/**
 * A vendor's figures (the vendor's dashboard and the admin's vendor page): the cash to hand over first, then
 * today's and this week's sales, tickets, cash and scans. `action` sits beside the cash (the admin's handover).
 */
export function VendorFigures({ dashboard, action }: { dashboard: TVendorDashboard; action?: ReactNode }) {
  const { t, price, day, locale } = useT();
  return (
    <Stack gap="md">
      <Card withBorder padding="md" bg="var(--mantine-color-gray-0)">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Text size="sm" fw={600}>
              {t('counter.figures.cashToHandOver')}
            </Text>
            <Text fz={32} fw={800} lh={1.1} data-testid="cash-to-hand-over">
              {price(dashboard.cashToHandOverCents)}
            </Text>
            <Text size="sm" c="dimmed">
              {dashboard.lastHandover
                ? t('counter.figures.lastHandover', {
                    amount: price(dashboard.lastHandover.amountCents),
                    when: formatDateTime(dashboard.lastHandover.at, locale),
                  })
                : t('counter.figures.nothingHandedOver')}
            </Text>
          </div>
          {action}
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PeriodCard title={t('counter.figures.today')} figures={dashboard.today} id="today" />
        <PeriodCard
          title={t('counter.figures.week', { day: day(dashboard.weekStart) })}
          figures={dashboard.week}
          id="week"
        />
      </SimpleGrid>
    </Stack>
  );
}
