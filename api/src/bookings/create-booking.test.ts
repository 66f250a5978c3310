import { DomainError } from '@hifadhi/shared/errors';
import { describe, expect, it } from 'vitest';
import { book, bookingDeps, bookingRequest, bookingRowCounts } from '../test/booking-fixtures';
import { testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { REF_CODE_ALPHABET } from './booking-ref-code';

describe('createPublicBooking', () => {
  const database = useTestDatabase();

  it('writes the booking held for 30 minutes, priced on the server, with every line', async () => {
    const created = await book(
      bookingDeps(database.db),
      bookingRequest({
        inventory: [
          {
            public_id: 'act-lion',
            date: '2026-12-11',
            adults: 2,
            residency_adults: 'non_resident',
            pick_up_location: 'pu-main-gate',
          },
        ],
        donations: [{ amount: '1000', currency: 'KES', cause: 'cause-rhino' }],
        proof_of_residency: [
          {
            payment_person: 'Non-Resident Adult',
            payment_public_id: 'cf-nr-a',
            proof_point: 'Passport',
            first_name: 'Wanjiku',
            last_name: 'Kamau',
            document_id: 'A1234567',
          },
        ],
        entry_mode: 'em-road',
        entry_point: 'gate-main',
        mode_registration: 'KDA 123A',
      }),
    );
    // Stables trip 48,160 + Lion Tracking 2 × USD 75 × 131 = 19,650; donation 1,000.
    expect(created).toEqual({
      booking_public_id: expect.any(String),
      booking_ref_code: expect.stringMatching(new RegExp(`^[${REF_CODE_ALPHABET}]{8}$`)),
      currency: 'KES',
      total_cost: 67810,
      booking_payment_balance: 68810,
      booking_payment_status: 'Unpaid',
      hold_expires_at: new Date(testNow.getTime() + 30 * 60_000).toISOString(),
    });

    const [booking] = await database.sql`
      select * from bookings where booking_public_id = ${created.booking_public_id}`;
    expect(booking).toMatchObject({
      booking_ref_code: created.booking_ref_code,
      source: 'public',
      booking_status: 'held',
      booking_payment_status: 'Unpaid',
      currency: 'KES',
      first_name: 'Wanjiku',
      entry_mode_public_id: 'em-road',
      entry_point: 'gate-main',
      mode_registration: 'KDA 123A',
      currency_buying_rate_at_time: '1',
      currency_selling_rate_at_time: '1',
      total_cost: '67810.00',
      amount_due: '68810.00',
      booking_payment_balance: '68810.00',
    });
    const id = booking!.id;
    expect(
      await database.sql`select payment_public_id, payment_guests, amount from booking_guests where booking_id = ${id}`,
    ).toEqual([{ payment_public_id: 'cf-nr-a', payment_guests: 2, amount: '26200.00' }]);
    expect(
      await database.sql`select vehicle_public_id, vehicles, amount from booking_vehicles where booking_id = ${id}`,
    ).toEqual([{ vehicle_public_id: 'vf-6', vehicles: 1, amount: '1000.00' }]);
    expect(
      await database.sql`
        select facility_public_id, start_date::text, end_date::text, units_held, residency, amount
        from booking_facilities where booking_id = ${id}`,
    ).toEqual([
      {
        facility_public_id: 'fac-stables',
        start_date: '2026-12-10',
        end_date: '2026-12-12',
        units_held: 1,
        residency: 'non_resident',
        amount: '20960.00',
      },
    ]);
    expect(
      await database.sql`
        select activity_public_id, date::text, participants, pick_up_location, cost_per_adult, amount
        from booking_activities where booking_id = ${id}`,
    ).toEqual([
      {
        activity_public_id: 'act-lion',
        date: '2026-12-11',
        participants: 2,
        pick_up_location: 'pu-main-gate',
        cost_per_adult: '9825.00',
        amount: '19650.00',
      },
    ]);
    expect(
      await database.sql`select payment_public_id, proof_point, document_id from booking_residency_proofs where booking_id = ${id}`,
    ).toEqual([{ payment_public_id: 'cf-nr-a', proof_point: 'Passport', document_id: 'A1234567' }]);
    expect(
      await database.sql`select cause_public_id, currency, amount, booking_amount from booking_donations where booking_id = ${id}`,
    ).toEqual([
      {
        cause_public_id: 'cause-rhino',
        currency: 'KES',
        amount: '1000.00',
        booking_amount: '1000.00',
      },
    ]);
    const events = await database.sql`
      select type, actor, payload from booking_events where booking_id = ${id}`;
    expect(events).toEqual([
      {
        type: 'created',
        actor: 'public',
        payload: expect.objectContaining({
          booking_ref_code: created.booking_ref_code,
          total_cost: 67810,
          amount_due: 68810,
        }),
      },
    ]);
  });

  it('keeps the USD rates in force on a USD booking (buy 128.00, sell 131.00)', async () => {
    const created = await book(
      bookingDeps(database.db),
      bookingRequest({ currency: 'USD', check_in: '2026-12-14', check_out: '2026-12-16' }),
    );
    expect(created).toMatchObject({ currency: 'USD', total_cost: 368 });
    const [booking] = await database.sql`
      select currency_buying_rate_at_time, currency_selling_rate_at_time from bookings
      where booking_public_id = ${created.booking_public_id}`;
    expect(booking).toEqual({
      currency_buying_rate_at_time: '128.00',
      currency_selling_rate_at_time: '131.00',
    });
  });

  it('takes 10% off every line with the promo code KARIBU10 and stores the code', async () => {
    const created = await book(
      bookingDeps(database.db),
      bookingRequest({ check_in: '2026-12-18', check_out: '2026-12-20', promo_code: 'karibu10' }),
    );
    // 26,200 × 0.9 = 23,580; 1,000 × 0.9 = 900; 20,960 × 0.9 = 18,864.
    expect(created.total_cost).toBe(23580 + 900 + 18864);
    const [booking] = await database.sql`
      select promo_code from bookings where booking_public_id = ${created.booking_public_id}`;
    expect(booking).toEqual({ promo_code: 'KARIBU10' });
  });

  it('draws another reference code when the first is taken', async () => {
    const first = await book(
      bookingDeps(database.db),
      bookingRequest({ check_in: '2026-12-22', check_out: '2026-12-23' }),
    );
    const codes = [first.booking_ref_code, 'ZZ22ZZ22'];
    const second = await book(
      bookingDeps(database.db, { newRefCode: () => codes.shift() ?? 'unused' }),
      bookingRequest({ check_in: '2026-12-22', check_out: '2026-12-23' }),
    );
    expect(second.booking_ref_code).toBe('ZZ22ZZ22');
    expect(codes).toEqual([]);
  });

  it('leaves nothing behind when the transaction fails after writing rows', async () => {
    const before = await bookingRowCounts(database);
    // The `created` event is written last: make Postgres refuse it, after the booking and
    // its lines were inserted in the same transaction.
    await database.sql.unsafe(`
      create function refuse_created_event() returns trigger language plpgsql as $$
      begin raise exception 'event store unavailable'; end; $$;
      create trigger refuse_created_event before insert on booking_events
      for each row when (new.type = 'created') execute function refuse_created_event();`);
    try {
      const failure = await book(
        bookingDeps(database.db),
        bookingRequest({
          check_in: '2026-12-26',
          check_out: '2026-12-28',
          inventory: [{ public_id: 'act-night-drive', date: '2026-12-27', adults: 8 }],
        }),
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).cause).toMatchObject({ message: 'event store unavailable' });
    } finally {
      await database.sql.unsafe(`
        drop trigger refuse_created_event on booking_events;
        drop function refuse_created_event();`);
    }
    expect(await bookingRowCounts(database)).toEqual(before);
    // The night drive's 8 slots were never taken: a booking for all of them goes through.
    await expect(
      book(
        bookingDeps(database.db),
        bookingRequest({
          check_in: '2026-12-26',
          check_out: '2026-12-28',
          inventory: [{ public_id: 'act-night-drive', date: '2026-12-27', adults: 8 }],
        }),
      ),
    ).resolves.toMatchObject({ booking_payment_status: 'Unpaid' });
  });

  it('refuses a check-in before today in Nairobi and writes nothing', async () => {
    const before = await bookingRowCounts(database);
    const refused = book(
      bookingDeps(database.db),
      bookingRequest({ check_in: '2026-11-20', check_out: '2026-11-22', facilities: [] }),
    );
    await expect(refused).rejects.toThrow(DomainError);
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { check_in: 'Check-in cannot be before today' },
    });
    expect(await bookingRowCounts(database)).toEqual(before);
  });

  it('accepts a check-in today (2026-11-21 in Nairobi)', async () => {
    await expect(
      book(
        bookingDeps(database.db),
        bookingRequest({ check_in: '2026-11-21', check_out: '2026-11-21', facilities: [] }),
      ),
    ).resolves.toMatchObject({ total_cost: 26200 + 500 });
  });
});
