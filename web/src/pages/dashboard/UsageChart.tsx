import { BarChart } from '@mantine/charts';
import type { ChartDay } from './usageHistory';

/** Calls (left axis) and billed minutes (right axis) per day. Loaded on demand: it brings recharts. */
export default function UsageChart({ data }: { data: ChartDay[] }) {
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="label"
      series={[
        { name: 'calls', label: 'Calls', color: 'brand.6' },
        { name: 'minutes', label: 'Minutes', color: 'teal.5', yAxisId: 'right' },
      ]}
      withRightYAxis
      withLegend
      legendProps={{ height: 36 }} // the legend sits on top: Mantine's own placement
      tickLine="none"
      gridAxis="x"
      barProps={{ radius: [3, 3, 0, 0], maxBarSize: 14 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
      yAxisProps={{ allowDecimals: false, width: 30 }}
      rightYAxisProps={{ allowDecimals: false, width: 34 }}
      tooltipAnimationDuration={150}
    />
  );
}
