/**
 * POST /quotes with the staff desk's own lines and rules: camping multi-arrivals, external
 * accommodation at partner lodges, school conservation fee rates, and the taxes every quote
 * carries (the public quote too). The figures are docs/pricing.md's worked examples, computed
 * by hand there.
 */
import { messages } from '@hifadhi/shared/messages';
import { campingOnlyMessage } from '@hifadhi/shared/pricing/multi-arrivals-line';
import { deskWorkedExamples, workedExample } from '@hifadhi/shared/pricing/worked-examples';
import type { StaffDeskQuoteRequestInput } from '@hifadhi/shared/schemas/staff-quote';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { staffBookingMessages } from '../staff-bookings/staff-booking-messages';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let clerk: string;

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  clerk = await signInAs(app, 'Gate Clerk');
});

async function post(body: unknown, path = '/api/v1/quotes') {
  const response = await app.request(path, postJson(body, clerk));
  return { status: response.status, body: await response.json() };
}

const [multiExample, escapeExample, schoolExample] = deskWorkedExamples;
const murera = (
  arrivals: { start_date: string; end_date: string; adults: number }[],
): StaffDeskQuoteRequestInput => ({
  check_in: '2026-12-10',
  check_out: '2026-12-14',
  multi: [{ public_id: 'fac-murera', residency: 'citizen', arrivals }],
});

describe('POST /quotes prices the desk’s lines', () => {
  it.each(deskWorkedExamples)(
    '$name',
    async ({ request, lines, grandTotal, externalAccommodation, taxes }) => {
      const { status, body } = await post(request);
      expect(status).toBe(200);
      expect(
        body.lines.map((line: { description: string; amount: number }) => [
          line.description,
          line.amount,
        ]),
      ).toEqual(lines);
      expect(body.totals.grand_total).toBe(grandTotal);
      expect(body.totals.external_accommodation).toBe(externalAccommodation);
      if (taxes) expect(body.taxes).toEqual(taxes);
    },
  );

  it('combines the multi-arrivals into one camping line with their adults and children', async () => {
    const { body } = await post(multiExample!.request);
    expect(body.lines).toEqual([
      {
        kind: 'accommodation',
        ref: 'fac-murera',
        description: 'Murera Campsite (multi-arrivals)',
        quantity: 1,
        adults: 16,
        children: 4,
        amount: 50800,
      },
    ]);
    expect(body.totals.accommodation).toBe(50800);
  });

  it('refuses arrivals that overfill a night of the site, naming the arrival', async () => {
    const { status, body } = await post(
      murera([
        { start_date: '2026-12-10', end_date: '2026-12-12', adults: 15 },
        { start_date: '2026-12-11', end_date: '2026-12-13', adults: 6 },
      ]),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'ROOM_CAPACITY_EXCEEDED',
      message: messages.roomMaximum(20),
      fields: { 'multi.0.arrivals.1.adults': messages.roomMaximum(20) },
    });
  });

  it('lets the same guests follow each other on the site without overfilling it', async () => {
    const { status, body } = await post(
      murera([
        { start_date: '2026-12-10', end_date: '2026-12-12', adults: 15 },
        { start_date: '2026-12-12', end_date: '2026-12-14', adults: 20 },
      ]),
    );
    expect(status).toBe(200);
    // One run of 4 nights: mandatory 10,000 once; 2 × 15,000 + 2 × 20,000.
    expect(body.totals.accommodation).toBe(80000);
  });

  it('refuses multi-arrivals at a facility that is not a camping site', async () => {
    const { status, body } = await post({
      check_in: '2026-12-10',
      check_out: '2026-12-12',
      multi: [
        {
          public_id: 'fac-stables',
          arrivals: [{ start_date: '2026-12-10', end_date: '2026-12-12', adults: 2 }],
        },
      ],
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ 'multi.0.public_id': campingOnlyMessage });
  });

  it('refuses an unknown partner lodge and an unknown pricing parameter on their fields', async () => {
    const unknownLodge = await post({
      check_in: '2026-12-10',
      check_out: '2026-12-12',
      external_facilities: [{ public_id: 'esc-nowhere' }],
    });
    expect(unknownLodge.status).toBe(400);
    expect(unknownLodge.body).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
      fields: { 'external_facilities.0.public_id': 'Unknown partner lodge: esc-nowhere' },
    });
    const unknownParameter = await post({
      check_in: '2026-12-10',
      check_out: '2026-12-12',
      external_facilities: [
        { public_id: 'esc-mukima', parameters: [{ parameter_public_id: 'par-x', value: 1 }] },
      ],
    });
    expect(unknownParameter.status).toBe(400);
    expect(unknownParameter.body.fields).toEqual({
      'external_facilities.0.parameters.0.parameter_public_id': 'Unknown pricing parameter: par-x',
    });
  });

  it('prices an escape from its defaults, per night and per stay, in the lodge’s currency', async () => {
    const { body } = await post({
      check_in: '2026-12-10',
      check_out: '2026-12-13',
      currency: 'KES',
      external_facilities: [
        {
          public_id: 'esc-mukima',
          supplements: [{ supplement_public_id: 'sup-muk-late', is_include: true }],
        },
      ],
    });
    // One cottage (its default) × 18,000 × 3 nights + late check-out 2,000 once.
    expect(body.lines).toEqual([
      {
        kind: 'external_accommodation',
        ref: 'esc-mukima',
        description: 'Mukima Ridge Cottages',
        quantity: 1,
        amount: 56000,
      },
    ]);
    expect(body.totals).toMatchObject({ external_accommodation: 56000, grand_total: 56000 });
  });

  it('keeps the ordinary fees for a group booking that is not a school', async () => {
    const { body } = await post({ ...schoolExample!.request, booking_type: 'C3237489' });
    expect(body.lines[0]).toMatchObject({ description: 'Citizen Adult', amount: 6000 });
  });

  it('asks a school booking for its destination, whose school rates it pays', async () => {
    const { destination, ...withoutDestination } = schoolExample!.request;
    const { status, body } = await post(withoutDestination);
    expect(status).toBe(400);
    expect(body.fields).toEqual({ destination: messages.destinationMissing });
  });

  it('refuses a destination the catalogue does not have', async () => {
    const { status, body } = await post({ ...schoolExample!.request, destination: 'dst-x' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ destination: staffBookingMessages.destinationNotFound });
  });

  it('prices a school visit to the Research Centre at that destination’s rates', async () => {
    const { body } = await post({ ...schoolExample!.request, destination: 'dst-research' });
    expect(body.lines.slice(0, 2)).toEqual([
      expect.objectContaining({ description: 'Citizen Teacher (school)', amount: 1200 }),
      expect.objectContaining({ description: 'Citizen Student (school)', amount: 4000 }),
    ]);
  });

  it('refuses the desk’s lines on the public quote', async () => {
    const { status } = await post(escapeExample!.request, '/api/v1/public/quotes');
    expect(status).toBe(400);
  });
});

