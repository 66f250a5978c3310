import { messages } from '@hifadhi/shared/messages';
import { membershipRefusals } from '@hifadhi/shared/pricing/member-discounts';
import { workedExample, workedExamples } from '@hifadhi/shared/pricing/worked-examples';
import type { StaffDeskQuoteRequestInput } from '@hifadhi/shared/schemas/staff-quote';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { insertMember } from '../test/member-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let clerk: string;
let partnerUser: string;
let ranger: string;
/** Public ids of the members inserted below. */
const memberIds = {} as Record<'paid' | 'expired' | 'unpaid', string>;

beforeAll(async () => {
  await seedStaff(database.db);
  await database.sql`
    insert into partners (public_id, name, type_public_id, conservation_fee_discount,
      facility_discount, facility_commission, email, sort_order)
    values ('ptn-acacia', 'Acacia Safaris', '6bac8c28', 50, 20, 0, 'desk@acacia.example', 2)`;
  memberIds.paid = await insertMember(database, 'PAID01', true, '2026-12-31');
  memberIds.expired = await insertMember(database, 'EXPD01', true, '2026-11-20');
  memberIds.unpaid = await insertMember(database, 'UNPD01', false, null);
  app = staffTestApp(database.db).app;
  clerk = await signInAs(app, 'Gate Clerk');
  partnerUser = await signInAs(app, 'Partner', '10.0.0.2');
  ranger = await signInAs(app, 'Inspection Ranger', '10.0.0.3');
});

async function post(body: unknown, token = clerk) {
  const response = await app.request('/api/v1/quotes', postJson(body, token));
  return { status: response.status, body: await response.json() };
}

/** The quote's [description, amount] lines and grand total (status 200 asserted). */
async function priced(body: StaffDeskQuoteRequestInput, token = clerk) {
  const { status, body: quote } = await post(body, token);
  expect({ status, error: status === 200 ? null : quote }).toEqual({ status: 200, error: null });
  return {
    lines: quote.lines.map((line: { description: string; amount: number }) => [
      line.description,
      line.amount,
    ]),
    total: quote.totals.grand_total as number,
    quote,
  };
}

/** 2026-12-10 → 12, KES: 2 Non-Resident Adult, one 6-seater, The Stables (KES 48,160). */
const stablesInKes = workedExample('the same Stables trip in KES').request;

