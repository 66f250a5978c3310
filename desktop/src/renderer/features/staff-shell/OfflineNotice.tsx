/**
 * The spec's offline alert, shown while the API cannot be reached; in the kiosk it adds that
 * the back-office screens need the connection (the gate screens keep working).
 *
 * spec: membership-backoffice.md §2.7 ("You seem to be offline!!"); ARCHITECTURE.md §The gate
 * kiosk (back-office screens need the API; offline, they say so plainly).
 */
import { Notice } from '../../components/Notice';
import { useApiReachable } from '../../lib/api-reachability';

/** The spec's words. */
export const OFFLINE_MESSAGE = 'You seem to be offline!!';

export function OfflineNotice({ host }: { host: 'web' | 'kiosk' }) {
  const reachable = useApiReachable();
  if (reachable) return null;
  return (
    <Notice tone="warning" title={OFFLINE_MESSAGE}>
      {host === 'kiosk'
        ? 'Back-office screens need the connection to the server. The gate screens keep working offline.'
        : 'The server cannot be reached. What you see may be out of date; try again when the connection is back.'}
    </Notice>
  );
}
