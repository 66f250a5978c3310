import { messages } from '@hifadhi/shared/messages';
import {
  staffBookingAmendmentSchema,
  staffBookingRequestSchema,
} from '@hifadhi/shared/schemas/staff-booking';
import { staffDeskQuoteRequestSchema } from '@hifadhi/shared/schemas/staff-quote';
import { describe, expect, it } from 'vitest';
import { type AmendableBooking, draftOfBooking } from './booking-draft';
import {
  amendBodyOf,
  bookingTypes,
  emptyStaffDraft,
  type StaffBookingDraft,
  staffBookingBodyOf,
  staffDetailsErrors,
  staffQuoteRequestOf,
} from './staff-booking-draft';

const TODAY = '2026-12-10';

/** A guest booking: two citizens, a car, The Stables for two nights, a game drive. */
function guestDraft(patch: Partial<StaffBookingDraft> = {}): StaffBookingDraft {
  return {
    ...emptyStaffDraft('new', TODAY),
    first_name: 'Wanjiku',
    last_name: 'Kamau',
    email: 'wanjiku@example.co.ke',
    country: 'KE',
    phone: '+254711000001',
    destination: 'dst-main',
    check_in: TODAY,
    check_out: '2026-12-12',
    guests: { 'cf-cit-a': 2 },
    vehicles: { 'vf-6': 1 },
    facilities: [
      {
        line_id: 'l1',
        public_id: 'fac-stables',
        adults: 2,
        children: 0,
        number_of_rooms: 1,
        catering_type: '',
        discount: 10,
      },
    ],
    activities: [
      {
        line_id: 'l2',
        public_id: 'act-lion',
        date: '2026-12-11',
        adults: 2,
        children: 0,
        rangers: 0,
      },
    ],
    ...patch,
  };
}

describe('the staff quote request of a draft', () => {
  it('carries each line discount, the member, promo code and booking type, and the staff schema takes it', () => {
    const request = staffQuoteRequestOf(
      guestDraft({
        guest_discounts: { 'cf-cit-a': 50 },
        vehicle_discounts: { 'vf-6': 0 },
        promo_code: 'KARIBU10',
        member: {
          public_id: '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
          name: 'Wanjiku Kamau',
          member_reference_number: 'PAID01',
          membership: 'Citizen Individual',
          standing: 'Current',
          expiry_date: '2026-12-31',
        },
      }),
    );
    expect(request.guests).toEqual([
      { payment_public_id: 'cf-cit-a', payment_guests: 2, discount: 50 },
    ]);
    expect(request.vehicles).toEqual([{ vehicle_public_id: 'vf-6', vehicles: 1 }]);
    expect(request.facilities[0]).toMatchObject({ public_id: 'fac-stables', discount: 10 });
    expect(request.inventory[0]).not.toHaveProperty('discount');
    expect(request).toMatchObject({
      member: '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
      promo_code: 'KARIBU10',
      booking_type: bookingTypes.individual,
      school: null,
      partner: null,
    });
    expect(staffDeskQuoteRequestSchema.safeParse(request).success).toBe(true);
  });

  it("gives a facility line its own dates when staff chose them, else the booking's", () => {
    const [stables] = guestDraft().facilities;
    const dated = staffQuoteRequestOf(
      guestDraft({
        facilities: [{ ...stables!, start_date: '2026-12-11', end_date: '2026-12-12' }],
      }),
    );
    expect(dated.facilities[0]).toMatchObject({ start_date: '2026-12-11', end_date: '2026-12-12' });
    expect(staffQuoteRequestOf(guestDraft()).facilities[0]).not.toHaveProperty('start_date');
  });

  it('sends a line’s extra adults and children, none when not given', () => {
    const [stables] = guestDraft().facilities;
    const extras = staffQuoteRequestOf(
      guestDraft({ facilities: [{ ...stables!, extra_pax_adults: 1, extra_pax_children: 2 }] }),
    );
    expect(extras.facilities[0]).toMatchObject({ extra_pax_adults: 1, extra_pax_children: 2 });
    expect(staffQuoteRequestOf(guestDraft()).facilities[0]).toMatchObject({
      extra_pax_adults: 0,
      extra_pax_children: 0,
    });
    expect(staffDeskQuoteRequestSchema.safeParse(extras).success).toBe(true);
  });
});

describe('the first step', () => {
  it('needs the e-mail of a staff booking, and a partner on the partner route', () => {
    const draft = guestDraft({ email: '' });
    expect(staffDetailsErrors(draft, 'new')).toEqual({ email: messages.emailRequired });
    expect(staffDetailsErrors(draft, 'partner')).toEqual({
      email: messages.emailRequired,
      partner: messages.itemRequired,
    });
  });

  it("asks a group for its type, then a school's school and primary contact", () => {
    const group = { ...guestDraft(), ...emptyStaffDraft('group', TODAY) };
    const trip = { destination: 'dst-main', country: 'KE' };
    expect(staffDetailsErrors({ ...group, ...trip }, 'group')).toEqual({
      booking_type: messages.groupTypeMissing,
    });
    const school = { ...group, ...trip, booking_type: bookingTypes.school };
    expect(staffDetailsErrors(school, 'group')).toEqual({
      school: messages.required,
      primary_contact: messages.required,
      primary_contact_phone: messages.required,
      primary_contact_email: messages.emailRequired,
    });
    const corporate = { ...group, ...trip, booking_type: bookingTypes.corporate };
    expect(Object.keys(staffDetailsErrors(corporate, 'group')).sort()).toEqual([
      'contact_name',
      'email',
      'organisation_email',
      'organisation_name',
      'phone',
    ]);
  });
});

