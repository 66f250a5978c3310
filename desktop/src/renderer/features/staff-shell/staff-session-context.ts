/**
 * The staff screens' view of who is signed in, whichever host serves them: on the web the
 * API's session kept in browser storage (`StaffWebSessionProvider`), in the kiosk the gate
 * session (`KioskStaffSession`).
 *
 * spec: membership-backoffice.md §2.4 (a stored user profile), §2.7 (Logout).
 */
import { createContext, useContext } from 'react';

export interface StaffSessionState {
  /** Where this copy runs: the web host at `/staff/` or the kiosk. */
  host: 'web' | 'kiosk';
  /** True when a user is signed in (a stored profile exists). */
  signedIn: boolean;
  /** True until a kept session has been checked on start. */
  restoring: boolean;
  /**
   * Signs in; the path to open next (the user's landing).
   * @throws GateError with the server's message ('Wrong Credentials', …).
   */
  signIn(email: string, password: string): Promise<string>;
  signOut(): Promise<void>;
}

export const StaffSessionContext = createContext<StaffSessionState | null>(null);

/** The staff session; throws outside its provider. */
export function useStaffSession(): StaffSessionState {
  const state = useContext(StaffSessionContext);
  if (!state) throw new Error('useStaffSession needs a staff session provider');
  return state;
}
