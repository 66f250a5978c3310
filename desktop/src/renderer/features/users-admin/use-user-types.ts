/**
 * The user types (roles) for the users screens' choices, read once per screen from
 * `GET /user-types`.
 *
 * spec: membership-backoffice.md §7 (User types: list).
 */
import type { UserType } from '@hifadhi/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';

/** The query of every user type. */
export function useUserTypes() {
  return useQuery({
    queryKey: ['/user-types'],
    queryFn: () => staffGet<UserType[]>('/user-types'),
  });
}

/** The user types as select options, the Public User role left out (it is for sign-ups). */
export function userTypeOptions(types: readonly UserType[] | undefined) {
  return (types ?? [])
    .filter((type) => type.name !== 'Public User')
    .map((type) => ({ value: type.role_public_id, label: type.name }));
}
