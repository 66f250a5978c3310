/**
 * Inspections as the API answers them (api/src/inspections): one inspection, a page of them,
 * and the lookup of a scanned or typed code.
 *
 * spec: staff-booking.md §2 (BookingsInspection, BookingInspection); shared/src/schemas/inspection.ts.
 */
import type { InspectionOutcome } from '@hifadhi/shared/schemas/inspection';
import type { PageAnswer } from '../../lib/paged-list/ResourceList';

export interface Inspection {
  inspection_public_id: string;
  booking_public_id: string;
  booking_ref_code: string;
  outcome: InspectionOutcome;
  note: string | null;
  gate_public_id: string | null;
  gate_name: string | null;
  scanned_code: string | null;
  inspected_by: string;
  inspected_at: string;
}

export interface InspectionPage extends PageAnswer {
  data: Inspection[];
}

/** `GET /inspections/lookup?code=`. */
export interface InspectionLookup {
  booking_public_id: string;
  booking_ref_code: string;
  ticket: {
    signature: 'valid' | 'invalid_signature' | 'unknown_key' | 'revoked_key';
    current: boolean;
  } | null;
}
