/**
 * Reads of the immersive conservation (volunteer) programmes and of a volunteer application,
 * each loaded once and shared through `useApiQuery`.
 *
 * spec: public-site.md §3 "Volunteer program", "Volunteer application", §7 (get public
 * programs; get program; get volunteer).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { apiGet } from '../../lib/api-client';
import { useApiQuery } from '../../lib/use-api-query';
import { useLinkToken, withLinkToken } from '../donation/payable-requests';

/** A programme; `price` an exact decimal string in `currency`, dates `YYYY-MM-DD`. */
export interface PublicProgram {
  public_id: string;
  name: string;
  image: string | null;
  images: { image: string }[];
  price: string;
  currency: CurrencyCode;
  start_date: string;
  end_date: string;
  description: string;
  program_pdf: string | null;
  places_left: number;
}

/** An application; `payment_status` Paid once paid. */
export interface VolunteerApplication {
  public_id: string;
  first_name: string;
  /** Only with the page's link token. */
  full_name?: string;
  /** Only with the page's link token. */
  email?: string;
  payment_status: 'Unpaid' | 'Paid';
  latest_application: { program_id: string; program: string };
  unpaid: { program: string; price: string; currency: CurrencyCode } | null;
}

export const PROGRAMS_PATH = '/public/programs';

/** API path of application `volunteerPublicId`. */
export function volunteerPath(volunteerPublicId: string): string {
  return `/public/volunteers/${encodeURIComponent(volunteerPublicId)}`;
}

/** Every programme, in catalogue order. */
export function usePrograms() {
  return useApiQuery(PROGRAMS_PATH, () => apiGet<PublicProgram[]>(PROGRAMS_PATH));
}

/** Programme `programId`. */
export function useProgram(programId: string) {
  const path = `${PROGRAMS_PATH}/${encodeURIComponent(programId)}`;
  return useApiQuery(path, () => apiGet<PublicProgram>(path));
}

/** Application `volunteerPublicId`. */
export function useVolunteer(volunteerPublicId: string) {
  const path = withLinkToken(volunteerPath(volunteerPublicId), useLinkToken());
  return useApiQuery(path, () => apiGet<VolunteerApplication>(path));
}
