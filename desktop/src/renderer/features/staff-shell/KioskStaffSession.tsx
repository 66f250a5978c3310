/**
 * The kiosk host's staff session: the clerk's gate session. The staff screens' API calls go to
 * the gate service with the gate token, and the gate passes them through to the API with the
 * API session it opened at sign-in (none when the clerk signed in offline: the screens then
 * say they need the connection).
 *
 * spec: ARCHITECTURE.md §The gate kiosk ("Back-office screens need the API; offline, they say
 * so plainly"); k-contract.md §Session.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { storedToken } from '../../lib/gate-api';
import { configureStaffApi } from '../../lib/staff-api';
import { useSession } from '../session/session-context';
import { StaffSessionContext, type StaffSessionState } from './staff-session-context';

export function KioskStaffSession({ children }: { children: ReactNode }) {
  const { user, restoring, signIn: gateSignIn, signOut } = useSession();
  const queryClient = useQueryClient();

  // Set during the first render: the screens' first requests run before a provider's effects.
  const ended = useRef(() => {});
  ended.current = () => {
    queryClient.clear();
    void signOut();
  };
  useState(() => configureStaffApi({ token: storedToken, sessionEnded: () => ended.current() }));

  const signIn = useCallback(
    async (email: string, password: string) => {
      await gateSignIn(email, password);
      return '/gate';
    },
    [gateSignIn],
  );

  const value = useMemo<StaffSessionState>(
    () => ({ host: 'kiosk', signedIn: user !== null, restoring, signIn, signOut }),
    [user, restoring, signIn, signOut],
  );
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}
