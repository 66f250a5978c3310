/**
 * Tells the visitor the browser has gone offline: the alert 'You seem to be offline!!' and the
 * header text 'You have no internet connection'.
 *
 * spec: public-site.md §2.3, §8 (Alert: You seem to be offline!!).
 */
import { messages } from '@hifadhi/shared/messages';
import { useOnlineStatus } from '../lib/use-online-status';

export function OfflineAlert() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className="offline-banner" role="alert">
      <strong>{messages.offlineAlert}</strong>
      <span>{messages.offlineHeader}</span>
    </div>
  );
}
