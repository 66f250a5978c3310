/**
 * Notifications (warnings, errors, snackbars) any screen can raise: `useNotify()` gives the
 * function, `NotificationProvider` shows them.
 *
 * spec: public-site.md §5 (warning notifications titled Missing Data, Pricing Error, Error),
 * §8 (snackbar 6 s), §9 (snackbar timeout 6000 ms).
 */
import { createContext, useContext } from 'react';

/** Snackbar and notification timeout, in milliseconds. spec: public-site.md §9. */
export const NOTIFICATION_TIMEOUT_MS = 6000;

export interface Notification {
  /** Bold first line, e.g. 'Missing Data'; none for a plain snackbar. */
  title?: string;
  message: string;
  tone: 'warning' | 'error' | 'info';
}

export type Notify = (notification: Notification) => void;

export const NotificationContext = createContext<Notify | null>(null);

/**
 * The function that shows a notification for 6 seconds.
 * @throws Error outside `NotificationProvider` (a wiring defect).
 */
export function useNotify(): Notify {
  const notify = useContext(NotificationContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationProvider');
  return notify;
}
