/**
 * The reports' benchmark cases (issue 17 item 6): each report, chart, calendar and export over
 * a day, 30 days or a year of the loaded data, asked through the API (an administrator's
 * token) and, beside it, the statement the API sends for it (from the same builders) sent
 * prepared by postgres.js; p50 and p95 in milliseconds from `concurrency` loops for `seconds`
 * each. The daily report's three statements and the files (CSV, PDF) are timed through the API
 * only.
 *
 * spec: issue 17 item 6.
 */
import { addDays, type CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import type { RevenueChart, TabularReport } from '@hifadhi/shared/schemas/reports';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { accountingStatement } from '../src/reports/accounting-export';
import { arrivalsStatement, occupancyStatement } from '../src/reports/calendars';
import type { ReportPeriod } from '../src/reports/report-sql';
import { reportRowsStatement } from '../src/reports/report-sql';
import { revenueChartStatement } from '../src/reports/revenue-charts';
import { tabularReportDefinitions } from '../src/reports/tabular-reports';
import { type Latencies, timeLoops } from './bench-staff-lists';

/** One report asked for: its name, API path (with query) and the statement behind it. */
export interface ReportCase {
  name: string;
  path: string;
  statement: SQL | null;
}

export interface ReportResult extends ReportCase {
  /** Bytes of the API's answer. */
  bytes: number;
  http: Latencies;
  raw: Latencies | null;
}

const tabular = (report: TabularReport, period: ReportPeriod): ReportCase => {
  const definition = tabularReportDefinitions[report];
  const days =
    period.interval === 'month'
      ? 'a year by month'
      : `${period.from} … ${period.to} by ${period.interval}`;
  return {
    name: `${report} report, ${days}`,
    path: `/reports/${report}?from=${period.from}&to=${period.to}&interval=${period.interval}`,
    statement: reportRowsStatement(definition.select(period), definition.columns),
  };
};

const chart = (name: RevenueChart, period: ReportPeriod): ReportCase => ({
  name: `${name} chart, ${period.from} … ${period.to} by ${period.interval}`,
  path: `/reports/charts/${name}?from=${period.from}&to=${period.to}&interval=${period.interval}`,
  statement: revenueChartStatement(name, period),
});

/** The cases on data loaded up to `today` (`now`). */
export function reportCases(today: CalendarDate, now: Date): ReportCase[] {
  const yesterday = addDays(today, -1);
  const month = { from: addDays(today, -30), to: yesterday, interval: 'day' as const };
  const year = { from: addDays(today, -365), to: yesterday, interval: 'month' as const };
  const ahead = { from: today, to: addDays(today, 29) };
  const yearAhead = addDays(today, 364);
  return [
    { name: 'daily report, one day', path: `/reports/daily?date=${yesterday}`, statement: null },
    tabular('summary-volume', month),
    tabular('summary-volume', year),
    tabular('summary-volume', { ...year, interval: 'week' }),
    tabular('booking', month),
    tabular('booking', year),
    tabular('booking', { ...year, interval: 'day' }),
    tabular('currency', month),
    tabular('currency', year),
    tabular('payment', month),
    tabular('payment', year),
    tabular('visitors', month),
    {
      name: 'payment report PDF, 30 days',
      path: `/reports/payment.pdf?from=${month.from}&to=${month.to}&interval=day`,
      statement: null,
    },
    chart('bookings', year),
    chart('residency', month),
    chart('vehicle', year),
    chart('inventory', year),
    chart('transactions', { ...year, interval: 'week' }),
    {
      name: 'occupancy calendar, next 30 nights',
      path: `/reports/calendars/occupancy?from=${ahead.from}&to=${ahead.to}`,
      statement: occupancyStatement(ahead.from, ahead.to, now),
    },
    {
      name: 'occupancy calendar, the year ahead',
      path: `/reports/calendars/occupancy?from=${today}&to=${yearAhead}`,
      statement: occupancyStatement(today, yearAhead, now),
    },
    {
      name: 'arrivals calendar, next 30 days',
      path: `/reports/calendars/arrivals?from=${ahead.from}&to=${ahead.to}`,
      statement: arrivalsStatement(ahead.from, ahead.to),
    },
    {
      name: 'arrivals calendar, a year',
      path: `/reports/calendars/arrivals?from=${year.from}&to=${year.to}`,
      statement: arrivalsStatement(year.from, year.to),
    },
    {
      name: 'accounting export, one day',
      path: `/reports/accounting.csv?date=${yesterday}`,
      statement: accountingStatement(yesterday),
    },
  ];
}

/**
 * Measures each case through the API at `origin` with `token`, then its statement on the
 * database at `url` (when it has one).
 * @throws Error when the API answers a case with anything but 200.
 */
export async function measureReports(options: {
  origin: string;
  token: string;
  url: string;
  poolSize: number;
  cases: ReportCase[];
  concurrency: number;
  seconds: number;
}): Promise<ReportResult[]> {
  const raw = postgres(options.url, { max: options.poolSize, onnotice: () => {} });
  const dialect = new PgDialect();
  const headers = { Authorization: `Bearer ${options.token}` };
  const results: ReportResult[] = [];
  try {
    for (const reportCase of options.cases) {
      const ask = async () => {
        const response = await fetch(`${options.origin}/api/v1${reportCase.path}`, { headers });
        const body = await response.arrayBuffer();
        if (response.status !== 200) {
          throw new Error(`${reportCase.name}: ${response.status} ${body.byteLength} bytes`);
        }
        return body.byteLength;
      };
      const bytes = await ask();
      const http = await timeLoops(options.concurrency, options.seconds, ask);
      let rawLatencies: Latencies | null = null;
      if (reportCase.statement) {
        const { sql: text, params } = dialect.sqlToQuery(reportCase.statement);
        const send = () =>
          raw.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
        await send();
        rawLatencies = await timeLoops(options.concurrency, options.seconds, send);
      }
      results.push({ ...reportCase, bytes, http, raw: rawLatencies });
      console.log(
        `${reportCase.name}: HTTP p50 ${http.p50_ms.toFixed(1)} p95 ${http.p95_ms.toFixed(1)} ms; raw p95 ${rawLatencies?.p95_ms.toFixed(1) ?? '–'} ms`,
      );
    }
    return results;
  } finally {
    await raw.end();
  }
}
