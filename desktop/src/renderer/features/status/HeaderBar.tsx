/**
 * The bar on every screen: online or offline, when the kiosk last synced, how many operations
 * wait in the outbox (and how many were flagged), "Sync now", the clerk's name and sign out.
 *
 * spec: ARCHITECTURE.md §The gate kiosk (replica, outbox, sync).
 */
import { formatInstant } from '../../lib/format-time';
import { useSession } from '../session/session-context';
import { useGateStatus } from './status-context';

export function HeaderBar() {
  const { status, error, syncMessage, syncNow } = useGateStatus();
  const { user, offline: signedInOffline, signOut } = useSession();
  const online = status?.mode === 'online';
  return (
    <header className="header-bar">
      <div className="header-brand">
        <span className="header-title">Hifadhi Gate</span>
        {status?.gate_name && (
          <span className="header-gate">
            {status.gate_name}
            {status.device_name ? ` · ${status.device_name}` : ''}
          </span>
        )}
      </div>
      <dl className="header-facts">
        <div>
          <dt>Connection</dt>
          <dd>
            {error ? (
              <span className="badge badge-error">Gate service not answering</span>
            ) : status?.revoked ? (
              <span className="badge badge-error">Kiosk withdrawn: register it again</span>
            ) : (
              <span
                className={`badge ${online ? 'badge-online' : 'badge-offline'}`}
                data-testid="connection"
              >
                <span aria-hidden="true">{online ? '●' : '○'}</span>{' '}
                {status ? (online ? 'Online' : 'Offline') : '…'}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Last sync</dt>
          <dd data-testid="last-sync">
            {status?.syncing ? 'syncing now…' : formatInstant(status?.last_sync_at ?? null)}
          </dd>
        </div>
        <div>
          <dt>Queued</dt>
          <dd data-testid="queued">
            {status?.pending_operations ?? 0}
            {status && status.flagged_operations > 0 && (
              <span className="tag tag-warning">{status.flagged_operations} flagged</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="header-actions">
        {status?.registered && (
          <button
            type="button"
            className="button button-light"
            onClick={() => void syncNow()}
            disabled={status.syncing}
          >
            Sync now
          </button>
        )}
        {user && (
          <>
            <span className="header-user">
              {user.full_name}
              {signedInOffline && <span className="tag tag-warning">signed in offline</span>}
            </span>
            <button type="button" className="button button-light" onClick={() => void signOut()}>
              Sign out
            </button>
          </>
        )}
      </div>
      {syncMessage && (
        <p className="header-sync-message" role="status">
          {syncMessage}
        </p>
      )}
    </header>
  );
}
