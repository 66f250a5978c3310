import { describe, expect, it } from 'vitest';
import {
  cashPaymentPayloadSchema,
  checkInPayloadSchema,
  outboxRequestSchema,
  walkInBookingPayloadSchema,
} from './sync';
import { validate } from './validation-error';

const operation = {
  idempotency_key: 'k7qm2xpa9rtdk7qm2xpa',
  kind: 'check_in',
  payload: { direction: 'check_in', booking_ref_code: 'K7QM2XPA' },
  device_time: '2026-11-21T08:05:00+03:00',
};

describe('outbox request', () => {
  it('takes a batch of operations with their keys and device times', () => {
    expect(validate(outboxRequestSchema, { operations: [operation] }).ok).toBe(true);
  });

  it('refuses short keys, unknown kinds, times without an offset, and an empty batch', () => {
    const result = validate(outboxRequestSchema, {
      operations: [
        { ...operation, idempotency_key: 'short', kind: 'refund', device_time: '2026-11-21 08:05' },
      ],
    });
    expect(Object.keys(result.error?.fields ?? {})).toEqual([
      'operations.0.idempotency_key',
      'operations.0.kind',
      'operations.0.device_time',
    ]);
    expect(validate(outboxRequestSchema, { operations: [] }).ok).toBe(false);
  });
});

describe('operation payloads', () => {
  it('a check-in must name its booking one way or another', () => {
    expect(validate(checkInPayloadSchema, { direction: 'check_in' }).error?.message).toBe(
      'Name the booking: booking_public_id, booking_ref_code or ticket_code',
    );
    expect(validate(checkInPayloadSchema, { direction: 'check_out', ticket_code: 'ABC' }).ok).toBe(
      true,
    );
  });

  it('a walk-in is a staff cart with the guest, under a booking id the kiosk made', () => {
    const result = validate(walkInBookingPayloadSchema, {
      booking_public_id: '3f0c8a52-5a38-4c2e-9d61-0b8f3f1a2c44',
      check_in: '2026-11-21',
      check_out: '2026-11-21',
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-ci-a', payment_guests: 2, discount: 10 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      first_name: 'Otieno',
      last_name: 'Odhiambo',
      phone: '+254722000111',
      country: 'KE',
    });
    expect(result.data).toMatchObject({ email: null, city: null, guests: [{ discount: 10 }] });
  });

  it('cash is a whole amount of at least 1', () => {
    const booking_public_id = '3f0c8a52-5a38-4c2e-9d61-0b8f3f1a2c44';
    expect(
      validate(cashPaymentPayloadSchema, { booking_public_id, amount: 0, currency: 'KES' }).error
        ?.fields,
    ).toEqual({ amount: 'Amount must be at least 1' });
    expect(
      validate(cashPaymentPayloadSchema, { booking_public_id, amount: 12.5, currency: 'KES' }).error
        ?.fields,
    ).toEqual({ amount: 'Must be a whole number' });
  });
});
