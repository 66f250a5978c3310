/**
 * The conservancy's contact details shown on confirmation and failure pages and in every
 * e-mail: its name, contact phone and reservations e-mail (the `conservancy` row).
 *
 * spec: public-site.md §2.3 (the provider's contact phone and reservations e-mail are shown on
 * failure and confirmation pages), §2.14.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { conservancy } from '../db/schema/catalogue';

export interface ConservancyContact {
  name: string;
  contact_phone: string;
  reservations_email: string;
}

/**
 * The conservancy's contact details.
 * @throws Error when the catalogue has not been seeded.
 */
export async function readConservancyContact(db: Executor): Promise<ConservancyContact> {
  const [row] = await db
    .select({
      name: conservancy.name,
      contact_phone: conservancy.contact_phone,
      reservations_email: conservancy.reservations_email,
    })
    .from(conservancy)
    .where(eq(conservancy.id, 1));
  if (!row) throw new Error('The conservancy row is missing: seed the catalogue first');
  return row;
}

/** The `From` of the conservancy's e-mail: `"Name" <reservations e-mail>`. */
export function conservancySender(contact: ConservancyContact): string {
  return `"${contact.name.replaceAll('"', '')}" <${contact.reservations_email}>`;
}
