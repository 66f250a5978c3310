/**
 * The members section of the change feed: what a kiosk needs to price a member's walk-in
 * offline, every member but the deleted ones, sent when it changes and not again otherwise.
 * spec: membership-backoffice.md §3; staff-booking.md §2.1 (member picker); research
 * offline-checkin-anchors.md §1 (config lists compared as a whole).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { insertMember } from '../test/member-fixtures';
import { useTestDatabase } from '../test/test-database';
import { pullAll, registerKiosk } from './test-kiosk';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let kiosk: { device_public_id: string; device_token: string };
let paid: string;
let unpaid: string;

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  kiosk = await registerKiosk(app, await signInAs(app, 'Administrator'), 'gate-main');
  paid = await insertMember(database, 'SYNC01', true, '2027-06-30');
  unpaid = await insertMember(database, 'SYNC02', false, null);
  const gone = await insertMember(database, 'SYNC03', true, '2027-06-30');
  await database.sql`update members set deleted_at = now() where public_id = ${gone}`;
});

describe("the kiosk's members", () => {
  it('come on a full download with their level, discounts, payment and expiry', async () => {
    const { pages } = await pullAll(app, kiosk.device_token);
    expect(pages[0]!.changes.members).toEqual([
      {
        member_public_id: paid,
        member_reference_number: 'SYNC01',
        first_name: 'Wanjiku',
        sur_name: 'Kamau',
        membership: 'Kijani Friend',
        entry_discount: '100',
        accommodation_discount: '10',
        activity_discount: '10',
        payment_status: true,
        expiry_date: '2027-06-30',
      },
      expect.objectContaining({
        member_public_id: unpaid,
        payment_status: false,
        expiry_date: null,
      }),
    ]);
  });

  it('are sent again only when a member changes', async () => {
    const { cursor } = await pullAll(app, kiosk.device_token);
    const unchanged = await pullAll(app, kiosk.device_token, cursor);
    expect(unchanged.pages[0]!.changes.members).toBeNull();
    await database.sql`update members set payment_status = true, expiry_date = '2027-11-20'
      where public_id = ${unpaid}`;
    const changed = await pullAll(app, kiosk.device_token, unchanged.cursor);
    expect(
      changed.pages[0]!.changes.members?.find((member) => member.member_public_id === unpaid),
    ).toMatchObject({ payment_status: true, expiry_date: '2027-11-20' });
  });
});
