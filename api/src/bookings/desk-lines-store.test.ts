/**
 * The staff desk's lines kept with a booking: a camping multi-arrivals line holds the site on
 * its nights and keeps its arrivals; an external accommodation line holds its lodge's rooms,
 * with its commission; a lodge's rooms are never sold twice, and availability counts them.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { publicBookingRequestSchema } from '@hifadhi/shared/schemas/booking';
import { staffDeskQuoteRequestSchema } from '@hifadhi/shared/schemas/staff-quote';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { lodgeAvailability } from '../availability/lodge-availability';
import { createCatalogueCache } from '../catalogue/catalogue-cache';
import { bookings } from '../db/schema/bookings';
import { documentTaxes, readDocumentContent } from '../documents/document-content';
import { priceCart } from '../quotes/price-cart';
import { bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { testClock, testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { createBooking } from './create-booking';
import { reserveLodgeRooms } from './desk-lines-store';
import { readBooking } from './read-booking';

const database = useTestDatabase();

/** A staff cart: citizens at Murera in two arrivals, and `rooms` cottages at Mukima Ridge. */
function deskCart(rooms: number, month = '2026-12') {
  return staffDeskQuoteRequestSchema.parse({
    check_in: `${month}-10`,
    check_out: `${month}-13`,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    multi: [
      {
        public_id: 'fac-murera',
        residency: 'citizen',
        arrivals: [
          { start_date: `${month}-10`, end_date: `${month}-11`, adults: 2 },
          { start_date: `${month}-12`, end_date: `${month}-13`, adults: 4, discount: 10 },
        ],
      },
    ],
    external_facilities: [
      {
        public_id: 'esc-mukima',
        rooms,
        parameters: [{ parameter_public_id: 'par-muk-cottage', value: rooms }],
      },
    ],
  });
}

/** Books `cart` as the desk does (createBooking keeps the desk's lines, desk-lines-store.ts). */
async function bookAtDesk(rooms: number, month = '2026-12') {
  const deps = bookingDeps(database.db);
  const cart = deskCart(rooms, month);
  const form = publicBookingRequestSchema.parse(bookingRequest());
  const created = await createBooking(
    deps,
    { ...form, ...cart },
    { source: 'staff', actor: 'test' },
  );
  const { quote } = await priceCart(deps, cart);
  const [booking] = await database.sql`
    select id from bookings where booking_public_id = ${created.booking_public_id}`;
  return { created, quote, bookingId: booking!.id as number };
}

