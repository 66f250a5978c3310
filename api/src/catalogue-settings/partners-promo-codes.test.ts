/**
 * Partners, partner types, promo codes and promo code types over HTTP: made, edited,
 * suspended or deactivated, soft deleted and restored, each logged with before and after,
 * refused without the feature (403) and on bad input (400, one error shape); a suspended
 * partner and an inactive or deleted promo code are refused by quotes; a code's usage lists the
 * paid bookings that used it; destinations and gates are renamed. spec: membership-backoffice.md
 * §2.5, §2.6, §3, §4, §7 (Partners, Promo codes); pricing-rules.md §Discounts.
 */
import { describe, expect, it } from 'vitest';
import { bookingRequest } from '../test/booking-fixtures';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.30.0');
const { database, call, publicly } = settings;

async function changesOf(entity: string, id: string) {
  return database.sql`
    select user_email, before, after from staff_changes
    where entity = ${entity} and entity_id = ${id} order by id`;
}

/** A public quote of two citizen adults for a day (KES 3,000 before any discount). */
function publicQuote(promo_code: string | null) {
  return publicly('/public/quotes', {
    check_in: '2026-12-05',
    check_out: '2026-12-05',
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    promo_code,
  });
}

const newPartner = {
  name: 'Acacia Safaris',
  type_public_id: '6bac8c28',
  email: 'desk@acacia.example',
  tel: '+254711000111',
  postal_address: 'P.O. Box 100',
  postal_code: '10400',
  customer_code: 'ACA001',
  customer_code_usd: 'ACA001-USD',
  kra_pin_number: 'p051234567q',
  conservation_fee_discount: '12.5',
  facility_discount: '10',
  facility_commission: '5',
  destinations: ['dst-main'],
};

describe('partner types', () => {
  it('are added, renamed, soft deleted and restored, with a taken name refused', async () => {
    const made = await call('POST', '/partner-types', { name: 'School' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ public_id: expect.any(String), name: 'School', deleted: false });
    const id = made.body.public_id;
    const taken = await call('POST', '/partner-types', { name: 'tour OPERATOR' });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ name: 'A type named tour OPERATOR exists already' });
    expect((await call('PATCH', `/partner-types/${id}`, { name: 'Schools' })).body.name).toBe(
      'Schools',
    );
    expect((await call('DELETE', `/partner-types/${id}`)).body.deleted).toBe(true);
    expect((await call('DELETE', `/partner-types/${id}`)).status).toBe(409);
    expect((await call('POST', `/partner-types/${id}/restore`)).body.deleted).toBe(false);
    const list = await call('GET', '/partner-types');
    expect(list.body.map((type: { name: string }) => type.name)).toEqual([
      'Schools',
      'Tour operator',
    ]);
    const log = await changesOf('partner_type', id);
    expect(log.map((entry) => [entry.before?.name ?? null, entry.after.name])).toEqual([
      [null, 'School'],
      ['School', 'Schools'],
      ['Schools', 'Schools'],
      ['Schools', 'Schools'],
    ]);
  });

  it('answer 400 for a blank name and 403 without the partners feature', async () => {
    const blank = await call('POST', '/partner-types', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { name: expect.any(String) },
    });
    expect((await call('GET', '/partner-types', undefined, 'Gate Clerk')).status).toBe(403);
  });
});

