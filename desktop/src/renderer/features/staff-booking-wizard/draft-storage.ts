/**
 * The wizard's draft kept in the browser until it is submitted, so a reload or a trip to another
 * screen loses nothing: one entry per mode and booking (`new`, `partner`, `group`, or the
 * amended booking's id), cleared when the booking is made or amended.
 *
 * spec: staff-booking.md §4 (selections held in browser storage per booking line until
 * submitted; cleared after a booking save).
 */
import type { StaffBookingDraft, WizardMode } from './staff-booking-draft';

const PREFIX = 'hifadhi-staff-booking-draft';

/** The storage key of `mode`'s draft (for an amendment, of booking `bookingId`). */
export function draftKey(mode: WizardMode, bookingId?: string): string {
  return mode === 'edit' ? `${PREFIX}:edit:${bookingId ?? ''}` : `${PREFIX}:${mode}`;
}

/** The kept draft under `key`, or null when none (or unreadable). */
export function loadDraft(key: string): StaffBookingDraft | null {
  try {
    const kept = localStorage.getItem(key);
    return kept ? (JSON.parse(kept) as StaffBookingDraft) : null;
  } catch {
    return null;
  }
}

/** Keeps `draft` under `key`. */
export function saveDraft(key: string, draft: StaffBookingDraft): void {
  localStorage.setItem(key, JSON.stringify(draft));
}

/** Forgets the draft under `key` (after submitting, or Start over). */
export function clearDraft(key: string): void {
  localStorage.removeItem(key);
}
