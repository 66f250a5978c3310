/**
 * The membership types the public registration offers: each membership setting with its
 * residence, household type (membership_type), price in its currency, persons and children
 * admitted, and the beneficiary amounts (KES) charged beyond what the price covers.
 *
 * spec: membership-backoffice.md §2.1 (membership type, residency, household type; the
 * MEMBERSHIP DETAILS cart), §3 (Membership setting), §9 (beneficiary amounts).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { asc } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { beneficiaryAmounts, membershipSettings } from '../db/schema/catalogue';

export interface PublicMembershipSetting {
  public_id: string;
  custom_name: string;
  membership_type: string;
  residence: string;
  name: string;
  /** Decimal string in `currency`. */
  price: string;
  currency: CurrencyCode;
  number_of_persons: number;
  number_of_children: number;
}

export interface PublicMembershipSettings {
  settings: PublicMembershipSetting[];
  /** KES decimal strings per beneficiary group. */
  beneficiary_amounts: { citizen: string; other: string };
}

/** Every membership setting in catalogue order, with the beneficiary amounts. */
export async function readMembershipSettings(db: Executor): Promise<PublicMembershipSettings> {
  const [rows, amounts] = await Promise.all([
    db
      .select({
        public_id: membershipSettings.public_id,
        custom_name: membershipSettings.custom_name,
        membership_type: membershipSettings.membership_type,
        residence: membershipSettings.residence,
        name: membershipSettings.name,
        price: membershipSettings.price,
        currency: membershipSettings.currency,
        number_of_persons: membershipSettings.number_of_persons,
        number_of_children: membershipSettings.number_of_children,
      })
      .from(membershipSettings)
      .orderBy(asc(membershipSettings.sort_order)),
    db.select().from(beneficiaryAmounts),
  ]);
  const amount = (group: 'citizen' | 'other') =>
    amounts.find((row) => row.beneficiary_group === group)?.amount ?? '0';
  return {
    settings: rows.map((row) => ({ ...row, currency: row.currency as CurrencyCode })),
    beneficiary_amounts: { citizen: amount('citizen'), other: amount('other') },
  };
}
