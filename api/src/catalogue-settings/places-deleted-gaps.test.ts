/**
 * Deleted places refused where they were still let through: no kiosk registration code for a
 * deleted gate, a new booking through a deleted gate told it is no longer an entry point, and
 * an entry mode a live gate serves not deleted (the gates named, as a destination's are).
 * spec: membership-backoffice.md §2.6 (gates, entry modes), §4 (soft delete and restore);
 * api-contract.md §Staff and devices (`POST /devices/registration-codes`).
 */
import { describe, expect, it } from 'vitest';
import { bookingRequest } from '../test/booking-fixtures';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.59.1');
const { call, publicly } = settings;

describe('a deleted gate', () => {
  it('gets no kiosk registration code until it is restored', async () => {
    expect((await call('DELETE', '/gates/gate-river')).status).toBe(200);
    const refused = await call('POST', '/devices/registration-codes', {
      gate_public_id: 'gate-river',
    });
    expect(refused.status).toBe(400);
    const message = 'River Gate is deleted: restore it before registering a kiosk there';
    expect(refused.body).toMatchObject({ message, fields: { gate_public_id: message } });
    expect((await call('POST', '/gates/gate-river/restore')).status).toBe(200);
    const issued = await call('POST', '/devices/registration-codes', {
      gate_public_id: 'gate-river',
    });
    expect(issued.status).toBe(201);
    expect(issued.body.gate_public_id).toBe('gate-river');
  });

  it('named by a new booking is refused as no longer an entry point', async () => {
    expect((await call('DELETE', '/gates/gate-airstrip')).status).toBe(200);
    const response = await publicly(
      '/public/bookings',
      bookingRequest({
        check_in: '2027-03-05',
        check_out: '2027-03-05',
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
        facilities: [],
        email: 'airstrip@example.com',
        destination: 'dst-main',
        entry_point: 'gate-airstrip',
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      entry_point: 'Airstrip is no longer an entry point',
    });
    expect((await call('POST', '/gates/gate-airstrip/restore')).status).toBe(200);
  });
});

describe('an entry mode', () => {
  it('a live gate serves is not deleted, naming the gates; once they are deleted it is', async () => {
    const refused = await call('DELETE', '/entry-modes/em-road');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Delete or move its gates first: Main Gate, River Gate',
    });
    const modes = await call('GET', '/entry-modes');
    expect(modes.body.find((mode: { public_id: string }) => mode.public_id === 'em-road')).toEqual({
      public_id: 'em-road',
      name: 'Road',
      deleted: false,
    });
    // A deleted gate does not hold it.
    expect((await call('DELETE', '/gates/gate-airstrip')).status).toBe(200);
    expect((await call('DELETE', '/entry-modes/em-air')).status).toBe(200);
    expect((await call('POST', '/entry-modes/em-air/restore')).status).toBe(200);
    expect((await call('POST', '/gates/gate-airstrip/restore')).status).toBe(200);
  });
});