describe('desk lines kept with a booking', () => {
  it('holds the site on each run of nights, keeps the arrivals, and the lodge rooms with their commission', async () => {
    const { created, quote, bookingId } = await bookAtDesk(3);
    // Murera: mandatory 10,000 on each run (10th, 12th) + 2 × 1,000 + 4 × 1,000 less 10 %.
    expect(quote.totals.accommodation).toBe(25600);
    // Mukima: 3 cottages × 18,000 × 3 nights.
    expect(quote.totals.external_accommodation).toBe(162000);
    expect(created.total_cost).toBe(6000 + 25600 + 162000);
    const sites = await database.sql`
      select start_date, end_date, units_held, amount from booking_facilities
      where booking_id = ${bookingId} order by start_date`;
    expect(sites.map((row) => ({ ...row }))).toEqual([
      { start_date: '2026-12-10', end_date: '2026-12-11', units_held: 1, amount: '25600.00' },
      { start_date: '2026-12-12', end_date: '2026-12-13', units_held: 1, amount: '0.00' },
    ]);
    const arrivals = await database.sql`
      select a.start_date, a.adults, a.discount, a.expected_to_pay from booking_camping_arrivals a
      join booking_facilities f on f.id = a.booking_facility_id
      where f.booking_id = ${bookingId} order by a.start_date`;
    expect(arrivals.map((row) => ({ ...row }))).toEqual([
      { start_date: '2026-12-10', adults: 2, discount: null, expected_to_pay: true },
      { start_date: '2026-12-12', adults: 4, discount: '10', expected_to_pay: true },
    ]);
    const [lodgeLine] = await database.sql`
      select lodge_public_id, rooms, amount, commission_percentage, commission_amount,
        analysis_code, holds_until from booking_external_facilities where booking_id = ${bookingId}`;
    expect(lodgeLine).toMatchObject({
      lodge_public_id: 'esc-mukima',
      rooms: 3,
      amount: '162000.00',
      commission_percentage: '10',
      commission_amount: '16200.00',
      analysis_code: '4150-ESC-MUK',
    });
    expect(lodgeLine!.holds_until).not.toBeNull();
  });

  it('reads the escape back among its lines, and its invoice contains the taxes its quote showed', async () => {
    const { created, quote } = await bookAtDesk(1, '2027-03');
    const read = await readBooking(
      { db: database.db, clock: testClock },
      created.booking_public_id,
    );
    expect(read.lines).toContainEqual({
      kind: 'external_accommodation',
      ref: 'esc-mukima',
      description: 'Mukima Ridge Cottages',
      quantity: 1,
      amount: 54000,
    });
    const due = read.lines.reduce((sum, line) => sum + line.amount, 0);
    expect(due).toBe(quote.totals.amount_due);
    const [row] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.booking_public_id, created.booking_public_id));
    const taxes = documentTaxes(
      await readDocumentContent({ db: database.db, clock: testClock }, row!),
    );
    expect({
      exempt: taxes!.exempt.toFixed(2),
      net: taxes!.net.toFixed(2),
      vat: taxes!.vat.toFixed(2),
      catering_levy: taxes!.levy.toFixed(2),
    }).toEqual({
      exempt: quote.taxes!.exempt,
      net: quote.taxes!.net,
      vat: quote.taxes!.vat,
      catering_levy: quote.taxes!.catering_levy,
    });
  });

  it('counts held rooms in availability and refuses a lodge beyond its rooms', async () => {
    await bookAtDesk(3, '2027-02');
    const deps = {
      db: database.db,
      clock: testClock,
      catalogueCache: createCatalogueCache(database.db),
    };
    const before = await lodgeAvailability(deps, '2027-02-11', '2027-02-12');
    expect(before).toContainEqual({ public_id: 'esc-mukima', available_rooms: 1 });
    expect(before).toContainEqual({ public_id: 'esc-lolldaiga', available_rooms: 6 });
    const site = await bookAtDesk(1, '2027-02').catch((error: unknown) => error);
    expect(site).toMatchObject({
      code: 'CAPACITY_EXCEEDED',
      fields: { 'multi.0.public_id': messages.alreadySelectedMaximum('Murera Campsite') },
    });
    const hold = (rooms: number) =>
      database.db.transaction((tx) =>
        reserveLodgeRooms(
          tx,
          [
            {
              index: 0,
              lodge_public_id: 'esc-mukima',
              nights: { from: '2027-02-09', until: '2027-02-12' },
              rooms,
            },
          ],
          testNow,
        ),
      );
    const refused = await hold(2).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'CAPACITY_EXCEEDED',
      fields: {
        'external_facilities.0.public_id': messages.alreadySelectedMaximum('Mukima Ridge Cottages'),
      },
    });
    await expect(hold(1)).resolves.toBeUndefined();
  });

  it('moves the escape and the arrivals with a postponement, and their rooms with them', async () => {
    await seedStaff(database.db);
    const { app } = staffTestApp(database.db);
    const admin = await signInAs(app, 'Administrator');
    const { created } = await bookAtDesk(3, '2027-06');
    const response = await app.request(
      `/api/v1/bookings/${created.booking_public_id}/postpone`,
      postJson({ check_in: '2027-06-20' }, admin),
    );
    expect(response.status).toBe(200);
    const [lodgeLine] = await database.sql`
      select start_date, end_date, holds_until from booking_external_facilities e
      join bookings b on b.id = e.booking_id where b.booking_public_id = ${created.booking_public_id}`;
    expect(lodgeLine).toMatchObject({ start_date: '2027-06-20', end_date: '2027-06-23' });
    expect(lodgeLine!.holds_until).not.toBeNull();
    const arrivals = await database.sql`
      select a.start_date from booking_camping_arrivals a
      join booking_facilities f on f.id = a.booking_facility_id
      join bookings b on b.id = f.booking_id
      where b.booking_public_id = ${created.booking_public_id} order by a.start_date`;
    expect(arrivals.map((row) => row.start_date)).toEqual(['2027-06-20', '2027-06-22']);
    const deps = {
      db: database.db,
      clock: testClock,
      catalogueCache: createCatalogueCache(database.db),
    };
    const rooms = async (from: string, to: string) =>
      (await lodgeAvailability(deps, from, to)).find((lodge) => lodge.public_id === 'esc-mukima');
    expect(await rooms('2027-06-10', '2027-06-13')).toMatchObject({ available_rooms: 4 });
    expect(await rooms('2027-06-20', '2027-06-23')).toMatchObject({ available_rooms: 1 });
  });
});
