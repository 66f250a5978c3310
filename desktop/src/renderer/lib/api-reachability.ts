/**
 * Whether the API can be reached right now, as the staff screens last found it: a request
 * that got no answer (or the kiosk's `OFFLINE` pass-through answer) or the browser going
 * offline marks it unreachable; any answer marks it reachable again. The layout shows the
 * spec's notice from it.
 *
 * spec: membership-backoffice.md §2.7 (offline notice "You seem to be offline!!").
 */
import { useSyncExternalStore } from 'react';

let reachable = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();

/** Records what the last request (or the browser) found. */
export function reportReachable(now: boolean): void {
  if (now === reachable) return;
  reachable = now;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offline = () => reportReachable(false);
  const online = () => reportReachable(true);
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}

/** True while the API answers (see the module comment). */
export function useApiReachable(): boolean {
  return useSyncExternalStore(subscribe, () => reachable);
}
