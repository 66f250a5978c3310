/**
 * The accommodation types (`GET /accommodation-types`, deleted ones too), read by the facility
 * form's accommodation type select. A facility carries its type's name (a rename reaches it on
 * the server), so the choices' values are names.
 *
 * spec: membership-backoffice.md §3–4 (facility accommodation type: CRUD).
 */
import type { NamedTypeRead } from '@hifadhi/shared/schemas/catalogue-settings';
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';

/** The API path of the accommodation types, also their query key (the settings screen's). */
export const accommodationTypesPath = '/accommodation-types';

export function useAccommodationTypes() {
  return useQuery({
    queryKey: [accommodationTypesPath],
    queryFn: () => staffGet<NamedTypeRead[]>(accommodationTypesPath),
  });
}

/**
 * The choices of a facility's accommodation type select, by name: the types not deleted, and
 * `current` (a facility's own) even when it is deleted, so an edit keeps it.
 */
export function accommodationTypeOptions(types: readonly NamedTypeRead[], current?: string | null) {
  return types
    .filter((type) => !type.deleted || type.name === current)
    .map((type) => ({ value: type.name, label: type.name }));
}
