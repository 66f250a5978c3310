/**
 * The walk-in wizard's draft and its rules, pure: what the guest details and the residency step
 * need before the clerk moves on (with the spec's messages), the quote request the draft prices
 * as, the proof-of-residency rows it needs, and the payload that makes the booking.
 *
 * spec: staff-booking.md §2.1 (steps), §2.2 (catering type), §2.6 (rangers), §2.7 (proof of
 * residency), §3.1, §3.3, §3.4, §3.11, §4, §5, §8.
 */

import { messages } from '@hifadhi/shared/messages';
import { hasPackOrGroupPrices } from '@hifadhi/shared/pricing/facility-rules';
import type { Quote, QuoteRequestInput } from '@hifadhi/shared/schemas/quote';

let lineCount = 0;

/** A new id for a line the clerk adds (React keys; never sent). */
export function newLineId(): string {
  lineCount += 1;
  return `line-${lineCount}`;
}

/** One accommodation or camping line of the draft. */
export interface FacilityChoice {
  line_id: string;
  public_id: string;
  adults: number;
  children: number;
  number_of_rooms: number;
  /** Catering type (pricing group public id) for Pelican House; '' for none. */
  catering_type: string;
  /** Staff routes: the line's own dates (omitted: the booking's) and discount percent. */
  start_date?: string;
  end_date?: string;
  discount?: number;
  /** Staff routes, a facility with extras: extra adults and children (omitted: none). */
  extra_pax_adults?: number;
  extra_pax_children?: number;
}

/** One activity line of the draft; a ranger activity counts `rangers`, not guests (§2.6). */
export interface ActivityChoice {
  line_id: string;
  public_id: string;
  date: string;
  adults: number;
  children: number;
  rangers: number;
  /** Staff routes: the line's discount percent. */
  discount?: number;
}

/** The documents a guest may prove residency with at the gate (§2.7 point of proof). */
export const proofPoints = [
  'National ID',
  'East African passport',
  'Alien ID',
  'Residence permit',
] as const;

/** The document a guest of `residency` usually shows, offered first. */
export function defaultProofPoint(residency: string): string {
  return residency === 'resident' ? 'Alien ID' : 'National ID';
}

/** One proof-of-residency entry: a guest of a category that needs proof (§2.7, §3.11). */
export interface ProofEntry {
  key: string;
  payment_public_id: string;
  /** The guest category, e.g. 'Citizen Adult'. */
  category: string;
  /** The row's label: the category and the guest's number, e.g. 'Citizen Adult 2'. */
  payment_person: string;
  proof_point: string;
  first_name: string;
  last_name: string;
  document_id: string;
}

/** What the clerk types in a proof row. */
export type ProofTyped = Pick<
  ProofEntry,
  'proof_point' | 'first_name' | 'last_name' | 'document_id'
>;

/** What the clerk has entered so far. Counts are whole numbers; dates `YYYY-MM-DD`. */
export interface WalkInDraft {
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  phone: string;
  city: string;
  destination: string;
  check_in: string;
  check_out: string;
  currency: 'KES' | 'USD';
  /** Guests by conservation fee (guest category) public id. */
  guests: Record<string, number>;
  /** Vehicles by vehicle fee public id. */
  vehicles: Record<string, number>;
  /** Vehicle registration number. */
  mode_registration: string;
  facilities: FacilityChoice[];
  activities: ActivityChoice[];
  /** Proof entries by key (`<payment_public_id>-<n>`). */
  proofs: Record<string, ProofTyped>;
}

/** An empty draft for a visit today. */
export function emptyDraft(today: string): WalkInDraft {
  return {
    first_name: '',
    last_name: '',
    email: '',
    country: '',
    phone: '',
    city: '',
    destination: '',
    check_in: today,
    check_out: today,
    currency: 'KES',
    guests: {},
    vehicles: {},
    mode_registration: '',
    facilities: [],
    activities: [],
    proofs: {},
  };
}

const blank = (value: string) => value.trim() === '';

/** Field messages of the guest's details at the gate, by field name (empty when all is well). */
export function detailsErrors(draft: WalkInDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(draft.first_name)) errors.first_name = messages.required;
  if (blank(draft.last_name)) errors.last_name = messages.required;
  if (!blank(draft.email) && !draft.email.includes('@')) errors.email = messages.emailInvalid;
  if (blank(draft.country)) errors.country = messages.countryRequired;
  if (blank(draft.phone)) errors.phone = messages.required;
  if (blank(draft.destination)) errors.destination = messages.itemRequired;
  if (blank(draft.check_in)) errors.check_in = messages.required;
  if (blank(draft.check_out)) errors.check_out = messages.required;
  else if (draft.check_out < draft.check_in)
    errors.check_out = 'Check-out cannot be before check-in';
  return errors;
}

/** True when destination, country and both dates are chosen (§4: the residency notice). */
export function hasTripBasics(draft: WalkInDraft): boolean {
  return ![draft.destination, draft.country, draft.check_in, draft.check_out].some(blank);
}

