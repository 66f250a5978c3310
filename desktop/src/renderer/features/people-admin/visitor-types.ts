/**
 * Visitations as `GET /visitors` answers them, the named lists (identification and visitor
 * types) and the pass: opening a visitation's pass PDF in the tab opened by the click.
 *
 * spec: membership-backoffice.md §3 (Visitor), §4 (Visitation: open to closed), §7 (Visitors:
 * the new visitor's url opens in a new tab); api-contract.md §People and logs (`GET /visitors`).
 */
import { useQuery } from '@tanstack/react-query';
import type { PageAnswer } from '../../lib/paged-list/ResourceList';
import { staffGet, staffGetFile } from '../../lib/staff-api';
import { show } from '../booking-documents/BookingDocuments';

export interface Visitation {
  public_id: string;
  pass_number: string;
  status: 'open' | 'closed';
  visitor_public_id: string;
  name: string;
  phone: string;
  identification_type_public_id: string;
  identification_type: string;
  identification_number: string;
  visitor_type_public_id: string;
  visitor_type: string;
  organisation: string | null;
  vehicle_plate: string | null;
  count: number;
  purpose: string;
  staff_responsible: string;
  visit_date: string;
  opened_at: string;
  opened_by: string;
  closed_at: string | null;
  closed_by: string | null;
  deleted_at: string | null;
}
export type VisitationPage = PageAnswer & { data: Visitation[] };

export interface NamedEntry {
  public_id: string;
  name: string;
  deleted_at: string | null;
}

/** The live (or deleted) entries of a named list (`/visitor-types`, `/member-types`, …). */
export function useNamedList(path: string, deleted = false) {
  const url = `${path}${deleted ? '?deleted=true' : ''}`;
  return useQuery({ queryKey: [path, url], queryFn: () => staffGet<NamedEntry[]>(url) });
}

/** The path of visitation `publicId`'s page. */
export function visitorPath(publicId: string): string {
  return `/visitor/${encodeURIComponent(publicId)}`;
}

/**
 * Fetches the pass at `url` (the API's `/api/v1/visitors/{id}/pass.pdf`) and shows it in `tab`
 * (opened by the click, before the fetch, so no pop-up blocker stops it). Closes the tab on
 * failure and throws.
 */
export async function openPass(url: string, tab: Window | null): Promise<void> {
  try {
    const pdf = await staffGetFile(url.replace(/^\/api\/v1/, ''));
    show(pdf.blob, pdf.name ?? 'visitor-pass.pdf', tab);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
