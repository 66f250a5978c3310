/**
 * Activities administration over HTTP: an activity is made priced per residency (201),
 * listed, read, edited (a new price list replaces the old at once and the old stays in the
 * history; time frames), deactivated, soft deleted and restored, each logged with before and
 * after; refused without the `inventory` feature (403) and for bad input (400, the one error
 * shape); each change reaches the public quote and a kiosk's change feed at once.
 * spec: membership-backoffice.md §2.5 (Inventory), §4, §7 (Activities).
 */
import { describe, expect, it } from 'vitest';
import { pull, registerKiosk } from '../sync/test-kiosk';
import { useTestDatabase } from '../test/test-database';
import { useAdminTestApp } from './test-admin-app';

const database = useTestDatabase();
const { app, tokens, call, publicQuote } = useAdminTestApp(database, '10.40.0');

const walk = {
  name: 'Guided Bush Walk',
  description: 'Two hours on foot with a ranger',
  maximum_guests: 8,
  minimum_guests: '2',
  lead_time: 1,
  ranger_marker: false,
  has_extras: false,
  pick_up_location: false,
  vat: false,
  time_frames: '7:00 AM, 4:00 PM',
  price: [
    { residency: 'citizen', currency_type: 'KES', adult_price: '1500', child_price: '750' },
    { residency: 'non_resident', currency_type: 'USD', adult_price: '', child_price: '' },
  ],
};

/** A public quote's line for 2 citizen adults on `activity` on 2027-02-10. */
function quoteOf(activity: string) {
  return publicQuote(
    {
      check_in: '2027-02-10',
      check_out: '2027-02-10',
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      inventory: [
        { public_id: activity, date: '2027-02-10', adults: 2, residency_adults: 'citizen' },
      ],
    },
    activity,
  );
}

describe('activities administration', () => {
  let id: string;

  it('makes an activity priced per residency and quotes it at once', async () => {
    const made = await call('POST', '/activities', walk);
    expect(made.status).toBe(201);
    id = made.body.public_id;
    expect(made.body).toMatchObject({
      name: 'Guided Bush Walk',
      status: 'active',
      maximum_guests: 8,
      minimum_guests: 2,
      lead_time: 1,
      time_frames: ['7:00 AM', '4:00 PM'],
      price: [
        { residency: 'citizen', currency_type: 'KES', adult_price: '1500', child_price: '750' },
      ],
      price_history: [],
    });
    expect((await quoteOf(id)).amount).toBe(3000);
    const list = await call('GET', '/activities?search=guided%20bush');
    expect(list.body.data).toEqual([
      {
        public_id: id,
        name: 'Guided Bush Walk',
        status: 'active',
        maximum_guests: 8,
        minimum_guests: 2,
        lead_time: 1,
        ranger_marker: false,
      },
    ]);
  });

  it('replaces the prices at once, keeping the old list in the history', async () => {
    const edited = await call('PATCH', `/activities/${id}`, {
      price: [
        { residency: 'citizen', currency_type: 'KES', adult_price: '1800', child_price: '900' },
      ],
      time_frames: ['6:30 AM'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.time_frames).toEqual(['6:30 AM']);
    expect(edited.body.price_history).toEqual([
      {
        price: [
          { residency: 'citizen', currency_type: 'KES', adult_price: '1500', child_price: '750' },
        ],
        replaced_at: expect.any(String),
        replaced_by: 'admin@kijani.example',
      },
    ]);
    expect((await quoteOf(id)).amount).toBe(3600);
    const [log] = await database.sql`
      select before, after from staff_changes
      where entity = 'activity' and entity_id = ${id} order by id desc limit 1`;
    expect(log).toMatchObject({
      before: { time_frames: ['7:00 AM', '4:00 PM'] },
      after: { time_frames: ['6:30 AM'] },
    });
  });

  it('leaves the flags an edit does not name as they were', async () => {
    await call('PATCH', `/activities/${id}`, { vat: true, pick_up_location: false });
    const edited = await call('PATCH', `/activities/${id}`, { lead_time: 1 });
    expect(edited.body).toMatchObject({ vat: true, lead_time: 1 });
    await call('PATCH', `/activities/${id}`, { vat: false });
  });

  it('takes a deactivated activity out of quotes and the kiosk replica', async () => {
    const kiosk = await registerKiosk(app(), tokens.Administrator!, 'gate-main');
    const before = await pull(app(), kiosk.device_token, undefined, 500);
    expect((await call('PATCH', `/activities/${id}`, { active: false })).body.status).toBe(
      'inactive',
    );
    const refused = await quoteOf(id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Unknown activity: ${id}`);
    const feed = await pull(app(), kiosk.device_token, before.cursor, 500);
    const ids = feed.changes.catalogue?.activities.map((activity) => activity.public_id);
    expect(ids).toContain('act-lion');
    expect(ids).not.toContain(id);
    await call('PATCH', `/activities/${id}`, { active: true });
    expect((await quoteOf(id)).amount).toBe(3600);
  });

  it('soft deletes and restores it, refusing edits while deleted', async () => {
    expect((await call('DELETE', `/activities/${id}`)).body.status).toBe('deleted');
    expect((await call('GET', '/activities?search=guided%20bush')).body.total).toBe(0);
    expect((await quoteOf(id)).status).toBe(400);
    expect((await call('PATCH', `/activities/${id}`, { lead_time: 2 })).status).toBe(409);
    const restored = await call('POST', `/activities/${id}/restore`);
    expect(restored.body).toMatchObject({ status: 'active', deleted_at: null });
    expect((await quoteOf(id)).amount).toBe(3600);
  });

  it('is refused without the inventory feature, and answers bad input with 400', async () => {
    for (const [method, path, body] of [
      ['GET', '/activities', undefined],
      ['POST', '/activities', walk],
      ['PATCH', `/activities/${id}`, { lead_time: 2 }],
      ['DELETE', `/activities/${id}`, undefined],
    ] as const) {
      expect((await call(method, path, body, 'Gate Clerk')).status, `${method} ${path}`).toBe(403);
    }
    const bad = await call('POST', '/activities', {
      ...walk,
      minimum_guests: 9,
      price: [walk.price[1]],
      time_frames: 'a very long time frame indeed',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        price: 'Enter at least one price',
        time_frames: 'At most 12 time frames of 20 characters each',
      },
    });
    const tooFew = await call('POST', '/activities', { ...walk, minimum_guests: 9 });
    expect(tooFew.body.fields).toEqual({
      minimum_guests: 'Minimum guests cannot be above maximum guests',
    });
    const patch = await call('PATCH', `/activities/${id}`, { minimum_guests: 2000 });
    expect(patch.status).toBe(400);
    expect(patch.body.fields.minimum_guests).toBe('Enter a number of guests from 0 to 1,000');
    const aboveMaximum = await call('PATCH', `/activities/${id}`, { minimum_guests: 9 });
    expect(aboveMaximum.body.fields.minimum_guests).toBe(
      'Minimum guests cannot be above maximum guests',
    );
    expect((await call('GET', '/activities/act-nowhere')).status).toBe(404);
  });
});
