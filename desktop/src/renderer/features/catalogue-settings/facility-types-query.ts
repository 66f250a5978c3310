/**
 * The facility types (`GET /facility-types`, deleted ones too), read by the Facility types
 * screen and the facility form's type select.
 *
 * spec: membership-backoffice.md §3–4 (facility type: CRUD).
 */
import type { FacilityTypeRead } from '@hifadhi/shared/schemas/facility-types';
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';

/** The API path of the facility types, also their query key. */
export const facilityTypesPath = '/facility-types';

export function useFacilityTypes() {
  return useQuery({
    queryKey: [facilityTypesPath],
    queryFn: () => staffGet<FacilityTypeRead[]>(facilityTypesPath),
  });
}

/**
 * The choices of a facility's type select: the types not deleted, and `current` (a facility's
 * own type) even when it is deleted, so an edit keeps it.
 */
export function facilityTypeOptions(types: readonly FacilityTypeRead[], current?: string) {
  return types
    .filter((type) => !type.deleted || type.public_id === current)
    .map((type) => ({ value: type.public_id, label: type.name }));
}
