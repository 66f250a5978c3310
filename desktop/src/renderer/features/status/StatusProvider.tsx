/**
 * Reads the kiosk status every few seconds (and on demand) and runs "Sync now".
 *
 * spec: ARCHITECTURE.md §The gate kiosk.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { gateGet, gatePost, messageOf } from '../../lib/gate-api';
import type { GateStatus, SyncAnswer } from '../../lib/gate-types';
import { StatusContext, type StatusState } from './status-context';

const POLL_MILLISECONDS = 4000;

export function StatusProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<GateStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [syncMessage, setSyncMessage] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      setStatus(await gateGet<GateStatus>('/status'));
      setError(null);
    } catch (caught) {
      setError(messageOf(caught));
    }
  }, []);

  const syncNow = useCallback(async () => {
    setSyncMessage('Syncing…');
    try {
      const answer = await gatePost<SyncAnswer>('/sync');
      setStatus(answer.status);
      setSyncMessage(
        answer.error
          ? `Sync failed: ${answer.error}`
          : `Synced: ${answer.report?.uploaded ?? 0} operation(s) uploaded.`,
      );
    } catch (caught) {
      setSyncMessage(`Sync failed: ${messageOf(caught)}`);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), POLL_MILLISECONDS);
    return () => clearInterval(timer);
  }, [refresh]);

  const value = useMemo<StatusState>(
    () => ({ status, error, syncMessage, refresh, syncNow }),
    [status, error, syncMessage, refresh, syncNow],
  );
  return <StatusContext.Provider value={value}>{children}</StatusContext.Provider>;
}
