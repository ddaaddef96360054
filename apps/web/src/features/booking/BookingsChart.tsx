import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { TAdminBookingsResponse } from '@roteiro/domain/booking/booking';
import { centsToEuros, formatCents } from '@roteiro/domain/money/money';
import { formatShortDay } from '@roteiro/domain/time/format';

type TBookingsChartProps = { series: TAdminBookingsResponse['series'] };

/** Bookings and revenue per day (the chart library loads with this component only). */
export function BookingsChart({ series }: TBookingsChartProps) {
  const data = series.map((entry) => ({
    // The axis reads '24 Nov', never the month first.
    day: formatShortDay(entry.day),
    Bookings: entry.bookings,
    Revenue: centsToEuros(entry.revenueCents),
  }));
  return (
    <Stack gap="lg">
      <div>
        <Text fw={600} fz="sm" mb="xs" id="chart-bookings">
          Bookings per day
        </Text>
        <BarChart
          h={200}
          data={data}
          dataKey="day"
          series={[{ name: 'Bookings', color: 'azulejo.6' }]}
          aria-labelledby="chart-bookings"
          tickLine="y"
        />
      </div>
      <div>
        <Text fw={600} fz="sm" mb="xs" id="chart-revenue">
          Revenue per day (paid − refunded)
        </Text>
        <BarChart
          h={200}
          data={data}
          dataKey="day"
          series={[{ name: 'Revenue', color: 'terracotta.6' }]}
          valueFormatter={(value) => formatCents(Math.round(value * 100))}
          aria-labelledby="chart-revenue"
          tickLine="y"
        />
      </div>
    </Stack>
  );
}
