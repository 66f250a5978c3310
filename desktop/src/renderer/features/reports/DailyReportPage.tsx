/**
 * The Daily report screen (`/reports/daily?date=YYYY-MM-DD`, feature `reports/daily`): a date
 * (today in Nairobi unless the address names one), the day's figures from `GET /reports/daily`
 * as cards (bookings made and their guests, check-ins, payments received, refunds paid out and
 * the net, revenue), the payments and the refunds by method and the revenue by section as
 * tables that stack into cards on a phone,
 * and a button that downloads the day's gate entries (`GET /reports/gate-entry.csv`, fetched
 * with the user's token, then saved as the file the API names).
 *
 * spec: api-contract.md §Reports (contract); membership-backoffice.md §2.5 (Reports); issue 17.
 */
import { calendarDateAt, isCalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { DailyReport } from '@hifadhi/shared/schemas/reports';
import { ledgerMethods } from '@hifadhi/shared/schemas/reports';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ColumnHeads } from '../../components/ColumnHeads';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { staffGet, staffGetFile } from '../../lib/staff-api';
import { saveFile } from './save-file';

const methodNames: Record<(typeof ledgerMethods)[number], string> = {
  mpesa: 'M-Pesa',
  card: 'Card',
  bank: 'Bank',
  cash: 'Cash',
};

const sections = [
  { key: 'conservation', label: 'Conservation fees' },
  { key: 'vehicles', label: 'Vehicle fees' },
  { key: 'accommodation', label: 'Accommodation' },
  { key: 'external_accommodation', label: 'External accommodation' },
  { key: 'activities', label: 'Activities' },
  { key: 'donations', label: 'Donations' },
] as const;

const kes = (amount: string) => formatMoney(amount, 'KES', 2);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function Figures({ report }: { report: DailyReport }) {
  return (
    <div className="figure-grid">
      <section className="panel figure-card" data-figure="bookings">
        <h2 className="figure-label">Bookings made</h2>
        <strong className="figure-value">{report.bookings}</strong>
        <span className="figure-detail">{plural(report.guests, 'guest')}</span>
      </section>
      <section className="panel figure-card" data-figure="check-ins">
        <h2 className="figure-label">Check-ins at the gates</h2>
        <strong className="figure-value">{report.check_ins}</strong>
      </section>
      <section className="panel figure-card" data-figure="payments">
        <h2 className="figure-label">Payments received</h2>
        <strong className="figure-value">{kes(report.payments.total_kes)}</strong>
        <span className="figure-detail">{plural(report.payments.count, 'payment')}</span>
      </section>
      <section className="panel figure-card" data-figure="refunds">
        <h2 className="figure-label">Refunds paid out</h2>
        <strong className="figure-value">{kes(report.refunds.total_kes)}</strong>
        <span className="figure-detail">
          {plural(report.refunds.count, 'refund')}; net received {kes(report.net_kes)}
        </span>
      </section>
      <section className="panel figure-card" data-figure="revenue">
        <h2 className="figure-label">Revenue of bookings paid in full</h2>
        <strong className="figure-value">{kes(report.revenue.total_kes)}</strong>
      </section>
    </div>
  );
}

/** One row of a figures table: its heading and a value per figure column. */
interface FigureRow {
  key: string;
  label: string;
  values: (string | number)[];
}

/**
 * A table of figures (`columns[0]` names the rows, the others hold figures) with a Total row in
 * its footer; on a phone each row becomes a card, each figure under its column's name.
 */
function FigureTable(props: {
  caption: string;
  testId: string;
  columns: readonly [string, ...string[]];
  rows: FigureRow[];
  total: (string | number)[];
}) {
  const [, ...figures] = props.columns;
  const cells = (values: (string | number)[], testId?: string) =>
    figures.map((column, index) => (
      <td
        key={column}
        data-label={column}
        className="number"
        data-testid={testId && `${testId}-${column.toLowerCase()}`}
      >
        {values[index]}
      </td>
    ));
  return (
    <section className="panel table-scroll">
      <table className="table table-stacked" data-testid={props.testId}>
        <caption>{props.caption}</caption>
        <ColumnHeads columns={props.columns} numbers={figures} />
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {cells(row.values)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {cells(props.total, `${props.testId}-total`)}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** Money of the day by method (payments received, or refunds paid out) with its total. */
function MethodTable(props: {
  caption: string;
  testId: string;
  counted: string;
  totals: DailyReport['payments'];
}) {
  const { by_method } = props.totals;
  return (
    <FigureTable
      caption={props.caption}
      testId={props.testId}
      columns={['Method', props.counted, 'Amount']}
      rows={ledgerMethods.map((method) => ({
        key: method,
        label: methodNames[method],
        values: [by_method[method].count, kes(by_method[method].total_kes)],
      }))}
      total={[props.totals.count, kes(props.totals.total_kes)]}
    />
  );
}

function RevenueTable({ revenue }: { revenue: DailyReport['revenue'] }) {
  return (
    <FigureTable
      caption="Revenue of the bookings paid in full that day (KES)"
      testId="revenue"
      columns={['Section', 'Amount']}
      rows={sections.map(({ key, label }) => ({ key, label, values: [kes(revenue[key])] }))}
      total={[kes(revenue.total_kes)]}
    />
  );
}

export function DailyReportPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : calendarDateAt(new Date());
  const report = useQuery({
    queryKey: ['reports/daily', date],
    queryFn: () => staffGet<DailyReport>(`/reports/daily?date=${date}`),
  });
  const download = useMutation({
    mutationFn: async () => {
      const file = await staffGetFile(`/reports/gate-entry.csv?from=${date}&to=${date}`);
      saveFile(file.blob, file.name ?? `gate-entry-${date}-${date}.csv`);
    },
  });

  return (
    <section>
      <h1>Daily report</h1>
      <div className="panel">
        <Field
          label="Day"
          type="date"
          value={date}
          required
          onChange={(event) => {
            if (isCalendarDate(event.target.value)) setSearch({ date: event.target.value });
          }}
        />
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => download.mutate()}
            disabled={download.isPending}
          >
            {download.isPending ? 'Downloading…' : 'Download gate entries (CSV)'}
          </button>
        </div>
        {download.error && <ErrorNotice error={download.error} />}
      </div>
      {report.error && <ErrorNotice error={report.error} />}
      {report.data ? (
        <>
          <Figures report={report.data} />
          <MethodTable
            caption="Payments received, by method (KES)"
            testId="payments"
            counted="Payments"
            totals={report.data.payments}
          />
          <MethodTable
            caption="Refunds paid out, by method (KES)"
            testId="refunds"
            counted="Refunds"
            totals={report.data.refunds}
          />
          <RevenueTable revenue={report.data.revenue} />
        </>
      ) : (
        !report.error && <p>Loading the report…</p>
      )}
    </section>
  );
}
