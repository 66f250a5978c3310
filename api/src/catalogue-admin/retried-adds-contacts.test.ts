/**
 * Retried adds and contacts over HTTP. A retry with the same Idempotency-Key of a content page,
 * a call to action, an exchange rate, a promo code or a contact answers what the first request
 * made (same status, same row) and writes no second row and no second log entry. A contact of
 * a facility or an activity is edited, made inactive and active, removed and restored, each
 * logged; a deleted contact's edit is refused (409), an unknown one is 404, and without the
 * item's feature every contact write is 403.
 * spec: membership-backoffice.md §4 (Contacts: active or inactive; soft delete and restore),
 * §7 (contacts); ARCHITECTURE.md §Errors (retries are idempotent).
 */
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database';
import { useAdminTestApp } from './test-admin-app';

const database = useTestDatabase();
const { call } = useAdminTestApp(database, '10.30.7');

/** `POST path` with `body` twice under one Idempotency-Key: both answers. */
async function postTwice(path: string, body: unknown, key: string) {
  const headers = { 'Idempotency-Key': key };
  const first = await call('POST', path, body, 'Administrator', headers);
  const retry = await call('POST', path, body, 'Administrator', headers);
  return { first, retry };
}

async function countOf(table: string, column: string, value: string) {
  const [row] = await database.sql.unsafe(
    `select count(*)::int as n from ${table} where ${column} = $1`,
    [value],
  );
  return row!.n as number;
}

async function logsOf(entity: string, id: string) {
  return database.sql`
    select before, after from staff_changes
    where entity = ${entity} and entity_id = ${id} order by id`;
}

describe('a retried add makes no duplicate', () => {
  it('content page: the same page, one row, one log entry', async () => {
    const page = {
      page_type_public_id: 'terms',
      title: 'Drone policy',
      description: 'No drones without written leave.',
    };
    const { first, retry } = await postTwice('/content-pages', page, 'page-key-1');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await countOf('content_pages', 'title', 'Drone policy')).toBe(1);
    expect(await logsOf('content_page', first.body.public_id)).toHaveLength(1);
    const other = await call('POST', '/content-pages', page, 'Administrator', {
      'Idempotency-Key': 'page-key-2',
    });
    expect(other.body.public_id).not.toBe(first.body.public_id);
  });

  it('call to action: the same one, one row, one log entry', async () => {
    const action = { message: 'Rhino count on Saturday', description: 'Join the rangers.' };
    const { first, retry } = await postTwice('/calls-to-action', action, 'cta-key-1');
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(first.body).not.toHaveProperty('idempotency_key');
    expect(await countOf('calls_to_action', 'message', 'Rhino count on Saturday')).toBe(1);
    expect(await logsOf('call_to_action', first.body.public_id)).toHaveLength(1);
  });

  it('exchange rate: one rate added, the currency answered again, one log entry', async () => {
    const before = await call('GET', '/currencies/USD');
    const rate = { buy_amount: '128.40', sell_amount: '131.10' };
    const { first, retry } = await postTwice('/currencies/USD/rates', rate, 'rate-key-1');
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(first.body.rate).toMatchObject({ buy_amount: '128.40', sell_amount: '131.10' });
    expect(retry.body.rate).toEqual(first.body.rate);
    expect(retry.body.history).toHaveLength(before.body.history.length + 1);
    expect(await logsOf('exchange_rate', 'USD')).toHaveLength(1);
  });

  it('promo code: the same code again instead of 409 "exists already"', async () => {
    const code = {
      code: 'RETRY10',
      percentage_off: '10',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      max_uses: 5,
    };
    const { first, retry } = await postTwice('/promo-codes', code, 'promo-key-1');
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(await logsOf('promo_code', 'RETRY10')).toHaveLength(1);
    // Without the key (or with another), the code is taken.
    const again = await call('POST', '/promo-codes', code);
    expect(again.status).toBe(409);
    expect(again.body.fields.code).toBe('Promo code RETRY10 already exists');
  });

  it('contact: the same contact, one row, one log entry', async () => {
    const contact = { name: 'Otieno Ouma', role: 'Head guide', phone: '+254722000111' };
    const { first, retry } = await postTwice(
      '/activities/act-lion/contacts',
      contact,
      'contact-key-1',
    );
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(await countOf('catalogue_contacts', 'name', 'Otieno Ouma')).toBe(1);
    expect(await logsOf('catalogue_contact', first.body.contact_public_id)).toHaveLength(1);
  });
});

