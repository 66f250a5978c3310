/**
 * What the phone's own signature check of a scanned ticket means, in the ranger's words: a
 * headline, its tone, and what the ticket itself says (reference, stay, guests by category,
 * when issued) once the signature is genuine. Checked in the browser (`verifyTicketWeb`)
 * against the keys kept on the phone, so it works without the network.
 *
 * spec: public-site.md §2.13 (ticket: reference, guests by category, check-in and check-out);
 * research offline-checkin-anchors.md §1.
 */
import type { Residency } from '@hifadhi/shared/catalogue/catalogue';
import { GUEST_SLOTS, type TicketPayload } from '@hifadhi/shared/tickets/ticket-payload';
import type { WebTicketVerification } from '@hifadhi/shared/tickets/verify-ticket-web';
import type { NoticeTone } from '../../components/Notice';

export interface TicketCheckWords {
  tone: NoticeTone;
  title: string;
  message: string;
  /** What a genuine ticket says; null when it cannot be trusted. */
  says: TicketPayload | null;
}

/** The headline of each verdict (see the module comment). */
export function ticketCheckWords(verdict: WebTicketVerification): TicketCheckWords {
  switch (verdict.result) {
    case 'valid':
      return {
        tone: 'success',
        title: 'Genuine ticket',
        message: 'The signature is the conservancy’s: nothing on this ticket was changed.',
        says: verdict.payload,
      };
    case 'invalid_signature':
      return {
        tone: 'error',
        title: 'Not genuine',
        message: 'The signature does not match: this ticket was altered or forged.',
        says: null,
      };
    case 'revoked_key':
      return {
        tone: 'error',
        title: 'Withdrawn',
        message: 'This ticket was signed with a key the conservancy has withdrawn.',
        says: null,
      };
    case 'unknown_key':
      return {
        tone: 'warning',
        title: 'Cannot tell',
        message: `This phone does not have key ${verdict.key_id}. Open this screen once online to refresh the keys.`,
        says: null,
      };
    case 'unsupported':
      return {
        tone: 'warning',
        title: 'Cannot check here',
        message:
          'This browser cannot check ticket signatures (it needs a current browser and the secure https address).',
        says: null,
      };
    case 'malformed':
      return {
        tone: 'error',
        title: 'Not a ticket code',
        message: 'This is not a Hifadhi ticket code.',
        says: null,
      };
  }
}

const groupWords: Record<Residency, string> = {
  citizen: 'Citizen',
  resident: 'East African Resident',
  non_resident: 'Non-Resident',
};

/** A ticket's guests by category, e.g. ['Citizen adults: 2', 'Citizen children: 1']. */
export function ticketGuestLines(payload: TicketPayload): string[] {
  return GUEST_SLOTS.flatMap(([group, age]) => {
    const count = payload.guests[group][age];
    return count > 0 ? [`${groupWords[group]} ${age}: ${count}`] : [];
  });
}
