import type { BookingBanRead } from '@hifadhi/shared/schemas/booking-ban';
import { describe, expect, it } from 'vitest';
import { banDays, banIdentifiers, banPath } from './ban-words';

const ban: BookingBanRead = {
  booking_ban_public_id: '5b1f0a9e-2c4d-4e6f-8a0b-1c2d3e4f5a6b',
  first_name: 'Otieno',
  last_name: 'Barasa',
  email_address: 'otieno@example.com',
  phone_number: null,
  vehicle_registration: 'KDB 777X',
  booking_ban_start_date: '2026-11-01',
  booking_ban_end_date: null,
  status: 'active',
  reason: 'Fed the lions',
  session_user: 'Amina Wanjiru',
  created_at: '2026-11-21T06:00:00.000Z',
  ended_at: null,
};

describe('a ban in words', () => {
  it('lists what the guest is recognised by, those the ban has', () => {
    expect(banIdentifiers(ban)).toEqual(['otieno@example.com', 'KDB 777X']);
  });

  it('says the days it runs, open-ended until ended', () => {
    expect(banDays(ban)).toBe('from 2026-11-01 until ended');
    expect(banDays({ ...ban, booking_ban_end_date: '2026-12-31' })).toBe(
      '2026-11-01 to 2026-12-31',
    );
    expect(banPath(ban.booking_ban_public_id)).toBe(
      '/bookings/ban/5b1f0a9e-2c4d-4e6f-8a0b-1c2d3e4f5a6b',
    );
  });
});
