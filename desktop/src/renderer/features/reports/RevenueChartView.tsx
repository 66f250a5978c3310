/**
 * One revenue chart drawn with recharts: stacked bars of KES per period, one colour per series,
 * in a box that fits a laptop and a 360 px phone; beside it the same figures as a table (the
 * screen readers' view: the drawing is hidden from them), with each series' total.
 *
 * spec: membership-backoffice.md §3 (Revenue chart response fields); issue 17 item 2.
 */
import type { RevenueChartData } from '@hifadhi/shared/schemas/reports';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ColumnHeads } from '../../components/ColumnHeads';
import { kes } from './report-format';

/** Colours told apart with the common colour blindnesses (Okabe–Ito). */
const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442'];

const shortKes = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });

export function RevenueChartView({ chart }: { chart: RevenueChartData }) {
  const data = chart.points.map((point) => ({
    period: point.period,
    ...Object.fromEntries(Object.entries(point.values).map(([key, value]) => [key, Number(value)])),
  }));
  const columns = ['Period', ...chart.series.map((series) => series.label)];
  return (
    <>
      <figure className="panel revenue-chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="period" tick={{ fontSize: 12 }} minTickGap={12} />
            <YAxis tickFormatter={(value: number) => shortKes.format(value)} width={48} />
            <Tooltip formatter={(value) => kes(String(value))} />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {chart.series.map((series, index) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.label}
                stackId="revenue"
                fill={palette[index % palette.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <section className="panel table-scroll">
        <table className="table table-stacked" data-testid={`chart-${chart.chart}`}>
          <caption>
            {chart.title} (KES), {chart.from} to {chart.to}
          </caption>
          <ColumnHeads columns={columns} numbers={columns.slice(1)} />
          <tbody>
            {chart.points.map((point) => (
              <tr key={point.period}>
                <th scope="row" data-label="Period">
                  {point.period}
                </th>
                {chart.series.map((series) => (
                  <td key={series.key} data-label={series.label} className="number">
                    {kes(point.values[series.key] ?? '0')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {chart.series.map((series) => (
                <td
                  key={series.key}
                  data-label={series.label}
                  className="number"
                  data-testid={`chart-total-${series.key}`}
                >
                  {kes(chart.totals[series.key] ?? '0')}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
        <p>
          In all: <strong data-testid="chart-total">{kes(chart.total_kes)}</strong>
        </p>
      </section>
    </>
  );
}
