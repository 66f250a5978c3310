/**
 * The kiosk's own state for every screen: registered or not, online or offline, the last sync
 * and the queued operations (`GET /gate/v1/status`), and "Sync now".
 *
 * spec: ARCHITECTURE.md §The gate kiosk (sync, outbox).
 */
import { createContext, useContext } from 'react';
import type { GateStatus } from '../../lib/gate-types';

export interface StatusState {
  /** The last status read; null before the first answer. */
  status: GateStatus | null;
  /** Why the status could not be read (the gate service is not answering), else null. */
  error: string | null;
  /** The outcome of the last "Sync now", in plain words; null before one. */
  syncMessage: string | null;
  refresh(): Promise<void>;
  syncNow(): Promise<void>;
}

export const StatusContext = createContext<StatusState | null>(null);

/** The kiosk status; throws outside `StatusProvider`. */
export function useGateStatus(): StatusState {
  const state = useContext(StatusContext);
  if (!state) throw new Error('useGateStatus needs a StatusProvider');
  return state;
}
