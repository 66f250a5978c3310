/**
 * The lists and filters of `GET /bookings` on a set of generated bookings, one for each case a
 * list tells apart (today is 2026-11-21 in Nairobi).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let admin: string;
let partner: string;
/** Booking label → public id. */
const ids: Record<string, string> = {};
/** Public id → label. */
const labels = new Map<string, string>();

type Request = Parameters<typeof bookingRequest>[0];

async function add(label: string, request: Request, changes: Record<string, unknown> = {}) {
  const booked = await book(bookingDeps(database.db), bookingRequest(request));
  ids[label] = booked.booking_public_id;
  labels.set(booked.booking_public_id, label);
  if (Object.keys(changes).length > 0) {
    await database.sql`update bookings set ${database.sql(changes)}
      where booking_public_id = ${booked.booking_public_id}`;
  }
}

const stay = (check_in: string, check_out: string) => ({ check_in, check_out, facilities: [] });

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  admin = await signInAs(app, 'Administrator');
  partner = await signInAs(app, 'Partner');

  await add('arriving', {
    ...stay('2026-11-21', '2026-11-22'),
    guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 1 }],
  });
  await add('on_site', stay('2026-11-25', '2026-11-26'), {
    booking_status: 'confirmed',
    check_in: '2026-11-20',
    check_out: '2026-11-22',
    country: 'GB',
  });
  await add('overstaying', stay('2026-11-25', '2026-11-26'), {
    booking_status: 'checked_in',
    check_in: '2026-11-18',
    check_out: '2026-11-20',
  });
  await add('leaving', stay('2026-11-25', '2026-11-26'), {
    booking_status: 'checked_in',
    check_in: '2026-11-19',
    check_out: '2026-11-21',
    source: 'gate',
  });
  await add('left', stay('2026-11-25', '2026-11-26'), { booking_status: 'checked_out' });
  await add('deleted', stay('2026-11-25', '2026-11-26'));
  await app.request(`/api/v1/bookings/${ids.deleted}`, {
    method: 'DELETE',
    headers: bearer(admin),
    body: JSON.stringify({ reason: 'Duplicate' }),
  });
  await add('alerted', {
    ...stay('2026-12-01', '2026-12-02'),
    guests: [
      { payment_public_id: 'cf-nr-a', payment_guests: 3 },
      { payment_public_id: 'cf-nr-c', payment_guests: 2 },
    ],
  });
  await add('alerted_ticketed', bookingRequest(), {
    partner_public_id: 'ptn-savanna',
    destination_public_id: 'dst-research',
  });
  await app.request(
    `/api/v1/bookings/${ids.alerted_ticketed}/foc`,
    postJson({ reason: 'Board' }, admin),
  );
  await add('proofs', stay('2026-12-03', '2026-12-04'), {
    booking_type: 'group',
    group_booking_type_public_id: '8D7E6504',
  });
  await database.sql`
    insert into booking_alerts (booking_id, note, created_by)
    select id, 'Check the vehicle registration', 'test' from bookings
    where booking_public_id in ${database.sql([ids.alerted!, ids.alerted_ticketed!])}`;
  await database.sql`
    insert into booking_residency_proofs (booking_id, payment_public_id, proof_point, first_name,
      last_name, document_id)
    select id, 'cf-nr-a', 'passport', 'Ada', 'Lovelace', 'P1234567' from bookings
    where booking_public_id = ${ids.proofs!}`;
  const [member] = await database.sql`
    insert into members (member_reference_number, member_setting, residence, household_type,
      title, first_name, sur_name, gender_id, dob, email, code, tel_number, postal_address,
      postal_code, town, amount, currency, registration_date)
    values ('AB12CD', 'ms-cit-couple', 'citizen', 'couple', 'Ms.', 'Achieng', 'Odhiambo', 'f',
      '1990-01-01', 'achieng@example.com', 'KE', '+254711000000', 'PO Box 1', '10400',
      'Nanyuki', 5000, 'KES', '2026-01-01')
    returning public_id`;
  await database.sql`update bookings set member_public_id = ${member!.public_id}
    where booking_public_id = ${ids.left!}`;
  await database.sql`
    insert into booking_activities (booking_id, activity_public_id, date, participants, amount)
    select id, 'act-lion', '2026-12-03', 1, 0 from bookings
    where booking_public_id = ${ids.proofs!}`;
});

