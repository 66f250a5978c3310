/**
 * The visitor's acceptance of the waiver on the waiver page (`disclaimer`), kept in browser
 * storage for the day it was given: the booking information form then starts with the
 * disclaimer agreed instead of opening it.
 *
 * spec: public-site.md §2.1 ((waiver) disclaimer: waiver text, accepted on submit), §4 (the
 * disclaimer checkbox is enabled once the disclaimer has been viewed).
 */
import { readStored, writeStored } from '../../../lib/browser-storage';

const KEY = 'disclaimer_accepted_on';

/** Records that the waiver was accepted on `today` (`YYYY-MM-DD`). */
export function acceptWaiver(today: string): void {
  writeStored(KEY, today);
}

/** True when the waiver was accepted on `today`. */
export function waiverAcceptedOn(today: string): boolean {
  return readStored<unknown>(KEY, null) === today;
}
