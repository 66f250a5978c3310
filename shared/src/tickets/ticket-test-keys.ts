/**
 * Test fixtures of the ticket code tests (Node and WebCrypto verifiers): a gate's key list —
 * the current key, the previous one (retired, still verifying) and a withdrawn one — and a
 * typical booking's ticket fields (2 Citizen Adults and 1 Citizen Child for two nights).
 */
import { generateTicketKeyPair, type TicketPublicKey } from './ticket-code';
import type { TicketFields } from './ticket-payload';

export const current = generateTicketKeyPair('2026-2');
export const previous = generateTicketKeyPair('2026-1');
export const withdrawn = generateTicketKeyPair('2025-9');
export const listed: TicketPublicKey[] = [
  { key_id: current.key_id, public_key: current.public_key },
  { key_id: previous.key_id, public_key: previous.public_key },
  { key_id: withdrawn.key_id, public_key: withdrawn.public_key, revoked: true },
];

export const typical: TicketFields = {
  booking_ref_code: 'K7QM2XPA',
  check_in: '2026-12-10',
  check_out: '2026-12-12',
  guests: {
    citizen: { adults: 2, children: 1 },
    resident: { adults: 0, children: 0 },
    non_resident: { adults: 0, children: 0 },
  },
  issued_at: '2026-11-21T09:15:42.000Z',
};
