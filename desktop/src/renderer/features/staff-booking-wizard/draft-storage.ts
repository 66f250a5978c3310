/**
 * The wizard's draft kept in the browser until it is submitted, so a reload or a trip to another
 * screen loses nothing: one entry per mode and booking (`new`, `partner`, `group`, the amended
 * booking's id, or the kiosk's walk-in, kept apart from the staff modes), cleared when the
 * booking is made or amended.
 *
 * spec: staff-booking.md §4 (selections held in browser storage per booking line until
 * submitted; cleared after a booking save).
 */
import { useState } from 'react';
import type { StaffBookingDraft, WizardMode } from './staff-booking-draft';

const PREFIX = 'hifadhi-staff-booking-draft';

/** The storage key of the kiosk's walk-in draft (never a staff mode's). */
export const WALK_IN_DRAFT_KEY = 'hifadhi-walk-in-draft';

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

/**
 * The draft a wizard under `key` starts from (the kept one, else `fresh()`), the run number to
 * key the wizard by, and Start over: forget the kept draft and start a new run from `fresh()`.
 */
export function useKeptDraft(key: string, fresh: () => StaffBookingDraft) {
  const [start, setStart] = useState(() => ({ run: 0, draft: loadDraft(key) ?? fresh() }));
  const startOver = () => {
    clearDraft(key);
    setStart({ run: start.run + 1, draft: fresh() });
  };
  return { ...start, startOver };
}
