/**
 * The signed-in user as `GET /auth/me` answers (name, role, landing, menus with features),
 * cached by TanStack Query for the whole session.
 *
 * spec: api-contract.md §Staff application (`GET /auth/me`); membership-backoffice.md §2.4, §2.7.
 */
import type { CurrentUser } from '@hifadhi/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';

/** The query key of the current user (cleared on sign-out). */
export const CURRENT_USER_KEY = ['auth', 'me'] as const;

export function useCurrentUser(enabled: boolean) {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => staffGet<CurrentUser>('/auth/me'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
