/**
 * A member for tests that price or book with a member's discounts: one of the Citizen
 * Individual membership (entry 100%, accommodation and activity 10%), paid or not, expiring on
 * the date given.
 */
import type { TestDatabase } from './test-database';

/**
 * Inserts member `reference` (paid or not, expiring on `expiry`, YYYY-MM-DD or null).
 * @returns its public id.
 */
export async function insertMember(
  database: TestDatabase,
  reference: string,
  paid: boolean,
  expiry: string | null,
): Promise<string> {
  const [row] = await database.sql`
    insert into members (member_reference_number, member_setting, residence, household_type,
      title, first_name, sur_name, gender_id, dob, email, code, tel_number, postal_address,
      postal_code, town, amount, currency, registration_date, payment_status, expiry_date)
    values (${reference}, 'ms-cit-ind', 'citizen', 'individual', 'Ms.', 'Wanjiku', 'Kamau',
      'female', '1988-03-14', 'wanjiku@example.com', 'KE', '+254711000001', 'PO Box 7',
      '10400', 'Nanyuki', 6000, 'KES', '2025-11-20', ${paid}, ${expiry})
    returning public_id`;
  return row!.public_id as string;
}
