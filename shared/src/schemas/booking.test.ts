import { describe, expect, it } from 'vitest';
import {
  bookingCreatedSchema,
  bookingReadSchema,
  bookingStatuses,
  publicBookingRequestSchema,
} from './booking';
import { validate } from './validation-error';

const booking = {
  check_in: '2026-12-10',
  check_out: '2026-12-12',
  currency: 'KES',
  guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 }],
  vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
  facilities: [
    {
      public_id: 'fac-stables',
      adults: 2,
      number_of_rooms: 1,
      residency: 'non_resident',
    },
  ],
  donations: [{ amount: '1000', currency: 'KES', cause: 'cause-rhino' }],
  promo_code: null,
  first_name: 'Amina',
  last_name: 'Otieno',
  email: 'amina.otieno@example.com',
  phone: '+254 722 000 111',
  country: 'KE',
  city: 'Nairobi',
  terms: true,
  disclaimer: true,
  proof_of_residency: [
    {
      payment_person: 'Citizen Adult',
      payment_public_id: 'cf-cit-a',
      proof_point: 'National ID or East African passport',
      first_name: 'Amina',
      last_name: 'Otieno',
      document_id: '12345678',
    },
    { payment_person: 'Citizen Adult', payment_public_id: 'cf-cit-a', first_name: 'Juma' },
  ],
};

describe('public booking request', () => {
  it('takes the quote request and the booking form in one flat body', () => {
    const { data, error } = validate(publicBookingRequestSchema, booking);
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      check_in: '2026-12-10',
      check_out: '2026-12-12',
      guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      facilities: [{ public_id: 'fac-stables', children: 0, number_of_rooms: 1 }],
      inventory: [],
      donations: [{ amount: '1000', currency: 'KES', cause: 'cause-rhino' }],
      first_name: 'Amina',
      phone: '+254722000111',
      terms: true,
      disclaimer: true,
    });
    expect(data?.proof_of_residency).toEqual([booking.proof_of_residency[0]]);
  });

  it('shows every message for an empty body, vehicles last', () => {
    const { error } = validate(publicBookingRequestSchema, {});
    expect(error?.messages).toEqual([
      'This field is required',
      'E-mail is required',
      'Country is required',
      'You must accept the terms and conditions',
      'You must read and agree to the liability disclaimer',
      'Please select at least one adult or child',
      'Vehicle is mandatory',
    ]);
    expect(error?.fields).toMatchObject({
      check_in: 'This field is required',
      check_out: 'This field is required',
      guests: 'Please select at least one adult or child',
      vehicles: 'Vehicle is mandatory',
    });
  });

  it("refuses a booking without a vehicle: 'Vehicle is mandatory' on vehicles", () => {
    for (const vehicles of [[], [{ vehicle_public_id: 'vf-6', vehicles: 0 }]]) {
      expect(validate(publicBookingRequestSchema, { ...booking, vehicles }).error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Vehicle is mandatory',
        messages: ['Vehicle is mandatory'],
        fields: { vehicles: 'Vehicle is mandatory' },
      });
    }
  });

  it('refuses a booking whose guest lines have no guest', () => {
    const guests = [{ payment_public_id: 'cf-nr-a', payment_guests: 0 }];
    expect(validate(publicBookingRequestSchema, { ...booking, guests }).error?.fields).toEqual({
      guests: 'Please select at least one adult or child',
    });
  });

  it('refuses staff-only fields', () => {
    const { error } = validate(publicBookingRequestSchema, {
      ...booking,
      member: 'ms-cit-ind',
      partner: 'partner-savannah',
      guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2, discount: 50 }],
    });
    expect(error?.fields).toEqual({
      member: 'Unknown field: member',
      partner: 'Unknown field: partner',
      'guests.0.discount': 'Unknown field: discount',
    });
  });

  it('refuses a check-out before the check-in', () => {
    expect(
      validate(publicBookingRequestSchema, { ...booking, check_out: '2026-12-09' }).error?.fields,
    ).toEqual({
      check_out: 'Check-out cannot be before check-in',
    });
  });

  it('checks the booking form fields and the phone against the country', () => {
    const { error } = validate(publicBookingRequestSchema, {
      ...booking,
      email: 'amina',
      phone: '+255 722 000 111',
    });
    expect(error?.fields).toEqual({
      email: 'E-mail must be valid',
      phone: 'Phone number must start with +254 for the chosen country',
    });
  });
});

