/**
 * A record's history, oldest first: when, what, who, and the event's details.
 *
 * spec: api-contract.md §Staff bookings (`GET /bookings/{id}/events` → `[{ event, at, user,
 * details }]`); staff-booking.md §4.
 */
import { formatInstant } from '../format-time';
import { historyDetailsText } from './history-details';

export interface HistoryEvent {
  event: string;
  at: string;
  user: string;
  details: Record<string, unknown>;
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
        </li>
      ))}
    </ol>
  );
}
