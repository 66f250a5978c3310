/**
 * A facility's pack and group prices over HTTP on Postgres: Pelican House's seeded set is read
 * back; a new Self Catering tier price and a new group tier replace the whole set, logged with
 * before and after (sending the same set again logs nothing), and the public quote of the
 * worked examples (docs/pricing.md 4 and 5) follows at once, as does a kiosk's change feed;
 * a public booking made before keeps its total and a staff booking's amendment keeps the pack
 * price it was made at; gaps, overlaps, a non-pack catering type and bad limits are 400 with
 * the exact message on the field; refused without the facilities feature (403), 404 for an
 * unknown facility.
 *
 * spec: pricing-rules.md §Lines (Pelican); membership-backoffice.md §2.5 (Facilities), §3
 * (Facility: pricing with parameters, extra pricing); api-contract.md §Catalogue
 * administration.
 */
import { workedExample } from '@hifadhi/shared/pricing/worked-examples';
import { packGroupPriceMessages } from '@hifadhi/shared/schemas/pack-group-prices';
import { describe, expect, it } from 'vitest';
import { bearer, fromAddress, postJson } from '../auth/test-staff';
import { gatePass, useStaffBookingTest } from '../staff-bookings/staff-booking-test-support';
import { pull, registerKiosk } from '../sync/test-kiosk';
import { bookingRequest } from '../test/booking-fixtures';

const s = useStaffBookingTest();
const { database } = s;
const selfCatering = '9a9a77eb';
const chefService = '266677c3';
const fullyCatered = '377788d4';
const path = '/api/v1/facilities/fac-pelican';

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON answers field by field.
type Json = any;

