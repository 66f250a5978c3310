import { describe, expect, it } from 'vitest';
import { type MembershipForPricing, memberStanding, membershipRefusals } from './member-discounts';

const discounts = { entry_discount: '100', accommodation_discount: '10', activity_discount: '10' };
const paidTo = (expiry_date: string | null, payment_status = true): MembershipForPricing => ({
  ...discounts,
  payment_status,
  expiry_date,
});
const visit = { today: '2026-11-21', checkIn: '2026-12-05' };

describe('memberStanding', () => {
  it('gives the setting’s three discounts for a paid membership in force on check-in', () => {
    expect(memberStanding(paidTo('2027-06-30'), visit)).toEqual({ usable: true, discounts });
  });

  it('counts the expiry date itself as in force', () => {
    expect(memberStanding(paidTo('2026-12-05'), visit).usable).toBe(true);
  });

  it('refuses a deleted member’s paid membership in force, saying so', () => {
    expect(memberStanding({ ...paidTo('2027-06-30'), deleted: true }, visit)).toEqual({
      usable: false,
      reason: 'This member has been deleted, so the membership gives no discount',
    });
  });

  it('refuses an unpaid membership, whatever its expiry', () => {
    expect(memberStanding(paidTo(null, false), visit)).toEqual({
      usable: false,
      reason: membershipRefusals.unpaid,
    });
    expect(memberStanding(paidTo('2027-06-30', false), visit)).toEqual({
      usable: false,
      reason: 'This membership has not been paid, so it gives no discount',
    });
  });

  it('refuses a membership that expired before today, naming the day', () => {
    expect(memberStanding(paidTo('2026-11-20'), visit)).toEqual({
      usable: false,
      reason: 'This membership expired on 2026-11-20, so it gives no discount',
    });
  });

  it('refuses a membership still in force today that ends before check-in', () => {
    expect(memberStanding(paidTo('2026-12-04'), visit)).toEqual({
      usable: false,
      reason: 'This membership ends on 2026-12-04, before check-in, so it gives no discount',
    });
  });

  it('accepts a backdated check-in made while the membership was in force', () => {
    expect(
      memberStanding(paidTo('2026-11-18'), { today: '2026-11-21', checkIn: '2026-11-16' }),
    ).toEqual({ usable: true, discounts });
  });
});
