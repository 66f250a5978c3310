/**
 * A fee schedule can be corrected (`PATCH /fee-schedules/{public_id}`) at any time: new quotes
 * use the correction, a booking made before keeps its figures; the edit is checked as an add is,
 * logged, refused on a deleted schedule and to staff without the fee's feature. The clock is the
 * test clock (2026-11-21 in Nairobi).
 * spec: staff-booking.md §7 (get_newly_scheduled_pricing); membership-backoffice.md §2.5
 * (conservation-fees), §4; docs/pricing.md §Fee schedules by destination and day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from '../test/booking-fixtures';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.93.0');
const { database, call, publicly } = settings;

const stay = { check_in: '2027-03-05', check_out: '2027-03-05', destination: 'dst-research' };
const twoAdults = [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }];

/** The public quote's conservation amount for two citizen adults on the stay. */
async function quotedAdults(): Promise<number> {
  const response = await publicly('/public/quotes', {
    ...stay,
    currency: 'KES',
    guests: twoAdults,
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.lines.find((line: { ref: string }) => line.ref === 'cf-cit-a')?.amount;
}

describe('editing a fee schedule', () => {
  let scheduleId = '';
  let bookingRef = '';

  beforeAll(async () => {
    // Citizen adults pay 2,500 a day at the research centre from 1 March 2027 (a typo: 3,000
    // was meant), and a visitor books two for 5 March before it is corrected.
    const added = await call('POST', '/fee-schedules', {
      fee_kind: 'conservation',
      fee_public_id: 'cf-cit-a',
      destination_public_id: 'dst-research',
      effective_from: '2027-03-01',
      amount: '2500',
      currency: 'KES',
    });
    expect(added.status).toBe(201);
    scheduleId = added.body.public_id;
    const booked = await publicly(
      '/public/bookings',
      bookingRequest({ ...stay, guests: twoAdults, facilities: [], email: 'typo@example.com' }),
    );
    const body = await booked.json();
    expect(booked.status, JSON.stringify(body)).toBe(201);
    bookingRef = body.booking_ref_code;
  });

  it('corrects the amount: new quotes use it, the booking made before keeps its figures', async () => {
    expect(await quotedAdults()).toBe(5000);
    const edited = await call('PATCH', `/fee-schedules/${scheduleId}`, { amount: '3000' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      public_id: scheduleId,
      amount: '3000',
      effective_from: '2027-03-01',
      destination_public_id: 'dst-research',
      deleted: false,
    });
    expect(await quotedAdults()).toBe(6000);
    const [booking] = await database.sql`
      select b.total_cost, g.amount from bookings b
      join booking_guests g on g.booking_id = b.id
      where b.booking_ref_code = ${bookingRef}`;
    // 2 × 2,500 and the fixture's 6-seater at the catalogue's 500
    expect(Number(booking?.total_cost)).toBe(5500);
    expect(Number(booking?.amount)).toBe(5000);
    const [change] = await database.sql`
      select before->>'amount' as before, after->>'amount' as after from staff_changes
      where entity = 'fee_schedule' and entity_id = ${scheduleId} order by id desc limit 1`;
    expect(change).toEqual({ before: '2500', after: '3000' });
  });

  it('moves the date: the stay before the new date is priced at the catalogue amount', async () => {
    const edited = await call('PATCH', `/fee-schedules/${scheduleId}`, {
      effective_from: '2027-03-06',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await quotedAdults()).toBe(3000);
    expect(
      (await call('PATCH', `/fee-schedules/${scheduleId}`, { effective_from: '2027-03-01' }))
        .status,
    ).toBe(200);
    expect(await quotedAdults()).toBe(6000);
  });

  it('refuses bad input as an add does, with 400 and the field', async () => {
    const nothing = await call('PATCH', `/fee-schedules/${scheduleId}`, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toContain('Nothing to change');
    const badAmount = await call('PATCH', `/fee-schedules/${scheduleId}`, { amount: '-5' });
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.fields).toHaveProperty('amount');
    const place = await call('PATCH', `/fee-schedules/${scheduleId}`, {
      destination_public_id: 'dst-nowhere',
    });
    expect(place.status).toBe(400);
    expect(place.body).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
      fields: { destination_public_id: 'Unknown destination: dst-nowhere' },
    });
    const kind = await call('PATCH', `/fee-schedules/${scheduleId}`, { fee_kind: 'vehicle' });
    expect(kind.status).toBe(400);
    expect(await quotedAdults()).toBe(6000);
  });

  it('answers 404 for an unknown schedule and 403 to staff without the fee feature', async () => {
    expect(
      (await call('PATCH', '/fee-schedules/00000000-0000-4000-8000-000000000000', { amount: '1' }))
        .status,
    ).toBe(404);
    const clerk = await call(
      'PATCH',
      `/fee-schedules/${scheduleId}`,
      { amount: '1' },
      'Gate Clerk',
    );
    expect(clerk.status).toBe(403);
    expect(await quotedAdults()).toBe(6000);
  });

  it('refuses to edit a deleted schedule until it is restored', async () => {
    expect((await call('DELETE', `/fee-schedules/${scheduleId}`)).status).toBe(200);
    const refused = await call('PATCH', `/fee-schedules/${scheduleId}`, { amount: '3500' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This schedule is deleted: restore it before editing it');
    expect((await call('POST', `/fee-schedules/${scheduleId}/restore`)).status).toBe(200);
    expect(await quotedAdults()).toBe(6000);
  });
});
