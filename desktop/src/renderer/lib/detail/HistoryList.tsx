/**
 * A record's history in the order given (a booking's oldest first, a catalogue record's newest
 * first): when, what, who, and the event's details or its changed fields (before → after).
 *
 * spec: api-contract.md §Staff bookings (`GET /bookings/{id}/events` → `[{ event, at, user,
 * details }]`); staff-booking.md §4.
 */
import type { ChangedField } from '../../features/logs/changed-fields';
import { formatInstant } from '../format-time';
import { ChangeLines } from './ChangeLines';
import { historyDetailsText } from './history-details';

export interface HistoryEvent {
  event: string;
  at: string;
  user: string;
  details: Record<string, unknown>;
  /** The fields a change-log entry changed, each before and after. */
  changes?: readonly ChangedField[];
}

export function HistoryList({ events }: { events: HistoryEvent[] }) {
  if (events.length === 0) return <p className="muted">Nothing recorded yet.</p>;
  return (
    <ol className="history">
      {events.map((event) => (
        <li key={`${event.at}-${event.event}-${event.user}`} className="history-item">
          <span className="history-when">{formatInstant(event.at)}</span>
          <span className="history-what">{event.event.replaceAll('_', ' ')}</span>
          <span className="history-who">{event.user}</span>
          {Object.keys(event.details).length > 0 && (
            <span className="history-details muted">{historyDetailsText(event.details)}</span>
          )}
          {event.changes && event.changes.length > 0 && (
            <div className="history-details">
              <ChangeLines changes={event.changes} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