describe('partners', () => {
  it('adds one with its destinations, codes and KRA PIN, logged', async () => {
    const { status, body } = await call('POST', '/partners', newPartner);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Acacia Safaris',
      type_name: 'Tour operator',
      kra_pin_number: 'P051234567Q',
      customer_code: 'ACA001',
      customer_code_usd: 'ACA001-USD',
      conservation_fee_discount: '12.5',
      status: 'active',
      destinations: [{ destination_public_id: 'dst-main', destination_name: expect.any(String) }],
      users: [],
    });
    const [change] = await changesOf('partner', body.public_id);
    expect(change).toMatchObject({
      user_email: 'admin@kijani.example',
      before: null,
      after: { name: 'Acacia Safaris', status: 'active' },
    });
  });

  it('adds one partner for a retry with the same Idempotency-Key', async () => {
    const retry = () =>
      call('POST', '/partners', { ...newPartner, name: 'Kifaru Expeditions' }, 'Administrator', {
        'Idempotency-Key': 'partner-retry-1',
      });
    const [first, second] = await Promise.all([retry(), retry()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.public_id).toBe(first.body.public_id);
    expect((await call('GET', '/partners?search=Kifaru')).body.total).toBe(1);
  });

  it('refuses bad input with the field messages, and users without the feature', async () => {
    const bad = await call('POST', '/partners', {
      ...newPartner,
      conservation_fee_discount: '150',
      kra_pin_number: '1234',
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        conservation_fee_discount: 'Discount cannot be more than 100%',
        kra_pin_number: 'Enter a KRA PIN like A123456789B',
        email: 'E-mail must be valid',
      },
    });
    const unknownType = await call('POST', '/partners', { ...newPartner, type_public_id: 'zzz' });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.fields).toEqual({ type_public_id: 'Unknown partner type: zzz' });
    expect((await call('POST', '/partners', newPartner, 'Gate Clerk')).status).toBe(403);
    expect((await call('GET', '/partners', undefined, 'Gate Clerk')).status).toBe(403);
  });

  it('lists the demo partner with its partner user', async () => {
    const { body } = await call('GET', '/partners?search=savanna');
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      public_id: 'ptn-savanna',
      users: [expect.objectContaining({ email: 'agent@savannatrails.example' })],
    });
    const added = await call('POST', '/users/partner', {
      full_name: 'Otieno Ouma',
      email: 'otieno@savannatrails.example',
      phone: '+254722000333',
      partner_public_id: 'ptn-savanna',
      password: 'Otieno-books-2026',
    });
    expect(added.status).toBe(201);
    const one = await call('GET', '/partners/ptn-savanna');
    expect(one.body.users.map((user: { email: string }) => user.email)).toContain(
      'otieno@savannatrails.example',
    );
  });

  it('edits the discount and the staff quote follows; a suspended partner is refused', async () => {
    const stay = {
      check_in: '2026-12-05',
      check_out: '2026-12-05',
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      partner: 'ptn-savanna',
    };
    const edited = await call('PATCH', '/partners/ptn-savanna', {
      conservation_fee_discount: '20',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.conservation_fee_discount).toBe('20');
    const [change] = await changesOf('partner', 'ptn-savanna');
    expect(change?.before.conservation_fee_discount).toBe('10');
    expect(change?.after.conservation_fee_discount).toBe('20');
    // 3,000 less 20 %
    expect((await call('POST', '/quotes', stay)).body.totals.grand_total).toBe(2400);

    expect((await call('POST', '/partners/ptn-savanna/suspend')).body.status).toBe('suspended');
    const refused = await call('POST', '/quotes', stay);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Savanna Trails Ltd is suspended: no booking can be made for this partner',
      fields: {
        partner: 'Savanna Trails Ltd is suspended: no booking can be made for this partner',
      },
    });
    expect((await call('POST', '/partners/ptn-savanna/suspend')).status).toBe(409);
    const offered = async () =>
      (
        (await (await settings.request('/public/lookups')).json()).partners as {
          public_id: string;
        }[]
      ).map((partner) => partner.public_id);
    expect(await offered()).not.toContain('ptn-savanna');
    expect((await call('POST', '/partners/ptn-savanna/unsuspend')).body.status).toBe('active');
    expect(await offered()).toContain('ptn-savanna');
    expect((await call('POST', '/quotes', stay)).status).toBe(200);
  });

  it('soft deletes and restores a partner; a deleted one is refused too', async () => {
    const made = await call('POST', '/partners', { ...newPartner, name: 'Baobab Tours' });
    const id = made.body.public_id;
    expect((await call('DELETE', `/partners/${id}`)).body.status).toBe('deleted');
    const deleted = await call('GET', '/partners?status=deleted');
    expect(deleted.body.data.map((partner: { name: string }) => partner.name)).toEqual([
      'Baobab Tours',
    ]);
    const quote = await call('POST', '/quotes', {
      check_in: '2026-12-05',
      check_out: '2026-12-05',
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
      partner: id,
    });
    expect(quote.status).toBe(400);
    expect((await call('POST', `/partners/${id}/restore`)).body.status).toBe('active');
    expect((await call('POST', `/partners/${id}/restore`)).status).toBe(409);
    expect((await call('GET', '/partners/ptn-nobody')).status).toBe(404);
  });
});

