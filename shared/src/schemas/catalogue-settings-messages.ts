/**
 * The catalogue settings' messages, apart from their schemas (catalogue-settings.ts) so the
 * API's pricing path can use them without building any schema first.
 *
 * spec: membership-backoffice.md §5 (discount 0–100: 'Discount cannot be more than 100%').
 */
/** Messages of the catalogue settings' requests and of the refusals they lead to. */
export const catalogueSettingsMessages = {
  discount: 'Discount cannot be more than 100%',
  kraPin: 'Enter a KRA PIN like A123456789B',
  rate: 'Enter a rate from 0 to 99.99 %',
  exchangeRate: 'Enter a rate above 0',
  sellBelowBuy: 'The selling rate cannot be below the buying rate',
  nothingToChange: 'Nothing to change',
  endBeforeStart: 'End date cannot be before start date',
  partnerSuspended: (name: string) =>
    `${name} is suspended: no booking can be made for this partner`,
  notFound: (what: string, id: string) => `Unknown ${what}: ${id}`,
  alreadyDeleted: (what: string) => `This ${what} is deleted already`,
  notDeleted: (what: string) => `This ${what} is not deleted`,
  /** A catering type's pack flag, while facilities are priced for it as it stands. */
  cateringPackInUse: (name: string, prices: 'pack' | 'group', facilities: readonly string[]) =>
    `${name} cannot change whether it takes pack tiers while these facilities have ${prices} prices for it: ${facilities.join(', ')}`,
  /** A new quote or booking naming a deleted catering type. */
  cateringTypeDeleted: (name: string) => `${name} is no longer offered`,
  /** An edit of a deleted record. */
  editDeleted: (what: string) => `This ${what} is deleted: restore it before editing it`,
  typeExists: (name: string) => `A type named ${name} exists already`,
  /** A destination (an entry mode) is deleted only once no live gate admits to it (serves it):
   * no kiosk is left behind. */
  destinationHasGates: (gates: readonly string[]) =>
    `Delete or move its gates first: ${gates.join(', ')}`,
  /** A new quote or booking naming a deleted destination. */
  destinationDeleted: (name: string) => `${name} is no longer open for bookings`,
  /** A gate cannot be moved to, or restored at, a deleted destination. */
  gateAtDeletedDestination: (name: string) =>
    `${name} is deleted: restore it first or choose another destination`,
  /** A new destination or gate named like another (in any case); a deleted one is restored. */
  placeExists: (what: 'destination' | 'gate', name: string, deleted: boolean) =>
    deleted
      ? `A deleted ${what} is named ${name}: restore it instead`
      : `A ${what} named ${name} exists already`,
  /** A kiosk cannot be registered at a deleted gate. */
  kioskAtDeletedGate: (name: string) =>
    `${name} is deleted: restore it before registering a kiosk there`,
  /** A new booking naming a deleted gate. */
  gateDeleted: (name: string) => `${name} is no longer an entry point`,
} as const;
