/**
 * A report screen's range and grouping, kept in the address (`?from&to&interval`) so a
 * report can be bookmarked and reloaded: the last seven days in Nairobi, by day, unless the
 * address says otherwise.
 *
 * spec: membership-backoffice.md §2.5 (Reports); issue 17 items 1–3.
 */
import {
  addDays,
  type CalendarDate,
  calendarDateAt,
  isCalendarDate,
} from '@hifadhi/shared/dates/calendar-date';
import { type ReportInterval, reportIntervals } from '@hifadhi/shared/schemas/reports';
import { useSearchParams } from 'react-router';

export interface ReportRange {
  from: CalendarDate;
  to: CalendarDate;
  interval: ReportInterval;
  /** The query string of the range: `from=…&to=…&interval=…`. */
  query: string;
  /** Replaces some of the range in the address. */
  change(next: Partial<Pick<ReportRange, 'from' | 'to' | 'interval'>>): void;
}

export function useReportRange(): ReportRange {
  const [search, setSearch] = useSearchParams();
  const today = calendarDateAt(new Date());
  const dateParam = (name: string, fallback: CalendarDate) => {
    const value = search.get(name) ?? '';
    return isCalendarDate(value) ? value : fallback;
  };
  const to = dateParam('to', today);
  const from = dateParam('from', addDays(to, -6));
  const asked = search.get('interval') as ReportInterval | null;
  const interval = asked && reportIntervals.includes(asked) ? asked : 'day';
  const query = `from=${from}&to=${to}&interval=${interval}`;
  return {
    from,
    to,
    interval,
    query,
    change: (next) => {
      const merged = { from, to, interval, ...next };
      setSearch({ ...Object.fromEntries(search), ...merged }, { replace: true });
    },
  };
}
