/**
 * The walk-in wizard's rules: when the residency step stops the clerk and with which of the spec's
 * messages, the proof rows a cart needs, and the body the gate service receives.
 */
import { messages } from '@hifadhi/shared/messages';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { describe, expect, it } from 'vitest';
import {
  completeProofs,
  detailsErrors,
  emptyDraft,
  facilityProblem,
  proofEntriesOf,
  quoteRequestOf,
  walkInBodyOf,
  walkInResidencyProblem,
} from './walk-in-draft';

const today = '2026-11-21';
const fees = [
  {
    payment_public_id: 'cf-res-a',
    payment_person: 'East African Resident Adult',
    residency: 'resident',
    residency_proof: true,
  },
  {
    payment_public_id: 'cf-nr-a',
    payment_person: 'Non-Resident Adult',
    residency: 'non_resident',
    residency_proof: false,
  },
];

function quoteWithConservation(conservation: number): Quote {
  return {
    currency: 'KES',
    nights: 0,
    conservation_days: 1,
    vehicle_days: 1,
    lines: [],
    rates: {},
    totals: {
      conservation,
      vehicles: 0,
      accommodation: 0,
      external_accommodation: 0,
      activities: 0,
      donations: 0,
      grand_total: conservation,
      amount_due: conservation,
    },
  };
}

const trip = {
  ...emptyDraft(today),
  first_name: 'Baraka',
  last_name: 'Mutua',
  country: 'KE',
  phone: '+254733000444',
  destination: 'dst-main',
};

describe('the walk-in wizard', () => {
  it('holds the residency step until the destination, country and dates are chosen', () => {
    const noDestination = { ...trip, destination: '' };
    expect(walkInResidencyProblem(noDestination, quoteWithConservation(3000))).toBe(
      messages.wizardMissingData,
    );
    expect(walkInResidencyProblem({ ...trip, country: '' }, null)).toBe(messages.wizardMissingData);
  });

  it('holds the residency step while the residency total is zero', () => {
    expect(walkInResidencyProblem(trip, quoteWithConservation(0))).toBe(
      messages.residencyTotalZero,
    );
    expect(walkInResidencyProblem(trip, null)).toBe(messages.residencyTotalZero);
    expect(walkInResidencyProblem(trip, quoteWithConservation(3000))).toBeNull();
  });

  it("lets a member's 100% entry discount take the residency fees to nothing", () => {
    const memberQuote = {
      ...quoteWithConservation(0),
      member_discount: { entry: 3000 },
    };
    expect(walkInResidencyProblem(trip, memberQuote)).toBeNull();
  });

  it("marks the guest details' missing fields with the spec's messages", () => {
    expect(detailsErrors(emptyDraft(today))).toEqual({
      first_name: messages.required,
      last_name: messages.required,
      country: messages.countryRequired,
      phone: messages.required,
      destination: messages.itemRequired,
    });
    expect(detailsErrors({ ...trip, email: 'baraka.example.com' })).toEqual({
      email: messages.emailInvalid,
    });
    expect(detailsErrors(trip)).toEqual({});
  });

  it('asks proof for each guest of a category that needs it, and lists only complete ones', () => {
    const draft = {
      ...trip,
      guests: { 'cf-res-a': 2, 'cf-nr-a': 1 },
      proofs: {
        'cf-res-a-1': {
          proof_point: 'Residence permit',
          first_name: 'Baraka',
          last_name: 'Mutua',
          document_id: '3300',
        },
      },
    };
    const entries = proofEntriesOf(draft, fees);
    expect(entries.map((entry) => entry.payment_person)).toEqual([
      'East African Resident Adult 1',
      'East African Resident Adult 2',
    ]);
    // A resident is first offered the Alien ID as the document shown.
    expect(entries.map((entry) => entry.proof_point)).toEqual(['Residence permit', 'Alien ID']);
    expect(completeProofs(entries).map((entry) => entry.key)).toEqual(['cf-res-a-1']);
    // Only the complete proof is sent, named by its guest category (§2.7, §3.11).
    expect(walkInBodyOf(draft, entries).proof_of_residency).toEqual([
      {
        payment_person: 'East African Resident Adult',
        payment_public_id: 'cf-res-a',
        proof_point: 'Residence permit',
        first_name: 'Baraka',
        last_name: 'Mutua',
        document_id: '3300',
      },
    ]);
  });

  it('adds Pelican House (or any house with pack or group prices) only with a catering type', () => {
    const facilities = [
      { public_id: 'fac-pelican', group_pricing_status: 'true', pack_prices: [{}] },
      { public_id: 'fac-stables', group_pricing_status: 'false', pack_prices: [] },
      { public_id: 'fac-heron', group_pricing_status: 'false', pack_prices: [{}] },
    ];
    const pelican = {
      line_id: 'line-a',
      public_id: 'fac-pelican',
      adults: 6,
      children: 2,
      number_of_rooms: 1,
      catering_type: '',
    };
    expect(facilityProblem(pelican, facilities)).toBe(
      'Choose the catering type for Pelican House.',
    );
    expect(facilityProblem({ ...pelican, public_id: 'fac-stables' }, facilities)).toBeNull();
    expect(facilityProblem({ ...pelican, public_id: 'fac-heron' }, facilities)).toBe(
      'Choose the catering type for Pelican House.',
    );
    expect(facilityProblem({ ...pelican, public_id: '' }, facilities)).toBe(messages.itemRequired);
    const chosen = { ...pelican, catering_type: '9a9a77eb' };
    expect(facilityProblem(chosen, facilities)).toBeNull();
    expect(quoteRequestOf({ ...trip, facilities: [chosen] }).facilities).toEqual([
      expect.objectContaining({ public_id: 'fac-pelican', catering_type: '9a9a77eb' }),
    ]);
  });

  it('prices a ranger activity by its rangers', () => {
    const walk = {
      line_id: 'line-b',
      public_id: 'act-ranger-walk',
      date: today,
      adults: 0,
      children: 0,
      rangers: 2,
    };
    expect(quoteRequestOf({ ...trip, activities: [walk] }).inventory).toEqual([
      expect.objectContaining({ public_id: 'act-ranger-walk', rangers: 2, adults: 0 }),
    ]);
  });

  it('prices only the chosen lines and sends the destination with the guest', () => {
    const draft = {
      ...trip,
      email: '  ',
      mode_registration: 'KDA 123A',
      guests: { 'cf-res-a': 1, 'cf-nr-a': 0 },
      vehicles: { 'vf-6': 1 },
    };
    expect(quoteRequestOf({ ...draft, destination: 'dst-research' }).destination).toBe(
      'dst-research',
    );
    expect(quoteRequestOf(draft)).toMatchObject({
      check_in: today,
      check_out: today,
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-res-a', payment_guests: 1 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      facilities: [],
      inventory: [],
    });
    const body = walkInBodyOf(draft, []);
    expect(body).toMatchObject({
      destination: 'dst-main',
      first_name: 'Baraka',
      country: 'KE',
      mode_registration: 'KDA 123A',
    });
    expect(body.email).toBeUndefined();
  });
});
