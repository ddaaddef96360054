import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { TAdminBookingsResponse } from '@roteiro/domain/booking/booking';
import { centsToEuros } from '@roteiro/domain/money/money';
import { formatShortDay } from '@roteiro/domain/time/format';
import { useT } from '../../shared/i18n/useT.tsx';

type TBookingsChartProps = { series: TAdminBookingsResponse['series'] };

/** Bookings and revenue per day (the chart library loads with this component only), in the admin's language. */
export function BookingsChart({ series }: TBookingsChartProps) {
  const { t, price, locale } = useT();
  const data = series.map((entry) => ({
    // The axis reads '24 Nov' ('24 nov'), never the month first.
    day: formatShortDay(entry.day, locale),
    Bookings: entry.bookings,
    Revenue: centsToEuros(entry.revenueCents),
  }));
  return (
    <Stack gap="lg">
      <div>
        <Text fw={600} fz="sm" mb="xs" id="chart-bookings">
          {t('admin.bookings.chart.perDay')}
        </Text>
        <BarChart
          h={200}
          data={data}
          dataKey="day"
          series={[{ name: 'Bookings', label: t('admin.bookings.chart.bookings'), color: 'azulejo.6' }]}
          aria-labelledby="chart-bookings"
          tickLine="y"
        />
      </div>
      <div>
        <Text fw={600} fz="sm" mb="xs" id="chart-revenue">
          {t('admin.bookings.chart.revenuePerDay')}
        </Text>
        <BarChart
          h={200}
          data={data}
          dataKey="day"
          series={[{ name: 'Revenue', label: t('admin.bookings.chart.revenue'), color: 'terracotta.6' }]}
          valueFormatter={(value) => price(Math.round(value * 100))}
          aria-labelledby="chart-revenue"
          tickLine="y"
        />
      </div>
    </Stack>
  );
}
