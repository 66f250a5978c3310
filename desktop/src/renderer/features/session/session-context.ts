/**
 * The clerk signed in on this kiosk, and whether that sign-in was checked offline against the
 * replica's verifier.
 *
 * spec: k-contract.md §Session; staff-booking.md §6 (login).
 */
import { createContext, useContext } from 'react';
import type { GateUser } from '../../lib/gate-types';

export interface SessionState {
  /** The signed-in clerk, or null. */
  user: GateUser | null;
  /** True when the sign-in was checked offline. */
  offline: boolean;
  /** True until a kept token has been checked on start. */
  restoring: boolean;
  /** @throws GateError with the service's message ('Wrong Credentials', …). */
  signIn(email: string, password: string): Promise<{ offline: boolean }>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionState | null>(null);

/** The session; throws outside `SessionProvider`. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession needs a SessionProvider');
  return state;
}
