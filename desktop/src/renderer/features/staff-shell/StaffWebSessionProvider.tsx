/**
 * The web host's staff session: signed in while `web-session-storage` keeps a session (sign-in
 * is `POST /auth/login`, another tab's sign-in or sign-out is seen too); Logout
 * ends it at the API (`POST /auth/logout`) and forgets it; a 401 from the API forgets it too.
 *
 * spec: membership-backoffice.md §2.4, §2.7 (Logout); api-contract.md §Staff and devices.
 */
import type { LoginResponse } from '@hifadhi/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { configureStaffApi, staffPost } from '../../lib/staff-api';
import { StaffSessionContext, type StaffSessionState } from './staff-session-context';
import { readWebSession, writeWebSession } from './web-session-storage';

export function StaffWebSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [signedIn, setSignedIn] = useState(() => readWebSession() !== null);

  const forget = useCallback(() => {
    writeWebSession(null);
    queryClient.clear();
    setSignedIn(false);
  }, [queryClient]);

  // Set during the first render: the screens' first requests run before this provider's effects.
  const forgetRef = useRef(forget);
  forgetRef.current = forget;
  useState(() =>
    configureStaffApi({
      token: () => readWebSession()?.auth_token ?? null,
      sessionEnded: () => forgetRef.current(),
    }),
  );

  useEffect(() => {
    const changed = () => setSignedIn(readWebSession() !== null);
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, []);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const session = await staffPost<LoginResponse>('/auth/login', { email, password });
      writeWebSession(session);
      queryClient.clear();
      setSignedIn(true);
      return session.landing;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await staffPost('/auth/logout').catch(() => undefined);
    forget();
  }, [forget]);

  const value = useMemo<StaffSessionState>(
    () => ({ host: 'web', signedIn, restoring: false, signIn, signOut }),
    [signedIn, signIn, signOut],
  );
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}