describe('promo codes', () => {
  it('lists codes with their status and uses, and edits one (logged), which the quote follows', async () => {
    const list = await call('GET', '/promo-codes?status=active');
    expect(list.body.data.map((code: { code: string }) => code.code)).toContain('KARIBU10');
    const edited = await call('PATCH', '/promo-codes/KARIBU10', { percentage_off: '20' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ code: 'KARIBU10', percentage_off: '20', status: 'active' });
    const [change] = await changesOf('promo_code', 'KARIBU10');
    expect(change?.before.percentage_off).toBe('10');
    expect(change?.after.percentage_off).toBe('20');
    const quote = await (await publicQuote('KARIBU10')).json();
    expect(quote.totals.grand_total).toBe(2400);
  });

  it('refuses a deactivated or deleted code in quotes, and takes it back when restored', async () => {
    const made = await call('POST', '/promo-codes', {
      code: 'TWIGA15',
      percentage_off: '15',
      start_date: '2026-11-01',
      end_date: '2027-12-31',
      max_uses: 10,
    });
    expect(made.status).toBe(201);
    expect((await publicQuote('TWIGA15')).status).toBe(200);

    const off = await call('PATCH', '/promo-codes/TWIGA15', { active: false });
    expect(off.body.status).toBe('inactive');
    const refused = await publicQuote('TWIGA15');
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields).toEqual({ promo_code: 'Promo code not found' });
    expect((await call('PATCH', '/promo-codes/TWIGA15', { active: true })).body.status).toBe(
      'active',
    );
    expect((await publicQuote('TWIGA15')).status).toBe(200);

    expect((await call('DELETE', '/promo-codes/TWIGA15')).body.status).toBe('deleted');
    expect((await publicQuote('TWIGA15')).status).toBe(400);
    expect((await call('GET', '/promo-codes?status=deleted')).body.data).toEqual([
      expect.objectContaining({ code: 'TWIGA15' }),
    ]);
    expect((await call('POST', '/promo-codes/TWIGA15/restore')).body.status).toBe('active');
    expect((await publicQuote('TWIGA15')).status).toBe(200);
  });

  it('sets a type, and refuses bad terms with the one error shape', async () => {
    const type = await call('POST', '/promo-code-types', { name: 'Seasonal' });
    const typed = await call('PATCH', '/promo-codes/KARIBU10', {
      promo_type_public_id: type.body.public_id,
    });
    expect(typed.body.promo_type_name).toBe('Seasonal');
    const bad = await call('PATCH', '/promo-codes/KARIBU10', { percentage_off: '150' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      percentage_off: 'Enter a percentage above 0 and at most 100',
    });
    const backwards = await call('PATCH', '/promo-codes/KARIBU10', { end_date: '2020-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ end_date: 'End date cannot be before start date' });
    expect((await call('PATCH', '/promo-codes/KARIBU10', {})).status).toBe(400);
    expect((await call('GET', '/promo-codes', undefined, 'Gate Clerk')).status).toBe(403);
    expect((await call('PATCH', '/promo-codes/NOPE', { active: false })).status).toBe(404);
  });

  it('lists the paid bookings that used a code as its usage', async () => {
    const booked = await publicly(
      '/public/bookings',
      bookingRequest({ promo_code: 'KARIBU10', email: 'promo@example.com' }),
    );
    expect(booked.status).toBe(201);
    const booking = await booked.json();
    expect((await call('GET', '/promo-codes/KARIBU10/usage')).body.total).toBe(0);
    const paid = await call('POST', `/bookings/${booking.booking_public_id}/payments`, {
      method: 'Cash',
      amount: Number(booking.booking_payment_balance),
      currency: 'KES',
      reference: null,
    });
    expect(paid.status).toBe(201);
    const usage = await call('GET', '/promo-codes/KARIBU10/usage');
    expect(usage.body).toMatchObject({
      code: 'KARIBU10',
      total: 1,
      data: [
        {
          booking_ref_code: booking.booking_ref_code,
          guest: 'Wanjiku Kamau',
          booking_payment_status: 'Paid',
        },
      ],
    });
    expect((await call('GET', '/promo-codes/KARIBU10')).body.paid_uses).toBe(1);
  });
});

describe('destinations and gates', () => {
  it('renames a destination and a gate, logged, and the public lookups follow', async () => {
    const destinations = await call('GET', '/destinations');
    expect(
      destinations.body.map(
        (place: { destination_public_id: string }) => place.destination_public_id,
      ),
    ).toEqual(['dst-main', 'dst-research']);
    const renamed = await call('PATCH', '/destinations/dst-research', {
      destination_name: 'Ol Kijani Research Centre',
    });
    expect(renamed.body).toEqual({
      destination_public_id: 'dst-research',
      destination_name: 'Ol Kijani Research Centre',
      deleted: false,
    });
    const gates = await call('GET', '/gates');
    const gate = gates.body[0];
    const moved = await call('PATCH', `/gates/${gate.gate_public_id}`, {
      gate_name: 'Main Gate (North)',
    });
    expect(moved.body).toMatchObject({
      gate_name: 'Main Gate (North)',
      entry_mode_public_id: gate.entry_mode_public_id,
    });
    const lookups = await (await settings.request('/public/lookups')).json();
    expect(lookups.destinations).toContainEqual({
      destination_public_id: 'dst-research',
      destination_name: 'Ol Kijani Research Centre',
    });
    const [change] = await changesOf('gate', gate.gate_public_id);
    expect([change?.before.gate_name, change?.after.gate_name]).toEqual([
      gate.gate_name,
      'Main Gate (North)',
    ]);
  });

  it('refuses a blank name, an unknown entry mode or gate, and users without the feature', async () => {
    const blank = await call('PATCH', '/destinations/dst-main', { destination_name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ destination_name: 'This field is required' });
    const gates = await call('GET', '/gates');
    const unknown = await call('PATCH', `/gates/${gates.body[0].gate_public_id}`, {
      entry_mode_public_id: 'em-teleport',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      entry_mode_public_id: 'Unknown entry mode: em-teleport',
    });
    expect((await call('PATCH', '/gates/gate-nowhere', { gate_name: 'X' })).status).toBe(404);
    expect((await call('GET', '/destinations', undefined, 'Gate Clerk')).status).toBe(403);
    expect((await call('GET', '/gates', undefined, 'Gate Clerk')).status).toBe(403);
  });
});