describe('POST /quotes', () => {
  describe('without discounts, prices every worked example of pricing-rules.md exactly', () => {
    it.each(workedExamples)('$name', async ({ request, lines, grandTotal }) => {
      const quote = await priced(request);
      expect(quote.lines).toEqual(lines);
      expect(quote.total).toBe(grandTotal);
    });

    it('answers as POST /public/quotes does, figure for figure', async () => {
      const staff = await priced(stablesInKes);
      const response = await app.request('/api/v1/public/quotes', postJson(stablesInKes));
      expect(staff.quote).toEqual(await response.json());
    });
  });

  it('takes a 10% staff discount off that line alone, before its rounding', async () => {
    const [stables] = stablesInKes.facilities!;
    const quote = await priced({ ...stablesInKes, facilities: [{ ...stables!, discount: 10 }] });
    expect(quote.lines).toEqual([
      ['Non-Resident Adult', 26200],
      ['Up to 6 seater', 1000],
      ['The Stables', 18864],
    ]);
    expect(quote.total).toBe(46064);
  });

  it('applies a line discount with a fraction exactly, rounding up once (1,000 less 33.3%)', async () => {
    const quote = await priced({
      ...stablesInKes,
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1, discount: 33.3 }],
    });
    expect(quote.lines[1]).toEqual(['Up to 6 seater', 667]);
  });

  it("refuses a discount over 100 with the wizard's message, on the line's field", async () => {
    const [guests] = stablesInKes.guests!;
    const { status, body } = await post({
      ...stablesInKes,
      guests: [{ ...guests!, discount: 101 }],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Must be between 0-100%',
      fields: { 'guests.0.discount': 'Must be between 0-100%' },
    });
  });

  describe("a partner's discounts (Savanna Trails: conservation 10%, facility 15%, commission 5%)", () => {
    const savannaLines = [
      ['Non-Resident Adult', 23580],
      ['Up to 6 seater', 1000],
      // 20,960 × 0.85 × 0.95 = 16,925.2 → 16,926
      ['The Stables', 16926],
    ];

    it('reach conservation and accommodation, never vehicles', async () => {
      const quote = await priced({ ...stablesInKes, partner: 'ptn-savanna' });
      expect(quote.lines).toEqual(savannaLines);
      expect(quote.total).toBe(41506);
    });

    it("are a partner user's own whatever partner the body names, or none", async () => {
      const named = await priced({ ...stablesInKes, partner: 'ptn-acacia' }, partnerUser);
      expect(named.lines).toEqual(savannaLines);
      const none = await priced(stablesInKes, partnerUser);
      expect(none.lines).toEqual(savannaLines);
      const staffForAcacia = await priced({ ...stablesInKes, partner: 'ptn-acacia' });
      expect(staffForAcacia.lines).toEqual([
        ['Non-Resident Adult', 13100],
        ['Up to 6 seater', 1000],
        ['The Stables', 16768],
      ]);
    });

    it('combine with a promo code, taken last', async () => {
      const quote = await priced({
        ...stablesInKes,
        partner: 'ptn-savanna',
        promo_code: 'karibu10',
      });
      // 26,200 × 0.9 × 0.9 = 21,222; 1,000 × 0.9 = 900; 20,960 × 0.85 × 0.95 × 0.9 = 15,232.68
      expect(quote.lines.map(([, amount]: [string, number]) => amount)).toEqual([
        21222, 900, 15233,
      ]);
    });

    it('refuses a partner the catalogue does not have', async () => {
      const { status, body } = await post({ ...stablesInKes, partner: 'ptn-nobody' });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'UNKNOWN_REFERENCE',
        fields: { partner: 'Partner not found' },
      });
    });
  });

  describe("a member's discounts (Citizen Individual: entry 100%, accommodation 10%)", () => {
    const citizenStables: StaffDeskQuoteRequestInput = {
      ...stablesInKes,
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
      facilities: [
        { public_id: 'fac-stables', adults: 1, number_of_rooms: 1, residency: 'citizen' },
      ],
    };

    it('reach a paid member in force on check-in', async () => {
      const without = await priced(citizenStables);
      expect(without.lines).toEqual([
        ['Citizen Adult', 1500],
        ['Up to 6 seater', 1000],
        ['The Stables', 12000],
      ]);
      const member = await priced({ ...citizenStables, member: memberIds.paid });
      expect(member.lines).toEqual([
        ['Citizen Adult', 0],
        ['Up to 6 seater', 1000],
        ['The Stables', 10800],
      ]);
      expect(member.total).toBe(11800);
    });

    it('are refused, saying why, for an expired or an unpaid membership', async () => {
      const expired = await post({ ...citizenStables, member: memberIds.expired });
      expect(expired).toEqual({
        status: 400,
        body: expect.objectContaining({
          code: 'VALIDATION_FAILED',
          message: membershipRefusals.expired('2026-11-20'),
          fields: { member: 'This membership expired on 2026-11-20, so it gives no discount' },
        }),
      });
      const unpaid = await post({ ...citizenStables, member: memberIds.unpaid });
      expect(unpaid.status).toBe(400);
      expect(unpaid.body.fields).toEqual({ member: membershipRefusals.unpaid });
    });

    it('are refused for a membership that ends before check-in', async () => {
      const { status, body } = await post({
        ...citizenStables,
        member: memberIds.paid,
        check_in: '2027-01-02',
        check_out: '2027-01-03',
      });
      expect(status).toBe(400);
      expect(body.fields).toEqual({ member: membershipRefusals.endsBeforeCheckIn('2026-12-31') });
    });

    it('are refused for a deleted member, though paid and in force, with no discount priced', async () => {
      const deleted = await insertMember(database, 'DELD01', true, '2026-12-31');
      await database.sql`update members set deleted_at = now() where public_id = ${deleted}`;
      const { status, body } = await post({ ...citizenStables, member: deleted });
      expect({ status, code: body.code, message: body.message, fields: body.fields }).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'This member has been deleted, so the membership gives no discount',
        fields: { member: membershipRefusals.deleted },
      });
    });

    it('are refused for an unknown member', async () => {
      const { status, body } = await post({
        ...citizenStables,
        member: '00000000-0000-4000-8000-000000000000',
      });
      expect(status).toBe(400);
      expect(body.fields).toEqual({ member: 'Member not found' });
      expect((await post({ ...citizenStables, member: 'not-a-uuid' })).body.fields).toEqual({
        member: 'Member not found',
      });
    });
  });

  describe('booking type and school', () => {
    it('prices a school booking naming a school of the catalogue (non-residents have no school rate)', async () => {
      const quote = await priced({
        ...stablesInKes,
        booking_type: '8D7E6504',
        school: 'sch-nyeri-high',
        destination: 'dst-main',
      });
      expect(quote.total).toBe(48160);
    });

    it('requires the school of a school booking, and one the catalogue has', async () => {
      const school = { ...stablesInKes, booking_type: '8D7E6504', destination: 'dst-main' };
      const missing = await post(school);
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ school: messages.required });
      const unknown = await post({ ...school, school: 'sch-x' });
      expect(unknown.body.fields).toEqual({ school: 'School not found' });
    });

    it('refuses a booking type code that is not one of the three', async () => {
      const { status, body } = await post({ ...stablesInKes, booking_type: 'XX' });
      expect(status).toBe(400);
      expect(Object.keys(body.fields)).toEqual(['booking_type']);
    });
  });

  it('takes empty camping multi-arrivals and external facilities lists as none', async () => {
    const quote = await priced({ ...stablesInKes, multi: [], external_facilities: [] });
    expect(quote.total).toBe(48160);
  });

  it('answers 401 without a token and 403 to a role without a booking wizard', async () => {
    const anonymous = await app.request('/api/v1/quotes', postJson(stablesInKes));
    expect(anonymous.status).toBe(401);
    const { status, body } = await post(stablesInKes, ranger);
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'FORBIDDEN', message: messages.noAccess });
  });

  it('needs no partner or member for an administrator either', async () => {
    const admin = await signInAs(app, 'Administrator', '10.0.0.4');
    const response = await app.request('/api/v1/quotes', {
      method: 'POST',
      headers: bearer(admin),
      body: JSON.stringify(stablesInKes),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).totals.grand_total).toBe(48160);
  });
});
