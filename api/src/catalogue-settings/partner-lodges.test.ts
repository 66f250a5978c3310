/**
 * Partner lodges ("Escapes") over HTTP: the seeded lodges with their parameters and
 * supplements; a new cottage price reaches the staff quote and the desk's lookups at once
 * (figures by hand), a new commission is kept; parameters and supplements replaced as a whole,
 * keeping their ids; soft delete (a quote naming the lodge is refused) and restore; the change
 * log; 400 on bad input, 409 on a taken code or a repeated delete, 403 without the feature.
 *
 * spec: staff-booking.md §2.4, §3.9; membership-backoffice.md §3–4, §7.
 */
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../catalogue-admin/test-admin-app';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const { app, call } = useAdminTestApp(database, '10.32.0');

const cottage = {
  parameter_public_id: 'par-muk-cottage',
  facility_parameter_name: 'Cottage (up to 4 guests)',
  parameter_default_value: 1,
  facility_pricing_point: 'per_night',
  price: '18000',
  non_priced_parameter: false,
};
const lateCheckOut = {
  supplement_public_id: 'sup-muk-late',
  name: 'Late check-out',
  supplement_price: '2000',
  facility_pricing_point: 'per_stay',
  is_include: false,
};

/** The staff quote of one Mukima stay, 2026-12-10 to 12-13 (3 nights), late check-out on. */
async function mukimaQuote() {
  return call('POST', '/quotes', {
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
}

async function lookupLodge(publicId: string) {
  const response = await app().request('/api/v1/public/lookups');
  const body = (await response.json()) as {
    partner_lodges: { public_id: string; parameters: { price: string }[] }[];
  };
  return body.partner_lodges.find((lodge) => lodge.public_id === publicId);
}

describe('partner lodges', () => {
  it('lists the seeded lodges with their parameters and supplements', async () => {
    const { status, body } = await call('GET', '/partner-lodges');
    expect(status).toBe(200);
    expect(body.map((lodge: { public_id: string }) => lodge.public_id)).toEqual([
      'esc-lolldaiga',
      'esc-mukima',
    ]);
    const mukima = await call('GET', '/partner-lodges/esc-mukima');
    expect(mukima.body).toMatchObject({
      name: 'Mukima Ridge Cottages',
      currency: 'KES',
      quantity: 4,
      percentage_commission: '10',
      pricing_status: true,
      deleted: false,
    });
    expect(mukima.body.parameters[0]).toEqual(cottage);
    expect(mukima.body.supplements.map((row: { name: string }) => row.name)).toEqual([
      'Breakfast hamper',
      'Late check-out',
    ]);
    expect((await call('GET', '/partner-lodges?deleted=true')).body).toEqual([]);
  });

  it('a new cottage price and commission price the next quote at once, logged', async () => {
    // 1 cottage × 18,000 × 3 nights + late check-out 2,000 once
    expect((await mukimaQuote()).body.lines[0]).toMatchObject({ amount: 56000 });
    const edited = await call('PATCH', '/partner-lodges/esc-mukima', {
      percentage_commission: '15',
      parameters: [{ ...cottage, price: '20000' }],
      supplements: [{ ...lateCheckOut, supplement_price: '2500' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      percentage_commission: '15',
      parameters: [{ parameter_public_id: 'par-muk-cottage', price: '20000' }],
      supplements: [{ supplement_public_id: 'sup-muk-late', supplement_price: '2500' }],
    });
    expect(edited.body.parameters).toHaveLength(1);
    // 1 cottage × 20,000 × 3 nights + late check-out 2,500 once
    const quote = await mukimaQuote();
    expect(quote.body.lines[0]).toMatchObject({ ref: 'esc-mukima', amount: 62500 });
    expect(quote.body.totals).toMatchObject({ external_accommodation: 62500 });
    expect(await lookupLodge('esc-mukima')).toMatchObject({ parameters: [{ price: '20000' }] });
    const logs = await database.sql`
      select entity, before, after from staff_changes where entity_id = 'esc-mukima' order by id`;
    expect(logs).toHaveLength(1);
    expect(logs[0]?.entity).toBe('partner_lodge');
    expect(logs[0]?.before).toMatchObject({
      percentage_commission: '10',
      parameters: [{ price: '18000' }, { price: '2500' }],
    });
    expect(logs[0]?.after).toMatchObject({
      percentage_commission: '15',
      parameters: [{ price: '20000' }],
    });
  });

  it('adds a lodge whose new rows get ids, and refuses a taken code (409)', async () => {
    const body = {
      name: 'Sieku Bandas',
      partner_name: 'Sieku Community Trust',
      description: 'Four bandas by the Sieku river',
      code: 'ESC-SIE',
      analysis_code: '4150-ESC-SIE',
      currency: 'USD',
      quantity: 4,
      percentage_commission: '7.5',
      pricing_status: true,
      parameters: [
        {
          facility_parameter_name: 'Banda',
          parameter_default_value: 1,
          facility_pricing_point: 'per_night',
          price: '120',
        },
      ],
      supplements: [],
    };
    const made = await call('POST', '/partner-lodges', body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      public_id: expect.stringMatching(/^esc-/),
      vat: false,
      catering_levy: false,
      deleted: false,
      parameters: [{ parameter_public_id: expect.stringMatching(/^par-/), price: '120' }],
    });
    const quote = await call('POST', '/quotes', {
      check_in: '2026-12-10',
      check_out: '2026-12-12',
      currency: 'USD',
      external_facilities: [{ public_id: made.body.public_id }],
    });
    // 1 banda × 120 × 2 nights
    expect(quote.body.lines[0]).toMatchObject({ description: 'Sieku Bandas', amount: 240 });
    const again = await call('POST', '/partner-lodges', { ...body, code: 'esc-sie' });
    expect(again).toMatchObject({
      status: 409,
      body: { fields: { code: 'A partner lodge with code esc-sie exists already' } },
    });
  });

  it('refuses bad input with every field’s message (400)', async () => {
    const bad = await call('PATCH', '/partner-lodges/esc-mukima', {
      name: ' ',
      currency: 'EUR',
      percentage_commission: '101',
      parameters: [{ ...cottage, facility_pricing_point: 'weekly', price: 'free' }],
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        fields: {
          name: 'This field is required',
          currency: 'Choose KES or USD',
          percentage_commission: 'Must be between 0-100%',
          'parameters.0.facility_pricing_point': 'Choose per night or per stay',
          'parameters.0.price': 'Must be a number',
        },
      },
    });
    const twice = await call('PATCH', '/partner-lodges/esc-mukima', {
      parameters: [cottage, cottage],
    });
    expect(twice.body.fields).toEqual({
      'parameters.1.parameter_public_id': 'Listed twice: par-muk-cottage',
    });
    const foreign = await call('PATCH', '/partner-lodges/esc-mukima', {
      parameters: [{ ...cottage, parameter_public_id: 'par-lol-adult' }],
    });
    expect(foreign).toMatchObject({
      status: 400,
      body: {
        fields: { 'parameters.0.parameter_public_id': 'Unknown pricing parameter: par-lol-adult' },
      },
    });
    expect((await call('PATCH', '/partner-lodges/esc-mukima', {})).status).toBe(400);
    expect((await call('PATCH', '/partner-lodges/esc-nowhere', { name: 'X' })).status).toBe(404);
  });

  it('soft deletes: a quote naming the lodge is refused; restored, it is quoted again', async () => {
    const deleted = await call('DELETE', '/partner-lodges/esc-mukima');
    expect(deleted.body).toMatchObject({ deleted: true });
    expect((await call('DELETE', '/partner-lodges/esc-mukima')).status).toBe(409);
    const refused = await mukimaQuote();
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'UNKNOWN_REFERENCE',
        fields: { 'external_facilities.0.public_id': 'Unknown partner lodge: esc-mukima' },
      },
    });
    expect(await lookupLodge('esc-mukima')).toBeUndefined();
    const listed = await call('GET', '/partner-lodges?deleted=true');
    expect(listed.body.map((lodge: { public_id: string }) => lodge.public_id)).toEqual([
      'esc-mukima',
    ]);
    const restored = await call('POST', '/partner-lodges/esc-mukima/restore');
    expect(restored.body).toMatchObject({ deleted: false });
    expect((await call('POST', '/partner-lodges/esc-mukima/restore')).status).toBe(409);
    expect((await mukimaQuote()).body.lines[0]).toMatchObject({ amount: 62500 });
  });

  it('is refused without the Partner lodges feature (403)', async () => {
    for (const [method, path, body] of [
      ['GET', '/partner-lodges', undefined],
      ['PATCH', '/partner-lodges/esc-mukima', { percentage_commission: '50' }],
      ['DELETE', '/partner-lodges/esc-mukima', undefined],
    ] as const) {
      const refused = await call(method, path, body, 'Gate Clerk');
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
  });
});
