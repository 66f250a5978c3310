/**
 * Verifies a ticket code with WebCrypto (Ed25519), so a browser (a ranger's phone) checks a
 * scanned ticket with no network, against the public keys it kept from its last online load.
 * Gives the same verdicts, in the same order, as the Node verifier `verifyTicket`
 * (`ticket-code.ts`), plus `unsupported` when the browser has no WebCrypto Ed25519 (older
 * browsers, or a page not served over HTTPS or from localhost, where `crypto.subtle` is absent).
 *
 * spec: public-site.md §2.13; research offline-checkin-anchors.md §1 (verifiable offline with
 * the public key alone); shared/src/tickets/ticket-code.ts.
 */
import type { TicketPublicKey, TicketVerification } from './ticket-code';
import { signedTicketMessage, splitTicketCode } from './ticket-code-parts';

/** A verdict of `verifyTicketWeb`: `verifyTicket`'s, or `unsupported`. */
export type WebTicketVerification = TicketVerification | { result: 'unsupported' };

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Copies `bytes` into their own ArrayBuffer, as WebCrypto's BufferSource wants. */
function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(bytes);
}

/**
 * The verdict on `code` against `publicKeys` (see the module comment).
 * @throws RangeError when the listed key with the code's key id is not a 32-byte key.
 */
export async function verifyTicketWeb(
  code: string,
  publicKeys: readonly TicketPublicKey[],
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<WebTicketVerification> {
  const parts = splitTicketCode(code);
  if (parts === null) return { result: 'malformed' };
  const { payload, payloadBytes, signature } = parts;
  const key = publicKeys.find((candidate) => candidate.key_id === payload.key_id);
  if (key === undefined) return { result: 'unknown_key', key_id: payload.key_id };
  const raw = base64Bytes(key.public_key);
  if (raw === null || raw.length !== 32) {
    throw new RangeError(`Ticket public key ${key.key_id} is not a 32-byte Ed25519 key`);
  }
  if (subtle === null) return { result: 'unsupported' };
  let genuine: boolean;
  try {
    const publicKey = await subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    genuine = await subtle.verify(
      { name: 'Ed25519' },
      publicKey,
      own(signature),
      own(signedTicketMessage(payloadBytes)),
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotSupportedError') {
      return { result: 'unsupported' };
    }
    throw error;
  }
  if (!genuine) return { result: 'invalid_signature', key_id: payload.key_id };
  if (key.revoked) return { result: 'revoked_key', key_id: payload.key_id, payload };
  return { result: 'valid', payload };
}