describe('the bodies that make and amend a booking', () => {
  it('make a guest booking the shared request schema accepts, who pays included', () => {
    const body = staffBookingBodyOf(guestDraft({ note: ' Early arrival ' }), [], 1);
    const parsed = staffBookingRequestSchema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(body).toMatchObject({ payment_period: 1, note: 'Early arrival', first_name: 'Wanjiku' });
  });

  it("make a school booking out to its primary contact, with the school's contacts", () => {
    const draft: StaffBookingDraft = {
      ...guestDraft(),
      booking_type: bookingTypes.school,
      school: 'sch-nyeri-high',
      primary_contact: 'Grace Njeri Mwangi',
      primary_contact_email: 'grace@nyerihigh.example',
      primary_contact_phone: '+254722000111',
    };
    const body = staffBookingBodyOf(draft, [], 0);
    expect(staffBookingRequestSchema.safeParse(body).error?.issues ?? []).toEqual([]);
    expect(body).toMatchObject({
      booking_type: '8D7E6504',
      school: 'sch-nyeri-high',
      first_name: 'Grace',
      last_name: 'Njeri Mwangi',
      email: 'grace@nyerihigh.example',
      school_contacts: { primary_contact: 'Grace Njeri Mwangi' },
    });
  });

  it('make a corporate booking with the organisation and its contact person', () => {
    const draft: StaffBookingDraft = {
      ...guestDraft(),
      booking_type: bookingTypes.corporate,
      organisation_name: 'Acacia Bank',
      organisation_email: 'events@acacia.example',
      contact_name: 'Otieno Ouma',
    };
    const body = staffBookingBodyOf(draft, [], 0);
    expect(staffBookingRequestSchema.safeParse(body).error?.issues ?? []).toEqual([]);
    expect(body).toMatchObject({ organisation_name: 'Acacia Bank', name: 'Otieno Ouma' });
  });

  it('amend with send_mail and without payment_period', () => {
    const body = amendBodyOf(guestDraft({ send_mail: false }), []);
    expect(staffBookingAmendmentSchema.safeParse(body).error?.issues ?? []).toEqual([]);
    expect(body.send_mail).toBe(false);
    expect(body).not.toHaveProperty('payment_period');
  });
});

describe('the amended booking as a draft', () => {
  const read: AmendableBooking = {
    booking_public_id: 'b-1',
    booking_ref_code: 'KJ-1',
    booking_type_id: 'FF9330A3',
    booking_status: 'confirmed',
    booking_details: {
      first_name: 'Wanjiku',
      last_name: 'Kamau',
      email_address: 'wanjiku@example.co.ke',
      phone_number: '+254711000001',
    },
    check_in_date: TODAY,
    check_out_date: '2026-12-12',
    guest_total: 2,
    guests: [{ payment_public_id: 'cf-cit-a', payment_person: 'Citizen Adult', payment_guests: 2 }],
    vehicle_count: 1,
    facility_bookings: [
      {
        facility_booking_public_id: 'fb-1',
        facility_public_id: 'fac-stables',
        facility_name: 'The Stables',
        facility_booking_check_in_date: TODAY,
        facility_booking_check_out_date: '2026-12-12',
        facility_booking_adults: 2,
        facility_booking_children: 0,
        no_of_rooms: 1,
        facility_booking_currency: 'KES',
        facility_booking_total_cost: 24000,
      },
    ],
    inventory_bookings: [],
    currency: 'KES',
    booking_currency_name: 'Kenya Shilling',
    total_cost: 28000,
    booking_payment_balance: 0,
    booking_payment_status: 'Paid',
    currency_buying_rate_at_time: '1',
    currency_selling_rate_at_time: '1',
    hold_expires_at: null,
    created_at: '2026-12-01T08:00:00+03:00',
    lines: [
      {
        kind: 'conservation',
        ref: 'cf-cit-a',
        description: 'Citizen Adult',
        quantity: 2,
        amount: 3000,
      },
      { kind: 'vehicle', ref: 'vf-6', description: 'Up to 6 seater', quantity: 1, amount: 1000 },
    ],
    payments: [],
    destination_public_id: 'dst-main',
    staff_request: null,
  };

  it('starts from the staff request a staff booking was priced from, discounts and all', () => {
    const made = guestDraft({ guest_discounts: { 'cf-cit-a': 50 }, note: 'Early arrival' });
    const staff_request = staffBookingRequestSchema.parse(staffBookingBodyOf(made, [], 0));
    const draft = draftOfBooking({ ...read, staff_request }, TODAY);
    expect(staffQuoteRequestOf(draft)).toEqual(staffQuoteRequestOf(made));
    expect(draft).toMatchObject({ country: 'KE', note: 'Early arrival', email: made.email });
  });

  it('puts back any other booking from its read-back: guests, vehicles from its lines, accommodation', () => {
    const draft = draftOfBooking(read, TODAY);
    expect(draft).toMatchObject({
      first_name: 'Wanjiku',
      email: 'wanjiku@example.co.ke',
      destination: 'dst-main',
      guests: { 'cf-cit-a': 2 },
      vehicles: { 'vf-6': 1 },
      booking_type: 'FF9330A3',
    });
    expect(draft.facilities).toEqual([
      expect.objectContaining({
        public_id: 'fac-stables',
        adults: 2,
        number_of_rooms: 1,
        start_date: TODAY,
        end_date: '2026-12-12',
      }),
    ]);
  });
});
