import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { TAffiliateEarningsDay } from '@roteiro/domain/affiliates/schemas';
import { centsToEuros } from '@roteiro/domain/money/money';
import { formatShortDay } from '@roteiro/domain/time/format';
import { useT } from '../../shared/i18n/useT.tsx';

/**
 * The affiliate's commissions per day a booking was paid (last 30 days), stacked by state. The chart
 * library loads with this component only, never with the storefront.
 */
export function AffiliateEarningsChart({ series }: { series: TAffiliateEarningsDay[] }) {
  const { t, price, locale } = useT();
  const data = series.map((entry) => ({
    // The axis reads '24 Nov' ('24 nov' in Portuguese), never the month first.
    day: formatShortDay(entry.day, locale),
    pending: centsToEuros(entry.pendingCents),
    approved: centsToEuros(entry.approvedCents),
    paid: centsToEuros(entry.paidCents),
  }));
  return (
    <div>
      <Text fw={700} mb="xs" id="chart-earnings">
        {t('affiliate.chart.title')}
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey="day"
        type="stacked"
        series={[
          { name: 'pending', label: t('affiliate.dashboard.pending'), color: 'gray.5' },
          { name: 'approved', label: t('affiliate.dashboard.approved'), color: 'azulejo.6' },
          { name: 'paid', label: t('affiliate.dashboard.paid'), color: 'green.7' },
        ]}
        valueFormatter={(value) => price(Math.round(value * 100))}
        withLegend
        tickLine="y"
        aria-labelledby="chart-earnings"
      />
    </div>
  );
}
