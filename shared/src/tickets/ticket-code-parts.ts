/**
 * A ticket code taken apart without checking it: the decoded payload, its bytes and the
 * signature, and the message the signature covers. Pure (no I/O, no crypto), so both the Node
 * verifier (`ticket-code.ts`) and the browser's (`verify-ticket-web.ts`) use it, and a ranger's
 * phone can show what a ticket says before or without trusting it.
 *
 * spec: public-site.md §2.13; shared/src/tickets/ticket-code.ts (code layout).
 */
import { decodeBase32 } from './base32';
import { decodeTicketPayload, type TicketPayload } from './ticket-payload';

/** Length of the Ed25519 signature at the end of a code. */
export const TICKET_SIGNATURE_BYTES = 64;

const SIGNING_CONTEXT = new TextEncoder().encode('hifadhi-ticket:');

/** What an Ed25519 ticket signature signs: `"hifadhi-ticket:" ‖ payload`. */
export function signedTicketMessage(payload: Uint8Array): Uint8Array {
  const message = new Uint8Array(SIGNING_CONTEXT.length + payload.length);
  message.set(SIGNING_CONTEXT);
  message.set(payload, SIGNING_CONTEXT.length);
  return message;
}

/** A code's parts: what it claims (`payload`), the signed bytes and the signature. */
export interface TicketCodeParts {
  payload: TicketPayload;
  payloadBytes: Uint8Array;
  signature: Uint8Array;
}

/**
 * The parts of `code` (surrounding white space ignored), or null when it is not a version 1
 * ticket code. Nothing here says the code is genuine: verify the signature before trusting it.
 */
export function splitTicketCode(code: string): TicketCodeParts | null {
  const bytes = decodeBase32(code.trim());
  if (bytes === null || bytes.length <= TICKET_SIGNATURE_BYTES) return null;
  const payloadBytes = bytes.subarray(0, bytes.length - TICKET_SIGNATURE_BYTES);
  const payload = decodeTicketPayload(payloadBytes);
  if (payload === null) return null;
  return {
    payload,
    payloadBytes,
    signature: bytes.subarray(bytes.length - TICKET_SIGNATURE_BYTES),
  };
}
