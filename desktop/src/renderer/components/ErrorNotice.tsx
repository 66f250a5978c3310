/**
 * A failed request shown with the gate service's own message, and each entry of its
 * `messages` list below it.
 *
 * spec: staff-booking.md §8 (failed server responses: the message; each of a messages list).
 */
import { GateError, messageOf } from '../lib/gate-api';
import { Notice } from './Notice';

export function ErrorNotice({ error, onClose }: { error: unknown; onClose?: () => void }) {
  const extra = error instanceof GateError ? error.messages : [];
  const offline = error instanceof GateError && error.code === 'OFFLINE';
  return (
    <Notice tone="error" title={offline ? 'Needs the internet' : undefined} onClose={onClose}>
      <p>{messageOf(error)}</p>
      {extra.length > 0 && (
        <ul>
          {extra.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
