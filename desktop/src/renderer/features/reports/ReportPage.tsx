/**
 * A tabular report's screen (summary volume, booking, currency, payment, visitors): the range
 * and grouping (in the address), the report from `GET /reports/<report>` as a table with its
 * totals, and buttons that download the same table as CSV or PDF (fetched with the user's
 * token, saved as the file the API names).
 *
 * spec: membership-backoffice.md §2.5 (csv, charts and volumes; Reports: booking, currency,
 * payment, visitors), §7; issue 17 item 1.
 */
import type { ReportTable, TabularReport } from '@hifadhi/shared/schemas/reports';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../components/ErrorNotice';
import { staffGet, staffGetFile } from '../../lib/staff-api';
import { RangeFields } from './RangeFields';
import { ReportTableView } from './ReportTableView';
import { saveFile } from './save-file';
import { useReportRange } from './use-report-range';
import './reports.css';

export const reportPageTitles: Record<TabularReport, string> = {
  'summary-volume': 'Summary volume',
  booking: 'Booking report',
  currency: 'Currency report',
  payment: 'Payment report',
  visitors: 'Visitors report',
};

export function ReportPage({ report }: { report: TabularReport }) {
  const range = useReportRange();
  const table = useQuery({
    queryKey: ['reports', report, range.query],
    queryFn: () => staffGet<ReportTable>(`/reports/${report}?${range.query}`),
  });
  const download = useMutation({
    mutationFn: async (extension: 'csv' | 'pdf') => {
      const file = await staffGetFile(`/reports/${report}.${extension}?${range.query}`);
      saveFile(file.blob, file.name ?? `${report}-${range.from}-${range.to}.${extension}`);
    },
  });
  return (
    <section>
      <h1>{reportPageTitles[report]}</h1>
      <div className="panel">
        <RangeFields range={range} />
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => download.mutate('csv')}
            disabled={download.isPending}
          >
            Download CSV
          </button>
          <button
            type="button"
            className="button"
            onClick={() => download.mutate('pdf')}
            disabled={download.isPending}
          >
            Download PDF
          </button>
        </div>
        {download.error && <ErrorNotice error={download.error} />}
      </div>
      {table.error && <ErrorNotice error={table.error} />}
      {table.data ? (
        <ReportTableView table={table.data} />
      ) : (
        !table.error && <p>Loading the report…</p>
      )}
    </section>
  );
}
