/**
 * The revenue charts screen (`/charts`, feature `charts`): which chart, the range and grouping
 * (in the address), and the chart from `GET /reports/charts/{chart}` with its table. Loaded
 * on its own (`React.lazy` in staff-screens) so recharts stays out of the other screens.
 *
 * spec: membership-backoffice.md §2.5 (charts), §3 (Revenue chart response fields), §7;
 * issue 17 item 2.
 */
import {
  type RevenueChart,
  type RevenueChartData,
  revenueCharts,
} from '@hifadhi/shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SelectField } from '../../components/SelectField';
import { staffGet } from '../../lib/staff-api';
import { RangeFields } from './RangeFields';
import { RevenueChartView } from './RevenueChartView';
import { useReportRange } from './use-report-range';
import './reports.css';

const chartNames: Record<RevenueChart, string> = {
  bookings: 'Bookings (by section)',
  residency: 'Residency',
  vehicle: 'Vehicles',
  inventory: 'Activities',
  transactions: 'Transactions',
  members: 'Memberships',
  volunteers: 'Volunteers',
  donations: 'Donations',
  discounts: 'Discounts (by kind)',
};

export function ChartsPage() {
  const range = useReportRange();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('chart') as RevenueChart | null;
  const chart = asked && revenueCharts.includes(asked) ? asked : 'bookings';
  const data = useQuery({
    queryKey: ['reports/charts', chart, range.query],
    queryFn: () => staffGet<RevenueChartData>(`/reports/charts/${chart}?${range.query}`),
  });
  return (
    <section>
      <h1>Revenue charts</h1>
      <div className="panel">
        <SelectField
          label="Chart"
          value={chart}
          options={revenueCharts.map((value) => ({ value, label: chartNames[value] }))}
          onChange={(event) =>
            setSearch({ ...Object.fromEntries(search), chart: event.target.value })
          }
        />
        <RangeFields range={range} />
      </div>
      {data.error && <ErrorNotice error={data.error} />}
      {data.data ? (
        <RevenueChartView chart={data.data} />
      ) : (
        !data.error && <p>Loading the chart…</p>
      )}
    </section>
  );
}
