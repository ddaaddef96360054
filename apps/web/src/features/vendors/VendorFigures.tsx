import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDateTime, formatDay } from '@roteiro/domain/time/format';
import type { TVendorDashboard, TVendorFigures } from '@roteiro/domain/vendors/counter';
import type { ReactNode } from 'react';

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

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function PeriodCard({
  title,
  figures,
  id,
}: {
  title: string;
  figures: TVendorFigures;
  id: 'today' | 'week';
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`figures-${id}`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`figures-${id}`}>
          {title}
        </Title>
        <Figure
          label="Sales"
          value={`${formatCents(figures.salesCents)} · ${count(figures.salesCount, 'sale', 'sales')}`}
          testId={`${id}-sales`}
        />
        <Figure label="Tickets sold" value={String(figures.ticketsSold)} testId={`${id}-tickets-sold`} />
        <Figure label="Cash taken" value={formatCents(figures.cashCents)} testId={`${id}-cash`} />
        <Figure label="Tickets scanned" value={String(figures.ticketsScanned)} testId={`${id}-scanned`} />
      </Stack>
    </Card>
  );
}

/**
 * A vendor's figures (the vendor's dashboard and the admin's vendor page): the cash to hand over first, then
 * today's and this week's sales, tickets, cash and scans. `action` sits beside the cash (the admin's handover).
 */
export function VendorFigures({ dashboard, action }: { dashboard: TVendorDashboard; action?: ReactNode }) {
  return (
    <Stack gap="md">
      <Card withBorder padding="md" bg="var(--mantine-color-gray-0)">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Text size="sm" fw={600}>
              Cash to hand over
            </Text>
            <Text fz={32} fw={800} lh={1.1} data-testid="cash-to-hand-over">
              {formatCents(dashboard.cashToHandOverCents)}
            </Text>
            <Text size="sm" c="dimmed">
              {dashboard.lastHandover
                ? `Last handed over: ${formatCents(dashboard.lastHandover.amountCents)} on ${formatDateTime(dashboard.lastHandover.at)}`
                : 'Nothing handed over yet.'}
            </Text>
          </div>
          {action}
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PeriodCard title="Today" figures={dashboard.today} id="today" />
        <PeriodCard
          title={`This week (since Monday ${formatDay(dashboard.weekStart)})`}
          figures={dashboard.week}
          id="week"
        />
      </SimpleGrid>
    </Stack>
  );
}