async function listed(query: string, token = admin): Promise<string[]> {
  const response = await app.request(`/api/v1/bookings?${query}`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  const page = (await response.json()) as { total: number; data: { booking_public_id: string }[] };
  expect(page.total).toBe(page.data.length);
  return page.data.map((booking) => labels.get(booking.booking_public_id)!).sort();
}

describe('the booking lists', () => {
  it('lists each of the contract, deleted bookings only in their own', async () => {
    const lists: Record<string, string[]> = {
      all: [
        'alerted',
        'alerted_ticketed',
        'arriving',
        'leaving',
        'left',
        'on_site',
        'overstaying',
        'proofs',
      ],
      confirmed: ['alerted_ticketed', 'on_site'],
      unconfirmed: ['alerted', 'arriving', 'proofs'],
      checked_in: ['leaving', 'overstaying'],
      checked_out: ['left'],
      overstays: ['overstaying'],
      today_check_in: ['arriving'],
      today_check_out: ['leaving'],
      inspection: ['leaving', 'on_site', 'overstaying'],
      alerted: ['alerted', 'alerted_ticketed'],
      unticketed_alerted: ['alerted'],
      residency_proofs: ['proofs'],
      deleted: ['deleted'],
    };
    for (const [list, expected] of Object.entries(lists)) {
      expect({ list, labels: await listed(`list=${list}&items=100`) }).toEqual({
        list,
        labels: expected,
      });
    }
  });

  it('shows a deferred payment on its booking', async () => {
    await app.request(
      `/api/v1/bookings/${ids.arriving}/defer-payment`,
      postJson({ until: '2026-11-28', reason: 'Company pays on invoice' }, admin),
    );
    const response = await app.request('/api/v1/bookings?list=today_check_in', {
      headers: bearer(admin),
    });
    expect((await response.json()).data[0]).toMatchObject({
      booking_public_id: ids.arriving,
      payment_deferred_until: '2026-11-28',
      guest_total: 1,
    });
  });

  it('pages a list: total, page and items', async () => {
    const response = await app.request('/api/v1/bookings?list=all&items=3&page=3', {
      headers: bearer(admin),
    });
    const page = await response.json();
    expect(page).toMatchObject({ page: 3, items: 3, total: 8 });
    expect(page.data).toHaveLength(2);
  });

  it('applies the filters of staff-booking.md §2.9', async () => {
    const filters: Record<string, string[]> = {
      'guests=1': ['arriving'],
      'guests=2&list=unconfirmed': ['proofs'],
      'guests=3&list=unconfirmed': ['arriving', 'proofs'],
      'guests=5&list=unconfirmed': ['alerted', 'arriving', 'proofs'],
      'booking_status=checked_in': ['leaving', 'overstaying'],
      'booking_payment_status=FOC': ['alerted_ticketed'],
      'booking_type=8D7E6504': ['proofs'],
      'source=gate': ['leaving'],
      'partner=ptn-savanna': ['alerted_ticketed'],
      'partner_type=6bac8c28': ['alerted_ticketed'],
      'destination=dst-research': ['alerted_ticketed'],
      'membership_level=ms-cit-couple': ['left'],
      'membership_level=ms-cit-ind': [],
      'country=gb': ['on_site'],
      'guest_type=cf-nr-c': ['alerted'],
      'facility=fac-stables': ['alerted_ticketed'],
      'activity=act-lion': ['proofs'],
      'from=2026-12-01&to=2026-12-03': ['alerted', 'proofs'],
      'to=2026-11-19': ['leaving', 'overstaying'],
      'search=Kamau&list=confirmed': ['alerted_ticketed', 'on_site'],
    };
    for (const [query, expected] of Object.entries(filters)) {
      expect({ query, labels: await listed(`${query}&items=100`) }).toEqual({
        query,
        labels: expected,
      });
    }
  });

  it("keeps a partner user to its own institution's bookings in every list", async () => {
    expect(await listed('list=all', partner)).toEqual(['alerted_ticketed']);
    expect(await listed('list=alerted', partner)).toEqual(['alerted_ticketed']);
    expect(await listed('list=overstays', partner)).toEqual([]);
  });

  it('refuses an unknown list or filter value with 400', async () => {
    for (const query of ['list=everything', 'guests=4', 'from=2026-13-01', 'booking_type=X']) {
      const response = await app.request(`/api/v1/bookings?${query}`, { headers: bearer(admin) });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
  });
});