describe('taxes on quotes', () => {
  it('gives the public quote the same breakdown, without changing a total', async () => {
    const request = workedExample('Pelican House Self Catering').request;
    const { body } = await post(request, '/api/v1/public/quotes');
    expect(body.totals.grand_total).toBe(208500);
    expect(body.taxes).toEqual({
      vat_rate: '0.16',
      catering_levy_rate: '0.02',
      exempt: '46500.00',
      net: '137901.81',
      vat: '22064.29',
      catering_levy: '2033.90',
    });
  });

  it('reads the VAT rate from the catalogue as it stands', async () => {
    await database.sql`update conservancy set vat_rate = 0.14 where id = 1`;
    try {
      const { body } = await post(workedExample('the same Stables trip in KES').request);
      // 20,960 × 0.14 ÷ 1.14 = 2,574.04
      expect(body.taxes).toMatchObject({ vat_rate: '0.14', vat: '2574.04', net: '18385.96' });
    } finally {
      await database.sql`update conservancy set vat_rate = 0.16 where id = 1`;
    }
  });
});

describe('GET /availability/external-facilities', () => {
  const get = async (query: string) => {
    const response = await app.request(`/api/v1/availability/external-facilities?${query}`, {
      headers: bearer(clerk),
    });
    return { status: response.status, body: await response.json() };
  };

  it('lists every partner lodge with its rooms free over the stay', async () => {
    const { status, body } = await get('check_in_date=2026-12-10&check_out_date=2026-12-12');
    expect(status).toBe(200);
    expect(body).toEqual([
      { public_id: 'esc-lolldaiga', available_rooms: 6 },
      { public_id: 'esc-mukima', available_rooms: 4 },
    ]);
  });

  it('refuses a stay that ends before it starts', async () => {
    const { status, body } = await get('check_in_date=2026-12-12&check_out_date=2026-12-10');
    expect(status).toBe(400);
    expect(Object.keys(body.fields)).toEqual(['check_out_date']);
  });
});
