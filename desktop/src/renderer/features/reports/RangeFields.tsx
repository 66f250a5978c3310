/**
 * The From, To and By (day, week, month) fields of a report screen, bound to the address
 * (`useReportRange`). A date is taken once it is a whole `YYYY-MM-DD`.
 *
 * spec: membership-backoffice.md §2.5 (Reports); issue 17 items 1–3.
 */
import { isCalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { type ReportInterval, reportIntervals } from '@hifadhi/shared/schemas/reports';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import type { ReportRange } from './use-report-range';

const intervalNames: Record<ReportInterval, string> = {
  day: 'Day',
  week: 'Week (from Monday)',
  month: 'Month',
};

export function RangeFields({
  range,
  grouping = true,
}: {
  range: ReportRange;
  grouping?: boolean;
}) {
  return (
    <div className="report-range">
      <Field
        label="From"
        type="date"
        value={range.from}
        required
        onChange={(event) => {
          if (isCalendarDate(event.target.value)) range.change({ from: event.target.value });
        }}
      />
      <Field
        label="To"
        type="date"
        value={range.to}
        required
        onChange={(event) => {
          if (isCalendarDate(event.target.value)) range.change({ to: event.target.value });
        }}
      />
      {grouping && (
        <SelectField
          label="By"
          value={range.interval}
          options={reportIntervals.map((value) => ({ value, label: intervalNames[value] }))}
          onChange={(event) => range.change({ interval: event.target.value as ReportInterval })}
        />
      )}
    </div>
  );
}