async function call(
  method: string,
  url: string,
  body?: unknown,
  role: 'Administrator' | 'Gate Clerk' = 'Administrator',
): Promise<{ status: number; body: Json }> {
  const answer = await s.t.app.request(url, {
    method,
    headers: {
      ...bearer(s.t.tokens[role]!),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : null };
}

let addresses = 0;
/** A public request from an address of its own (hold caps are per address). */
async function publicly(url: string, body: unknown): Promise<{ status: number; body: Json }> {
  addresses += 1;
  // the test app is the API's Hono app, which takes the client's address as its env
  const app = s.t.app as unknown as {
    request(path: string, init: RequestInit, env: unknown): Promise<Response>;
  };
  const answer = await app.request(
    `/api/v1${url}`,
    postJson(body),
    fromAddress(`10.31.0.${addresses}`),
  );
  return { status: answer.status, body: await answer.json() };
}

/** The Pelican House line of the public quote for `cart` (200 asserted). */
async function pelicanLine(cart: object): Promise<number> {
  const { status, body } = await publicly('/public/quotes', cart);
  expect({ status, error: status === 200 ? null : body }).toEqual({ status: 200, error: null });
  return body.lines.find((line: { ref: string }) => line.ref === 'fac-pelican').amount;
}

/** Docs' example 4: Pelican House Self Catering, 6 resident adults and 2 children, 3 nights. */
const selfCateringCart = workedExample('Pelican House Self Catering').request;
/** Docs' example 5: Pelican House Fully Catered, 6 citizens, 2 nights. */
const fullyCateredCart = workedExample('Pelican House Fully Catered').request;

const seededPacks = [
  {
    catering_type: selfCatering,
    currency: 'KES',
    tiers: [
      { lower_limit: 1, upper_limit: 4, price: '30000' },
      { lower_limit: 5, upper_limit: 8, price: '40000' },
      { lower_limit: 9, upper_limit: 10, price: '48000' },
    ],
  },
  {
    catering_type: chefService,
    currency: 'KES',
    tiers: [
      { lower_limit: 1, upper_limit: 4, price: '36000' },
      { lower_limit: 5, upper_limit: 8, price: '48000' },
      { lower_limit: 9, upper_limit: 10, price: '57000' },
    ],
  },
];
const seededGroup = {
  currency_type: 'KES',
  from_number: 1,
  to_number: 10,
  maximum_number: 4,
  mandatory_price: '60000',
  extra_price: '9000',
};

/** The seeded packs with Self Catering's 5–8 tier at `price`. */
const withSelfCatering58 = (price: string) => [
  {
    ...seededPacks[0]!,
    tiers: seededPacks[0]!.tiers.map((tier) =>
      tier.lower_limit === 5 ? { ...tier, price } : tier,
    ),
  },
  seededPacks[1]!,
];

async function changesOf(entity: string) {
  return database.sql`select user_email, entity_id, before, after from staff_changes
    where entity = ${entity} order by id`;
}

describe('facility pack and group prices', () => {
  it('reads Pelican House’s seeded pack and group prices', async () => {
    expect(await call('GET', `${path}/pack-group-prices`)).toEqual({
      status: 200,
      body: {
        facility_public_id: 'fac-pelican',
        group_pricing_status: true,
        pack_prices: seededPacks,
        group_price: [seededGroup],
        catering_types: [
          { public_id: selfCatering, name: 'Self Catering', pack: true },
          { public_id: chefService, name: 'Chef Service', pack: true },
          { public_id: fullyCatered, name: 'Fully Catered', pack: false },
          { public_id: '4b1e0c2a', name: 'Bed Only', pack: false },
        ],
      },
    });
  });

  it('replaces the pack prices: the quote follows at once, a booking made before keeps its total, the change is logged once', async () => {
    // 6 adults → tier 5–8: 40,000 × 3 nights
    expect(await pelicanLine(selfCateringCart)).toBe(120000);
    const booked = await publicly(
      '/public/bookings',
      bookingRequest({ ...selfCateringCart, email: 'pelican@example.com' }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.total_cost).toBe(208500);

    const packs = withSelfCatering58('45000.00');
    const changed = await call('PUT', `${path}/pack-prices`, { pack_prices: packs });
    expect(changed).toEqual({
      status: 200,
      body: {
        facility_public_id: 'fac-pelican',
        group_pricing_status: true,
        pack_prices: withSelfCatering58('45000'),
        group_price: [seededGroup],
        catering_types: expect.any(Array),
      },
    });
    // 45,000 × 3 nights
    expect(await pelicanLine(selfCateringCart)).toBe(135000);
    const again = await call('PUT', `${path}/pack-prices`, { pack_prices: packs });
    expect(again).toEqual(changed);
    expect(await changesOf('facility_pack_prices')).toEqual([
      {
        user_email: 'admin@kijani.example',
        entity_id: 'fac-pelican',
        before: { pack_prices: seededPacks },
        after: { pack_prices: withSelfCatering58('45000') },
      },
    ]);

    const kept = await s.t.app.request(`/api/v1/public/bookings/${booked.body.booking_public_id}`);
    const body = await kept.json();
    expect(body.total_cost).toBe(208500);
    expect(body.lines).toContainEqual(
      expect.objectContaining({ ref: 'fac-pelican', amount: 120000 }),
    );
  });

  it('keeps a staff booking’s pack price in its amendment', async () => {
    const request = {
      check_in: '2027-02-01',
      check_out: '2027-02-03',
      currency: 'KES' as const,
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 6 }],
      vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
      facilities: [{ public_id: 'fac-pelican', adults: 6, catering_type: chefService }],
    };
    const made = await s.t.create({ ...request, ...gatePass() } as never);
    expect({ status: made.status, error: made.status === 201 ? null : made.body }).toEqual({
      status: 201,
      error: null,
    });
    const pelicanOf = (answer: Json) =>
      answer.lines.find((line: { ref: string }) => line.ref === 'fac-pelican').amount;
    // Chef Service, 6 adults → tier 5–8: 48,000 × 2 nights
    expect(pelicanOf(made.body)).toBe(96000);

    const raised = [
      seededPacks[0]!,
      {
        ...seededPacks[1]!,
        tiers: seededPacks[1]!.tiers.map((tier) => ({ ...tier, price: '60000' })),
      },
    ];
    expect((await call('PUT', `${path}/pack-prices`, { pack_prices: raised })).status).toBe(200);
    expect(pelicanOf(await s.t.quote(request))).toBe(120000);

    const amended = await s.t.amend(made.body.booking_public_id, {
      ...request,
      ...gatePass({ last_name: 'Kamau-Otieno' }),
    });
    expect({ status: amended.status, error: amended.status === 200 ? null : amended.body }).toEqual(
      { status: 200, error: null },
    );
    expect(pelicanOf(amended.body)).toBe(96000);
    expect(amended.body.total_cost).toBe(made.body.total_cost);
  });

  it('replaces the group prices and switches group pricing: the quote follows at once', async () => {
    // (60,000 + 9,000 × (6 − 4)) × 2 nights
    expect(await pelicanLine(fullyCateredCart)).toBe(156000);
    const tiers = [
      { ...seededGroup, to_number: 6, mandatory_price: '70000' },
      { ...seededGroup, from_number: 7, to_number: 10, mandatory_price: '80000' },
    ];
    const changed = await call('PUT', `${path}/group-prices`, {
      group_pricing_status: true,
      group_price: tiers,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.group_price).toEqual(tiers);
    // (70,000 + 9,000 × 2) × 2 nights
    expect(await pelicanLine(fullyCateredCart)).toBe(176000);

    const off = await call('PUT', `${path}/group-prices`, {
      group_pricing_status: false,
      group_price: tiers,
    });
    expect(off.body.group_pricing_status).toBe(false);
    const refused = await publicly('/public/quotes', fullyCateredCart);
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'No special Pricing available for the selected Accommodation' },
    });
    const logs = await changesOf('facility_group_prices');
    expect(
      logs.map((row) => [row.before.group_pricing_status, row.after.group_pricing_status]),
    ).toEqual([
      [true, true],
      [true, false],
    ]);
    expect(logs[0]!.before.group_price).toEqual([seededGroup]);
    await call('PUT', `${path}/group-prices`, { group_pricing_status: true, group_price: tiers });
  });

  it('carries the new tiers to a kiosk’s replica on its next sync', async () => {
    const kiosk = await registerKiosk(s.t.app, s.t.tokens.Administrator!, 'gate-main');
    const before = await pull(s.t.app, kiosk.device_token, undefined, 500);
    const packs = withSelfCatering58('47000');
    expect((await call('PUT', `${path}/pack-prices`, { pack_prices: packs })).status).toBe(200);
    const next = await pull(s.t.app, kiosk.device_token, before.cursor, 500);
    const pelican = next.changes.catalogue?.facilities.find((f) => f.public_id === 'fac-pelican');
    expect(pelican?.pack_prices).toEqual(packs);
    expect(pelican?.group_price).toContainEqual(
      expect.objectContaining({ from_number: 7, to_number: 10, mandatory_price: '80000' }),
    );
  });

  it('refuses gaps, overlaps, bad limits and a catering type that is not a pack type', async () => {
    const refusal = async (url: string, body: object) => {
      const answer = await call('PUT', url, body);
      expect(answer.status).toBe(400);
      return answer.body.fields;
    };
    const gap = [
      {
        catering_type: selfCatering,
        currency: 'KES',
        tiers: [
          { lower_limit: 1, upper_limit: 4, price: '30000' },
          { lower_limit: 6, upper_limit: 8, price: '40000' },
        ],
      },
    ];
    expect(await refusal(`${path}/pack-prices`, { pack_prices: gap })).toEqual({
      'pack_prices.0.tiers': packGroupPriceMessages.tiersContiguous,
    });
    const overlap = [
      { ...gap[0]!, tiers: [gap[0]!.tiers[0]!, { ...gap[0]!.tiers[1]!, lower_limit: 3 }] },
    ];
    expect(await refusal(`${path}/pack-prices`, { pack_prices: overlap })).toEqual({
      'pack_prices.0.tiers': packGroupPriceMessages.tiersContiguous,
    });
    const upsideDown = [{ ...gap[0]!, tiers: [{ lower_limit: 4, upper_limit: 1, price: '1' }] }];
    expect(await refusal(`${path}/pack-prices`, { pack_prices: upsideDown })).toEqual({
      'pack_prices.0.tiers.0.upper_limit': packGroupPriceMessages.tierRange,
    });
    const zero = [{ ...gap[0]!, tiers: [{ lower_limit: 0, upper_limit: 4, price: '-1' }] }];
    expect(await refusal(`${path}/pack-prices`, { pack_prices: zero })).toEqual({
      'pack_prices.0.tiers.0.lower_limit': packGroupPriceMessages.limit,
      'pack_prices.0.tiers.0.price': 'Must be a number',
    });
    const twice = [seededPacks[0]!, seededPacks[0]!];
    expect(await refusal(`${path}/pack-prices`, { pack_prices: twice })).toEqual({
      pack_prices: packGroupPriceMessages.cateringTypeTwice,
    });
    const notPack = [{ ...seededPacks[0]!, catering_type: fullyCatered }];
    expect(await refusal(`${path}/pack-prices`, { pack_prices: notPack })).toEqual({
      'pack_prices.0.catering_type': packGroupPriceMessages.notPackType('Fully Catered'),
    });
    const overlapping = [
      { ...seededGroup, to_number: 6 },
      { ...seededGroup, from_number: 5 },
      { ...seededGroup, currency_type: 'USD' },
    ];
    expect(
      await refusal(`${path}/group-prices`, {
        group_pricing_status: true,
        group_price: overlapping,
      }),
    ).toEqual({ group_price: packGroupPriceMessages.groupOverlap('KES', '1–6', '5–10') });
    const reversed = [{ ...seededGroup, from_number: 8, to_number: 2 }];
    expect(
      await refusal(`${path}/group-prices`, { group_pricing_status: true, group_price: reversed }),
    ).toEqual({ 'group_price.0.to_number': packGroupPriceMessages.groupRange });
    // nothing was written
    const stored = await call('GET', `${path}/pack-group-prices`);
    expect(stored.body.pack_prices).toEqual(withSelfCatering58('47000'));
  });

  it('is refused without the facilities feature and for an unknown facility', async () => {
    const body = { pack_prices: seededPacks };
    expect((await call('PUT', `${path}/pack-prices`, body, 'Gate Clerk')).status).toBe(403);
    expect(
      (
        await call(
          'PUT',
          `${path}/group-prices`,
          { group_pricing_status: false, group_price: [] },
          'Gate Clerk',
        )
      ).status,
    ).toBe(403);
    expect((await call('GET', `${path}/pack-group-prices`, undefined, 'Gate Clerk')).status).toBe(
      403,
    );
    expect((await call('PUT', '/api/v1/facilities/fac-nowhere/pack-prices', body)).status).toBe(
      404,
    );
  });
});
