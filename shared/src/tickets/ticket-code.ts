/**
 * Signed ticket codes: the text in a paid booking's QR code, verifiable offline with the
 * public key alone (like pretix's "pretix_sig1" secrets), so a kiosk admits a ticket sold after
 * its last sync. Node only (node:crypto): the API signs, the kiosk's gate service verifies;
 * browser code never imports this module (a browser verifies with `verify-ticket-web.ts`).
 *
 * A code is `base32(payload ‖ signature)`: the version 1 binary payload of `ticket-payload.ts`
 * followed by the 64-byte Ed25519 signature of `"hifadhi-ticket:" ‖ payload`, in upper-case
 * RFC 4648 base32 without padding (QR alphanumeric mode). A typical booking (6-character key
 * id, 8-character ref code, two guest categories) is 91 bytes, 146 characters: it fits a
 * version 6 QR code (41 × 41 modules) at error correction M, whose alphanumeric limit is 154.
 * The longest code (8-character key id, 16-character ref code, all six guest categories at
 * 65535) is 119 bytes, 191 characters (version 8 at M).
 *
 * Keys rotate by id: the payload names its key, kiosks hold every key still listed, and a
 * listed key marked `revoked` makes all its codes refused.
 *
 * spec: public-site.md §2.13; research offline-checkin-anchors.md §1 (QR secrets).
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { encodeBase32 } from './base32';
import {
  TICKET_SIGNATURE_BYTES as SIGNATURE_BYTES,
  signedTicketMessage as signedMessage,
  splitTicketCode,
} from './ticket-code-parts';
import {
  encodeTicketPayload,
  isTicketKeyId,
  type TicketFields,
  type TicketPayload,
} from './ticket-payload';

const PUBLIC_KEY_BYTES = 32;

/** A public key as distributed to kiosks. */
export interface TicketPublicKey {
  key_id: string;
  /** The raw 32-byte Ed25519 public key in standard base64 (44 characters). */
  public_key: string;
  /** True once the key is withdrawn: every code it signed is refused. */
  revoked?: boolean;
}

/** A new signing key: the public half for kiosks, the private half for the API only. */
export interface TicketKeyPair {
  key_id: string;
  /** Raw 32-byte public key, standard base64. */
  public_key: string;
  /** PKCS#8 PEM; keep it secret on the server. */
  private_key: string;
}

/**
 * What `verifyTicket` found, checked in this order: `malformed` (not a version 1 ticket
 * code), `unknown_key` (no listed key has its key id), `invalid_signature` (forged or
 * altered), `revoked_key` (authentic, but its key is withdrawn; the payload is shown only to
 * find the booking, not to admit it), `valid`.
 */
export type TicketVerification =
  | { result: 'valid'; payload: TicketPayload }
  | { result: 'malformed' }
  | { result: 'unknown_key'; key_id: string }
  | { result: 'invalid_signature'; key_id: string }
  | { result: 'revoked_key'; key_id: string; payload: TicketPayload };

/** Public keys built before, by their base64 text: a kiosk scans against the same few keys. */
const builtPublicKeys = new Map<string, KeyObject>();

function publicKeyObject(key: TicketPublicKey): KeyObject {
  const built = builtPublicKeys.get(key.public_key);
  if (built) return built;
  const made = buildPublicKey(key);
  if (builtPublicKeys.size >= 64) builtPublicKeys.clear();
  builtPublicKeys.set(key.public_key, made);
  return made;
}

function buildPublicKey(key: TicketPublicKey): KeyObject {
  const raw = Buffer.from(key.public_key, 'base64');
  if (raw.length !== PUBLIC_KEY_BYTES) {
    throw new RangeError(`Ticket public key ${key.key_id} is not a 32-byte Ed25519 key`);
  }
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') },
    format: 'jwk',
  });
}

/**
 * A new Ed25519 key pair named `keyId`.
 * @throws RangeError when `keyId` is not 1–8 of `A–Z a–z 0–9 _ -`.
 */
export function generateTicketKeyPair(keyId: string): TicketKeyPair {
  if (!isTicketKeyId(keyId)) throw new RangeError(`Invalid ticket key id: ${keyId}`);
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x;
  if (x === undefined) throw new Error('Ed25519 public key has no x coordinate');
  return {
    key_id: keyId,
    public_key: Buffer.from(x, 'base64url').toString('base64'),
    private_key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
}

/**
 * The ticket code of `fields`, signed with `privateKey` (PKCS#8 PEM or a KeyObject) under
 * `keyId`. The issued-at instant is kept to whole seconds.
 * @throws RangeError when a field cannot be encoded (see `encodeTicketPayload`); the key
 *   parser's error when `privateKey` is not an Ed25519 private key.
 */
export function signTicket(
  fields: TicketFields,
  privateKey: string | KeyObject,
  keyId: string,
): string {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  if (key.asymmetricKeyType !== 'ed25519') throw new RangeError('Ticket keys are Ed25519 keys');
  const payload = encodeTicketPayload(fields, keyId);
  const signature = sign(null, signedMessage(payload), key);
  const code = new Uint8Array(payload.length + SIGNATURE_BYTES);
  code.set(payload);
  code.set(signature, payload.length);
  return encodeBase32(code);
}

/**
 * Verifies a scanned code offline against the kiosk's listed public keys.
 * Surrounding white space (a scanner's line end) is ignored; nothing else is forgiven.
 * @throws RangeError when the listed key with the code's key id is not a 32-byte key.
 */
export function verifyTicket(
  code: string,
  publicKeys: readonly TicketPublicKey[],
): TicketVerification {
  const parts = splitTicketCode(code);
  if (parts === null) return { result: 'malformed' };
  const { payload, payloadBytes, signature } = parts;
  const key = publicKeys.find((candidate) => candidate.key_id === payload.key_id);
  if (key === undefined) return { result: 'unknown_key', key_id: payload.key_id };
  if (!verify(null, signedMessage(payloadBytes), publicKeyObject(key), signature)) {
    return { result: 'invalid_signature', key_id: payload.key_id };
  }
  if (key.revoked) return { result: 'revoked_key', key_id: payload.key_id, payload };
  return { result: 'valid', payload };
}
