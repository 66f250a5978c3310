/**
 * Signed links to a payable's payment page. Whoever knows a donation, membership or volunteer
 * reference may see what the payment page needs (amount, status, what is paid for, a first
 * name); the donor's or member's other personal data (family name, e-mail, date of birth,
 * beneficiaries) needs the link token the create call answered: an HMAC-SHA256 over the kind and
 * the reference with a key the API makes for itself on first use and keeps in `server_secrets`
 * (so every instance and every restart signs alike). The token comes as `?token=` or in the
 * `X-Access-Token` header; it is compared in constant time.
 *
 * spec: public-site.md §2.12, §2.15 (donation, membership and volunteer payment pages); issue 11
 * item 3 (personal data only for whoever proves possession of the link).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema/payments';

/** The payables whose read-back is guarded by a link token. */
export type LinkedPayable = 'donation' | 'membership' | 'volunteer';

/** The `server_secrets` row holding the link key. */
const KEY_NAME = 'payable-link-hmac';

const keys = new WeakMap<Database, Promise<Buffer>>();

async function loadKey(db: Database): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: KEY_NAME, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, KEY_NAME));
  if (!row) throw new Error('The payable link key could not be stored');
  return Buffer.from(row.secret, 'base64url');
}

/** The link key of `db`, made on first use and then kept in memory. */
function linkKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (key === undefined) {
    key = loadKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function mac(key: Buffer, kind: LinkedPayable, reference: string): Buffer {
  return createHmac('sha256', key).update(`${kind}:${reference}`).digest();
}

/** The link token of payable `kind` `reference` (base64url, 43 characters). */
export async function signPayableLink(
  db: Database,
  kind: LinkedPayable,
  reference: string,
): Promise<string> {
  return mac(await linkKey(db), kind, reference).toString('base64url');
}

/** True when `token` is the link token of payable `kind` `reference`. */
export async function payableLinkValid(
  db: Database,
  kind: LinkedPayable,
  reference: string,
  token: string | undefined,
): Promise<boolean> {
  if (token === undefined || token === '') return false;
  const given = Buffer.from(token, 'base64url');
  const expected = mac(await linkKey(db), kind, reference);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link token a request presents: `?token=` or the `X-Access-Token` header. */
export function presentedLinkToken(c: Context): string | undefined {
  return c.req.query('token') ?? c.req.header('X-Access-Token') ?? undefined;
}

/**
 * What a payable's read-back shows the caller: `whole` when the request presents the link token
 * of payable `kind` `reference`, else `publicView(whole)` (only what the payment page needs).
 */
export async function viewForCaller<T, P>(
  db: Database,
  c: Context,
  payable: { kind: LinkedPayable; reference: string },
  whole: T,
  publicView: (whole: T) => P,
): Promise<T | P> {
  const linked = await payableLinkValid(db, payable.kind, payable.reference, presentedLinkToken(c));
  return linked ? whole : publicView(whole);
}
