/**
 * Holds the clerk's gate session: signs in and out through `/gate/v1/session`, restores a
 * kept token on start, and forgets the session when the service answers 401.
 *
 * spec: k-contract.md §Session.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import {
  gateGet,
  gatePost,
  gateRequest,
  storedToken,
  storeToken,
  whenSessionEnds,
} from '../../lib/gate-api';
import type { GateUser, SessionCreated } from '../../lib/gate-types';
import { SessionContext, type SessionState } from './session-context';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<GateUser | null>(null);
  const [offline, setOffline] = useState(false);
  const [restoring, setRestoring] = useState(storedToken() !== null);

  const forget = useCallback(() => {
    storeToken(null);
    setUser(null);
    setOffline(false);
  }, []);

  useEffect(() => {
    whenSessionEnds(forget);
    if (!storedToken()) return;
    gateGet<{ user: GateUser; offline: boolean }>('/session')
      .then((session) => {
        setUser(session.user);
        setOffline(session.offline);
      })
      .catch(forget)
      .finally(() => setRestoring(false));
  }, [forget]);

  const signIn = useCallback(async (email: string, password: string) => {
    const session = await gatePost<SessionCreated>('/session', { email, password });
    storeToken(session.token);
    setUser(session.user);
    setOffline(session.offline);
    return { offline: session.offline };
  }, []);

  const signOut = useCallback(async () => {
    await gateRequest<void>('DELETE', '/session').catch(() => undefined);
    forget();
  }, [forget]);

  const value = useMemo<SessionState>(
    () => ({ user, offline, restoring, signIn, signOut }),
    [user, offline, restoring, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
