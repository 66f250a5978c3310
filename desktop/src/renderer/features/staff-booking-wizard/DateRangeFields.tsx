/**
 * A line's own dates inside the stay: a start date from check-in to check-out and an end date
 * from the start to check-out (YYYY-MM-DD), as the camping and Escapes dialogs ask them.
 *
 * spec: staff-booking.md §2.3 (arrival dates), §2.4 (dates), §5 (end not before start).
 */
import { Field } from '../../components/Field';

interface DateRangeFieldsProps {
  labels: [start: string, end: string];
  start_date: string;
  end_date: string;
  /** The stay the dates fall in. */
  checkIn: string;
  checkOut: string;
  onChange: (patch: { start_date?: string; end_date?: string }) => void;
}

export function DateRangeFields(props: DateRangeFieldsProps) {
  const [startLabel, endLabel] = props.labels;
  return (
    <>
      <Field
        label={startLabel}
        type="date"
        min={props.checkIn}
        max={props.checkOut}
        value={props.start_date}
        onChange={(event) => props.onChange({ start_date: event.target.value })}
      />
      <Field
        label={endLabel}
        type="date"
        min={props.start_date}
        max={props.checkOut}
        value={props.end_date}
        onChange={(event) => props.onChange({ end_date: event.target.value })}
      />
    </>
  );
}
