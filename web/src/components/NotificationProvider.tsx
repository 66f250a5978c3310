/**
 * Shows the notifications raised with `useNotify()` in a live region at the bottom of the
 * screen, each for 6 seconds or until dismissed; warnings and errors are announced as alerts.
 *
 * spec: public-site.md §5, §8, §9 (snackbar timeout 6000 ms).
 */
import { type ReactNode, useCallback, useRef, useState } from 'react';
import {
  NOTIFICATION_TIMEOUT_MS,
  type Notification,
  NotificationContext,
} from './notification-context';

interface Shown extends Notification {
  id: number;
}

interface NotificationProviderProps {
  children: ReactNode;
  /** Most notifications shown at once; the oldest goes first. */
  limit?: number;
}

export function NotificationProvider({ children, limit = 3 }: NotificationProviderProps) {
  const [shown, setShown] = useState<Shown[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setShown((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback(
    (notification: Notification) => {
      const id = nextId.current++;
      setShown((current) => [
        ...current.slice(Math.max(0, current.length - limit + 1)),
        { ...notification, id },
      ]);
      window.setTimeout(() => dismiss(id), NOTIFICATION_TIMEOUT_MS);
    },
    [dismiss, limit],
  );

  return (
    <NotificationContext value={notify}>
      {children}
      <section className="notifications" aria-label="Notifications">
        {shown.map((item) => (
          <div
            key={item.id}
            className={`notification notification-${item.tone}`}
            role={item.tone === 'info' ? 'status' : 'alert'}
          >
            <div className="notification-text">
              {item.title && <strong className="notification-title">{item.title}</strong>}
              <span className="notification-message">{item.message}</span>
            </div>
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss"
              onClick={() => dismiss(item.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </section>
    </NotificationContext>
  );
}
