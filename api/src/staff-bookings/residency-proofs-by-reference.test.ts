/**
 * `GET /booking-references/{booking_ref_code}/residency-proofs` over HTTP on Postgres: a previous
 * booking's proofs in the order given with each guest category and residency, the reference in
 * any letter case; 404 for an unknown reference and for another institution's booking asked
 * by a partner user; 403 to a role without a booking wizard.
 *
 * spec: staff-booking.md §2.7, §3.11.
 */
import { messages } from '@hifadhi/shared/messages';
import { describe, expect, it } from 'vitest';
import { bearer } from '../auth/test-staff';
import { cart, gatePass, useStaffBookingTest } from './staff-booking-test-support';

const s = useStaffBookingTest();

/** Two citizen adults with their proofs, for `partner` when given, made with `token`. */
async function citizensBooked(token?: string, partner?: string): Promise<string> {
  const request = {
    ...cart({
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      facilities: [],
      ...(partner ? { partner } : {}),
    }),
    ...gatePass(),
    proof_of_residency: [
      {
        payment_person: 'Citizen Adult',
        payment_public_id: 'cf-cit-a',
        proof_point: 'National ID',
        first_name: 'Wanjiku',
        last_name: 'Kamau',
        document_id: '23456789',
      },
      {
        payment_person: 'Citizen Adult',
        payment_public_id: 'cf-cit-a',
        proof_point: 'East African passport',
        first_name: 'Otieno',
        last_name: 'Kamau',
        document_id: 'AK1234567',
      },
    ],
  };
  const { status, body } = await s.t.create(request, token);
  expect({ status, error: status === 201 ? null : body }).toEqual({ status: 201, error: null });
  return body.booking_ref_code;
}

async function proofsOf(reference: string, token: string) {
  const response = await s.t.app.request(
    `/api/v1/booking-references/${encodeURIComponent(reference)}/residency-proofs`,
    { headers: bearer(token) },
  );
  return { status: response.status, body: await response.json() };
}

describe('GET /booking-references/{ref}/residency-proofs', () => {
  it('lists a booking’s proofs in the order given, with category and residency, in any case', async () => {
    const reference = await citizensBooked();
    const { status, body } = await proofsOf(
      ` ${reference.toLowerCase()} `,
      s.t.tokens['Gate Clerk']!,
    );
    expect(status).toBe(200);
    expect(body.booking_ref_code).toBe(reference);
    expect(
      body.proofs.map(
        ({ residency_proof_public_id: _id, ...proof }: Record<string, string>) => proof,
      ),
    ).toEqual([
      {
        payment_public_id: 'cf-cit-a',
        payment_person: 'Citizen Adult',
        residency: 'citizen',
        proof_point: 'National ID',
        first_name: 'Wanjiku',
        last_name: 'Kamau',
        document_id: '23456789',
      },
      {
        payment_public_id: 'cf-cit-a',
        payment_person: 'Citizen Adult',
        residency: 'citizen',
        proof_point: 'East African passport',
        first_name: 'Otieno',
        last_name: 'Kamau',
        document_id: 'AK1234567',
      },
    ]);
  });

  it('answers 404 Booking not found for an unknown reference', async () => {
    expect(await proofsOf('NOSUCHREF', s.t.tokens.Administrator!)).toEqual({
      status: 404,
      body: expect.objectContaining({
        code: 'BOOKING_NOT_FOUND',
        message: messages.bookingNotFound,
      }),
    });
  });

  it('shows a partner user its own institution’s bookings only (another’s is 404)', async () => {
    const partner = s.t.tokens.Partner!;
    const own = await citizensBooked(partner);
    const ownProofs = await proofsOf(own, partner);
    expect(ownProofs.status).toBe(200);
    expect(ownProofs.body.proofs).toHaveLength(2);
    const acacias = await citizensBooked(undefined, 'ptn-acacia');
    expect((await proofsOf(acacias, partner)).status).toBe(404);
    const walkUp = await citizensBooked();
    expect((await proofsOf(walkUp, partner)).status).toBe(404);
  });

  it('is refused (403) to a role without a booking wizard', async () => {
    const reference = await citizensBooked();
    expect((await proofsOf(reference, s.t.tokens['Inspection Ranger']!)).status).toBe(403);
  });
});
