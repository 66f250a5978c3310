import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

describe('public catalogue endpoints', () => {
  const database = useTestDatabase();
  const get = async (path: string) => {
    const { app } = createTestApp(database.db);
    const response = await app.request(`/api/v1${path}`);
    return { status: response.status, body: await response.json() };
  };

  it('GET /public/currencies answers KES 1/1 and USD buy 128.00, sell 131.00', async () => {
    const { status, body } = await get('/public/currencies');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        currency_public_id: 'KES',
        currency_name: 'KES',
        currency_sign: 'KSh',
        buy_amount: '1',
        sell_amount: '1',
      },
      {
        currency_public_id: 'USD',
        currency_name: 'USD',
        currency_sign: '$',
        buy_amount: '128.00',
        sell_amount: '131.00',
      },
    ]);
  });

  it('GET /public/conservation-fees answers each guest category with its daily fee', async () => {
    const { status, body } = await get('/public/conservation-fees');
    expect(status).toBe(200);
    expect(body).toHaveLength(6);
    expect(body[0]).toEqual({
      payment_public_id: 'cf-cit-a',
      payment_person: 'Citizen Adult',
      residency: 'citizen',
      marker: 'A',
      payment_person_currency: 'KES',
      payment_person_amount: '1500',
      residency_proof: true,
    });
    expect(body).toContainEqual(
      expect.objectContaining({
        payment_public_id: 'cf-nr-a',
        payment_person_currency: 'USD',
        payment_person_amount: '100',
        residency_proof: false,
      }),
    );
  });

  it('GET /public/vehicle-fees answers the 6, 14 and 60 seater categories', async () => {
    const { status, body } = await get('/public/vehicle-fees');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        vehicle_public_id: 'vf-6',
        vehicle_charge_category: 'Up to 6 seater',
        vehicle_charge_category_cost: '500',
        vehicle_charge_cost_currency: 'KES',
      },
      {
        vehicle_public_id: 'vf-14',
        vehicle_charge_category: '7 to 14 seater',
        vehicle_charge_category_cost: '1500',
        vehicle_charge_cost_currency: 'KES',
      },
      {
        vehicle_public_id: 'vf-60',
        vehicle_charge_category: '15 to 60 seater',
        vehicle_charge_category_cost: '8000',
        vehicle_charge_cost_currency: 'KES',
      },
    ]);
  });

  it('GET /public/facilities answers every facility in the contract fields', async () => {
    const { status, body } = await get('/public/facilities');
    expect(status).toBe(200);
    expect(body.map((facility: { public_id: string }) => facility.public_id)).toEqual([
      'fac-pelican',
      'fac-stables',
      'fac-rc-single',
      'fac-rc-double',
      'fac-murera',
      'fac-ewaso',
      'fac-sweetwaters',
    ]);
    const stables = body[1];
    expect(Object.keys(stables).sort()).toEqual(
      [
        'public_id',
        'name',
        'description',
        'thumbnail',
        'images',
        'facility_type',
        'facility_pricing_rule',
        'accomodation_type',
        'maximum_guests',
        'quantity',
        'pricing_status',
        'group_pricing_status',
        'has_extras',
        'lead_time',
        'price',
        'pack_prices',
        'group_price',
      ].sort(),
    );
    expect(stables).toMatchObject({
      name: 'The Stables',
      facility_type: 'Accomodation',
      facility_pricing_rule: 'accommodation',
      accomodation_type: 'Stables',
      quantity: 16,
      maximum_guests: 2,
      pricing_status: 'true',
      group_pricing_status: 'false',
      has_extras: true,
      images: [],
    });
    expect(stables.price).toContainEqual({
      residency: 'non_resident',
      currency_type: 'USD',
      mandatory_price: '80',
      adult_price: '0',
      child_price: '0',
    });
    const pelican = body[0];
    expect(pelican.pack_prices[0]).toEqual({
      catering_type: '9a9a77eb',
      currency: 'KES',
      tiers: [
        { lower_limit: 1, upper_limit: 4, price: '30000' },
        { lower_limit: 5, upper_limit: 8, price: '40000' },
        { lower_limit: 9, upper_limit: 10, price: '48000' },
      ],
    });
    expect(pelican.group_price).toEqual([
      {
        currency_type: 'KES',
        from_number: 1,
        to_number: 10,
        maximum_number: 4,
        mandatory_price: '60000',
        extra_price: '9000',
      },
    ]);
  });

  it('GET /public/facilities?type= filters camping sites and accommodation', async () => {
    const camping = await get('/public/facilities?type=camping');
    expect(camping.body.map((facility: { name: string }) => facility.name)).toEqual([
      'Murera Campsite',
      'Ewaso Public Campsite',
    ]);
    expect(new Set(camping.body.map((f: { facility_type: string }) => f.facility_type))).toEqual(
      new Set(['Camping Sites']),
    );
    const accommodation = await get('/public/facilities?type=accommodation');
    expect(accommodation.body).toHaveLength(5);
    expect(
      new Set(accommodation.body.map((f: { facility_type: string }) => f.facility_type)),
    ).toEqual(new Set(['Accomodation']));
  });

  it('GET /public/facilities?type=lodge is a 400 naming the field', async () => {
    const { status, body } = await get('/public/facilities?type=lodge');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'type must be camping or accommodation',
      messages: ['type must be camping or accommodation'],
      fields: { type: 'type must be camping or accommodation' },
    });
  });

  it('GET /public/activities answers prices, time frames and the ranger marker', async () => {
    const { status, body } = await get('/public/activities');
    expect(status).toBe(200);
    expect(body).toHaveLength(6);
    const nightDrive = body.find((a: { public_id: string }) => a.public_id === 'act-night-drive');
    expect(Object.keys(nightDrive).sort()).toEqual(
      [
        'public_id',
        'name',
        'description',
        'thumbnail',
        'maximum_guests',
        'pricing_status',
        'ranger_marker',
        'has_extras',
        'time_frames',
        'pick_up_location',
        'price',
      ].sort(),
    );
    expect(nightDrive).toMatchObject({
      name: 'Night Game Drive',
      maximum_guests: 8,
      pricing_status: 'true',
      ranger_marker: false,
      time_frames: ['7:00 PM', '9:00 PM'],
      pick_up_location: true,
    });
    expect(nightDrive.price).toContainEqual({
      residency: 'resident',
      currency_type: 'KES',
      adult_price: '6000',
      child_price: '3000',
    });
    expect(
      body.find((a: { public_id: string }) => a.public_id === 'act-ranger-walk'),
    ).toMatchObject({ ranger_marker: true });
    expect(body.find((a: { public_id: string }) => a.public_id === 'act-k9')).toMatchObject({
      pricing_status: 'false',
    });
  });

  it('GET /public/lookups answers every picker in the contract names', async () => {
    const { status, body } = await get('/public/lookups');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'countries',
        'genders',
        'causes',
        'gates',
        'entry_modes',
        'pricing_groups',
        'pick_up_locations',
        'frequencies',
        'anonymity',
        'donation_payment_methods',
        'bank_accounts',
        'destinations',
        'partners',
        'schools',
        'partner_lodges',
      ].sort(),
    );
    expect(body.schools).toEqual([
      { school_public_id: 'sch-nyeri-high', school_name: 'Nyeri High School' },
    ]);
    expect(body.partner_lodges.map((lodge: { public_id: string }) => lodge.public_id)).toEqual([
      'esc-lolldaiga',
      'esc-mukima',
    ]);
    expect(body.partners).toContainEqual({
      public_id: 'ptn-savanna',
      name: 'Savanna Trails Ltd',
      type_public_id: '6bac8c28',
    });
    expect(body.bank_accounts).toContainEqual({
      public_id: 'bank-kes',
      currency: 'KES',
      bank_name: 'Kenya Commercial Bank',
      branch: 'Nanyuki',
      account_name: 'Kijani Conservancy Trust',
      account_number: '1100223344',
      swift_code: 'KCBLKENX',
    });
    expect(body.countries).toContainEqual({ name: 'Kenya', code: 'KE', calling_code: '254' });
    expect(body.countries).toContainEqual({ name: 'Tanzania', code: 'TZ', calling_code: '255' });
    expect(body.countries.length).toBeGreaterThan(240);
    expect(body.genders.map((gender: { name: string }) => gender.name)).toEqual(['Male', 'Female']);
    expect(body.causes[0]).toEqual({ public_id: 'cause-rhino', name: 'Rhino protection' });
    expect(body.gates).toContainEqual({
      gate_public_id: 'gate-airstrip',
      gate_name: 'Airstrip',
      entry_mode_public_id: 'em-air',
      destination_public_id: 'dst-main',
    });
    expect(body.entry_modes).toEqual([
      { entry_mode_public_id: 'em-road', entry_mode_name: 'Road' },
      { entry_mode_public_id: 'em-air', entry_mode_name: 'Air' },
    ]);
    expect(body.pricing_groups).toContainEqual({
      public_id: '377788d4',
      name: 'Fully Catered',
      pack: false,
    });
    expect(body.pick_up_locations[0]).toEqual({
      location_public_id: 'pu-main-gate',
      location_name: 'Main Gate',
    });
    expect(body.frequencies[0]).toEqual({ public_id: 'freq-once', name: 'Once' });
    expect(body.anonymity).toContainEqual({ public_id: 'anon-yes', name: 'Donate anonymously' });
    expect(body.donation_payment_methods.map((m: { name: string }) => m.name)).toEqual([
      'Mpesa',
      'Card',
      'Bank',
    ]);
    expect(body.destinations).toContainEqual({
      destination_public_id: 'dst-research',
      destination_name: 'Research Centre',
    });
  });
});