/**
 * Why an accommodation line cannot be added yet (§5: catering type for Pelican House, or any
 * facility with pack or group prices), or null.
 */
export function facilityProblem(
  choice: FacilityChoice,
  facilities: readonly {
    public_id: string;
    group_pricing_status: string;
    pack_prices: readonly unknown[];
  }[],
): string | null {
  if (!choice.public_id) return messages.itemRequired;
  const facility = facilities.find((known) => known.public_id === choice.public_id);
  if (facility && hasPackOrGroupPrices(facility) && !choice.catering_type) {
    return 'Choose the catering type for Pelican House.';
  }
  return null;
}

/** The cart as a staff quote request (no discounts at the gate). */
export function quoteRequestOf(draft: WalkInDraft): QuoteRequestInput {
  return {
    check_in: draft.check_in,
    check_out: draft.check_out,
    currency: draft.currency,
    // Its fee schedules price the conservation and vehicle fees (pricing/fee-schedules.ts).
    destination: draft.destination.trim() || null,
    guests: Object.entries(draft.guests)
      .filter(([, count]) => count > 0)
      .map(([payment_public_id, payment_guests]) => ({ payment_public_id, payment_guests })),
    vehicles: Object.entries(draft.vehicles)
      .filter(([, count]) => count > 0)
      .map(([vehicle_public_id, vehicles]) => ({ vehicle_public_id, vehicles })),
    facilities: draft.facilities.map((facility) => ({
      public_id: facility.public_id,
      adults: facility.adults,
      children: facility.children,
      extra_pax_adults: 0,
      extra_pax_children: 0,
      number_of_rooms: facility.number_of_rooms,
      catering_type: facility.catering_type || null,
    })),
    inventory: draft.activities.map((activity) => ({
      public_id: activity.public_id,
      date: activity.date,
      adults: activity.adults,
      children: activity.children,
      extra_pax_adults: 0,
      extra_pax_children: 0,
      rangers: activity.rangers,
    })),
  };
}

/**
 * The proof rows the draft needs: one per guest of each chosen category that needs proof of
 * residency, with what the clerk typed so far.
 */
export function proofEntriesOf(
  draft: WalkInDraft,
  fees: readonly {
    payment_public_id: string;
    payment_person: string;
    residency: string;
    residency_proof: boolean;
  }[],
): ProofEntry[] {
  return fees
    .filter((fee) => fee.residency_proof && (draft.guests[fee.payment_public_id] ?? 0) > 0)
    .flatMap((fee) =>
      Array.from({ length: draft.guests[fee.payment_public_id] ?? 0 }, (_, index) => {
        const key = `${fee.payment_public_id}-${index + 1}`;
        const typed = draft.proofs[key] ?? {
          proof_point: defaultProofPoint(fee.residency),
          first_name: '',
          last_name: '',
          document_id: '',
        };
        return {
          key,
          payment_public_id: fee.payment_public_id,
          category: fee.payment_person,
          payment_person: `${fee.payment_person} ${index + 1}`,
          ...typed,
        };
      }),
    );
}

/** Proof entries complete enough to appear in the summary (§2.7: names and document id). */
export function completeProofs(entries: readonly ProofEntry[]): ProofEntry[] {
  return entries.filter(
    (entry) => !blank(entry.first_name) && !blank(entry.last_name) && !blank(entry.document_id),
  );
}

/**
 * Why the clerk cannot leave the gate's residency step, in the spec's words; null when they can
 * (§4, §8): it needs the destination, country and dates, and a residency total above zero
 * before a member's entry discount. `quote` is the draft's current quote (null while none).
 */
export function walkInResidencyProblem(
  draft: WalkInDraft,
  quote: (Quote & { member_discount?: { entry: number } }) | null,
): string | null {
  if (!hasTripBasics(draft)) return messages.wizardMissingData;
  // A member's entry discount may take the fees to nothing; the guests still count.
  const residencyTotal = quote
    ? quote.totals.conservation + (quote.member_discount?.entry ?? 0)
    : 0;
  return residencyTotal <= 0 ? messages.residencyTotalZero : null;
}

/**
 * The `POST /gate/v1/walk-ins` body: the cart, the guests' details, the destination and the
 * complete proofs of residency among `proofs` (§2.7, §3.11).
 */
export function walkInBodyOf(draft: WalkInDraft, proofs: readonly ProofEntry[]) {
  const optional = (value: string) => (blank(value) ? undefined : value.trim());
  return {
    ...quoteRequestOf(draft),
    destination: draft.destination,
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    phone: draft.phone.trim(),
    country: draft.country,
    email: optional(draft.email),
    city: optional(draft.city),
    mode_registration: optional(draft.mode_registration),
    proof_of_residency: completeProofs(proofs).map((proof) => ({
      payment_person: proof.category,
      payment_public_id: proof.payment_public_id,
      proof_point: proof.proof_point,
      first_name: proof.first_name.trim(),
      last_name: proof.last_name.trim(),
      document_id: proof.document_id.trim(),
    })),
  };
}
