/**
 * The lookups the public screens offer in their pickers, read from the catalogue's tables
 * (countries come from `countries-list`, genders are the spec's two choices), each with the
 * spec's field names, the bank accounts a transfer goes to, and the partners (name and type
 * only, never their discounts) the staff lists filter by.
 *
 * spec: public-site.md §3 (Lookups), §5 (Gender: Male, Female); staff-booking.md §2.9 (partner
 * and partner type filters), §3.2 (Partner); api-contract.md §Catalogue (`GET /public/lookups`).
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { and, asc, isNull } from 'drizzle-orm';
import { readOfferedCateringTypes } from '../catalogue-settings/catering-types';
import type { Database } from '../db/database';
import * as t from '../db/schema/catalogue';
import { readCauses } from './catalogue-repository';
import type { Lookups } from './catalogue-responses';
import { countries } from './countries';
import { readPartnerLodges } from './partner-lodges-and-school-fees';

type NamedLookup = Lookups['genders'][number];

/** The spec's gender choices (public-site.md §5). */
export const genders: readonly NamedLookup[] = [
  { public_id: 'male', name: 'Male' },
  { public_id: 'female', name: 'Female' },
];

async function readNamed(
  db: Database,
  table: typeof t.donationFrequencies | typeof t.anonymityOptions | typeof t.donationPaymentMethods,
): Promise<NamedLookup[]> {
  return db
    .select({ public_id: table.public_id, name: table.name })
    .from(table)
    .orderBy(asc(table.sort_order));
}

/** Every public lookup, lists in catalogue order (countries by name). */
export async function readLookups(db: Database): Promise<Lookups> {
  const [
    causes,
    gates,
    entry_modes,
    pricing_groups,
    pick_up_locations,
    frequencies,
    anonymity,
    donation_payment_methods,
    bank_accounts,
    destinations,
    partners,
    schools,
    lodges,
  ] = await Promise.all([
    readCauses(db),
    db
      .select({
        gate_public_id: t.gates.gate_public_id,
        gate_name: t.gates.gate_name,
        entry_mode_public_id: t.gates.entry_mode_public_id,
        destination_public_id: t.gates.destination_public_id,
      })
      .from(t.gates)
      // A deleted gate or destination is offered nowhere.
      .where(isNull(t.gates.deleted_at))
      .orderBy(asc(t.gates.sort_order)),
    db
      .select({
        entry_mode_public_id: t.entryModes.entry_mode_public_id,
        entry_mode_name: t.entryModes.entry_mode_name,
      })
      .from(t.entryModes)
      .where(isNull(t.entryModes.deleted_at))
      .orderBy(asc(t.entryModes.sort_order)),
    // A deleted catering type is offered for no new stay.
    readOfferedCateringTypes(db),
    db
      .select({
        location_public_id: t.pickUpLocations.location_public_id,
        location_name: t.pickUpLocations.location_name,
      })
      .from(t.pickUpLocations)
      .where(isNull(t.pickUpLocations.deleted_at))
      .orderBy(asc(t.pickUpLocations.sort_order)),
    readNamed(db, t.donationFrequencies),
    readNamed(db, t.anonymityOptions),
    readNamed(db, t.donationPaymentMethods),
    db
      .select({
        public_id: t.bankAccounts.public_id,
        currency: t.bankAccounts.currency,
        bank_name: t.bankAccounts.bank_name,
        branch: t.bankAccounts.branch,
        account_name: t.bankAccounts.account_name,
        account_number: t.bankAccounts.account_number,
        swift_code: t.bankAccounts.swift_code,
      })
      .from(t.bankAccounts)
      .orderBy(asc(t.bankAccounts.sort_order)),
    db
      .select({
        destination_public_id: t.destinations.destination_public_id,
        destination_name: t.destinations.destination_name,
      })
      .from(t.destinations)
      .where(isNull(t.destinations.deleted_at))
      .orderBy(asc(t.destinations.sort_order)),
    db
      .select({
        public_id: t.partners.public_id,
        name: t.partners.name,
        type_public_id: t.partners.type_public_id,
      })
      .from(t.partners)
      // Only partners that can be booked for: a suspended or deleted one is not offered.
      .where(and(isNull(t.partners.suspended_at), isNull(t.partners.deleted_at)))
      .orderBy(asc(t.partners.sort_order)),
    db
      .select({ school_public_id: t.schools.school_public_id, school_name: t.schools.school_name })
      .from(t.schools)
      .where(isNull(t.schools.deleted_at))
      .orderBy(asc(t.schools.sort_order)),
    readPartnerLodges(db),
  ]);
  return {
    countries: [...countries],
    genders: [...genders],
    causes,
    gates,
    entry_modes,
    pricing_groups,
    pick_up_locations,
    frequencies,
    anonymity,
    donation_payment_methods,
    bank_accounts: bank_accounts.map((account) => ({
      ...account,
      currency: currencyCode.parse(account.currency),
    })),
    destinations,
    partners,
    schools,
    partner_lodges: lodges.map(
      ({ public_id, name, partner_name, currency, quantity, parameters, supplements }) => ({
        public_id,
        name,
        partner_name,
        currency,
        quantity,
        parameters,
        supplements,
      }),
    ),
  };
}
