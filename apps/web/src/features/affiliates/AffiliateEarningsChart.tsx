import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { TAffiliateEarningsDay } from '@roteiro/domain/affiliates/schemas';
import { centsToEuros, formatCents } from '@roteiro/domain/money/money';
import { formatShortDay } from '@roteiro/domain/time/format';

/**
 * The affiliate's commissions per day a booking was paid (last 30 days), stacked by state. The chart
 * library loads with this component only, never with the storefront.
 */
export function AffiliateEarningsChart({ series }: { series: TAffiliateEarningsDay[] }) {
  const data = series.map((entry) => ({
    // The axis reads '24 Nov', never the month first.
    day: formatShortDay(entry.day),
    Pending: centsToEuros(entry.pendingCents),
    Approved: centsToEuros(entry.approvedCents),
    Paid: centsToEuros(entry.paidCents),
  }));
  return (
    <div>
      <Text fw={700} mb="xs" id="chart-earnings">
        Earnings over the last 30 days
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey="day"
        type="stacked"
        series={[
          { name: 'Pending', color: 'gray.5' },
          { name: 'Approved', color: 'azulejo.6' },
          { name: 'Paid', color: 'green.7' },
        ]}
        valueFormatter={(value) => formatCents(Math.round(value * 100))}
        withLegend
        tickLine="y"
        aria-labelledby="chart-earnings"
      />
    </div>
  );
}