describe('contacts of a facility and of an activity', () => {
  for (const item of ['/facilities/fac-pelican', '/activities/act-night-drive']) {
    it(`${item}: edited, made inactive and active, removed and restored, each logged`, async () => {
      const added = await call('POST', `${item}/contacts`, {
        name: 'Achieng Odhiambo',
        role: 'Manager',
        phone: '',
        email: 'achieng@kijani.example',
      });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ active: true, deleted: false, phone: null });
      const one = `${item}/contacts/${added.body.contact_public_id}`;

      const edited = await call('PATCH', one, { role: 'Head of bookings', phone: '+254733111222' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        name: 'Achieng Odhiambo',
        role: 'Head of bookings',
        phone: '+254733111222',
        email: 'achieng@kijani.example',
        active: true,
      });
      const inactive = await call('PATCH', one, { active: false });
      expect(inactive.body.active).toBe(false);
      const shown = (await call('GET', item)).body.contacts;
      expect(shown).toEqual([{ ...edited.body, active: false }]);

      expect((await call('DELETE', one)).status).toBe(204);
      const refused = await call('PATCH', one, { active: true });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This contact is deleted already');
      expect((await call('GET', item)).body.contacts[0]).toMatchObject({ deleted: true });

      const restored = await call('POST', `${one}/restore`);
      expect(restored.status).toBe(200);
      // Restored with the active flag it had.
      expect(restored.body).toMatchObject({ deleted: false, active: false });
      const again = await call('POST', `${one}/restore`);
      expect(again.body).toEqual(restored.body);
      expect((await call('PATCH', one, { active: true })).body.active).toBe(true);

      const logs = await logsOf('catalogue_contact', added.body.contact_public_id);
      expect(
        logs.map((log) => [log.before?.role ?? null, log.after.active, log.after.deleted]),
      ).toEqual([
        [null, true, false],
        ['Manager', true, false],
        ['Head of bookings', false, false],
        ['Head of bookings', false, true],
        ['Head of bookings', false, false],
        ['Head of bookings', true, false],
      ]);
    });
  }

  it('an unknown contact is 404, a bad field 400, and every write 403 without the feature', async () => {
    const unknown = '/facilities/fac-pelican/contacts/00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', unknown, { name: 'X' })).status).toBe(404);
    expect((await call('POST', `${unknown}/restore`)).status).toBe(404);
    const added = await call('POST', '/facilities/fac-stables/contacts', { name: 'Kiprop' });
    const one = `/facilities/fac-stables/contacts/${added.body.contact_public_id}`;
    const bad = await call('PATCH', one, { name: '', active: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['active', 'name']);
    // The contact of another item is not found under this one.
    expect(
      (
        await call('PATCH', `/facilities/fac-pelican/contacts/${added.body.contact_public_id}`, {
          name: 'Y',
        })
      ).status,
    ).toBe(404);

    for (const [method, path] of [
      ['POST', '/facilities/fac-stables/contacts'],
      ['PATCH', one],
      ['DELETE', one],
      ['POST', `${one}/restore`],
    ] as const) {
      const answer = await call(
        method,
        path,
        method === 'DELETE' ? undefined : { name: 'Z' },
        'Gate Clerk',
      );
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect((await call('GET', '/facilities/fac-stables')).body.contacts).toEqual([added.body]);
  });
});