describe('booking answers', () => {
  const created = {
    booking_public_id: 'bk-7f3a',
    booking_ref_code: 'KJ-2026-000123',
    currency: 'KES',
    total_cost: 48160,
    booking_payment_balance: 48160,
    booking_payment_status: 'Unpaid',
    hold_expires_at: '2026-12-01T10:30:00+03:00',
  };

  it('reads the created booking and refuses payment statuses outside the spec', () => {
    expect(bookingCreatedSchema.parse(created)).toEqual(created);
    for (const status of ['Unpaid', 'Partially Paid', 'Paid']) {
      expect(
        bookingCreatedSchema.safeParse({ ...created, booking_payment_status: status }).success,
      ).toBe(true);
    }
    expect(
      bookingCreatedSchema.safeParse({ ...created, booking_payment_status: 'PAID' }).success,
    ).toBe(false);
    expect(bookingCreatedSchema.safeParse({ ...created, total_cost: 48160.5 }).success).toBe(false);
  });

  it('reads a booking back with its lines and payments', () => {
    const read = {
      booking_public_id: 'bk-7f3a',
      booking_ref_code: 'KJ-2026-000123',
      booking_type_id: 'FF9330A3',
      booking_status: 'confirmed',
      booking_details: {
        first_name: 'Amina',
        last_name: 'Otieno',
        email_address: 'amina.otieno@example.com',
        phone_number: '+254722000111',
      },
      check_in_date: '2026-12-10',
      check_out_date: '2026-12-12',
      guest_total: 2,
      guests: [
        { payment_public_id: 'cf-nr-a', payment_person: 'Non-Resident Adult', payment_guests: 2 },
      ],
      vehicle_count: 1,
      facility_bookings: [
        {
          facility_booking_public_id: 'fb-1',
          facility_public_id: 'fac-stables',
          facility_name: 'The Stables',
          facility_booking_check_in_date: '2026-12-10',
          facility_booking_check_out_date: '2026-12-12',
          facility_booking_adults: 2,
          facility_booking_children: 0,
          no_of_rooms: 1,
          facility_booking_currency: 'KES',
          facility_booking_total_cost: 20960,
        },
      ],
      inventory_bookings: [
        {
          inventory_booking_public_id: 'ib-1',
          inventory_id: 'act-lion',
          inventory_name: 'Lion tracking',
          inventory_booking_date: '2026-12-11',
          inventory_booking_adults: 2,
          inventory_booking_children: 0,
          inventory_booking_currency: 'KES',
          inventory_booking_cost_per_adult: 3500,
          inventory_booking_cost_per_child: 1750,
          inventory_booking_total_cost: 7000,
        },
      ],
      currency: 'KES',
      booking_currency_name: 'Kenyan Shilling',
      total_cost: 48160,
      booking_payment_balance: 0,
      booking_payment_status: 'Paid',
      currency_buying_rate_at_time: '1',
      currency_selling_rate_at_time: '1',
      hold_expires_at: null,
      created_at: '2026-12-01T10:00:00+03:00',
      lines: [
        {
          kind: 'conservation',
          ref: 'cf-nr-a',
          description: 'Non-Resident Adult',
          quantity: 2,
          amount: 26200,
        },
      ],
      payments: [
        {
          payment_public_id: 'pay-1',
          method: 'mpesa',
          status: 'paid',
          amount: 48160,
          currency: 'KES',
          reference: 'SLK4H2XQ9P',
          created_at: '2026-12-01T10:01:00+03:00',
          paid_at: '2026-12-01T10:01:30+03:00',
        },
      ],
    };
    expect(bookingReadSchema.parse(read)).toEqual(read);
    for (const status of bookingStatuses) {
      expect(bookingReadSchema.safeParse({ ...read, booking_status: status }).success).toBe(true);
    }
    expect(bookingReadSchema.safeParse({ ...read, booking_status: 'pending' }).success).toBe(false);
  });
});
