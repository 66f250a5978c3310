/**
 * Volunteer programmes and applications in the back office over HTTP: add a programme (it shows
 * on the public site), edit it, its contacts (add, edit, remove), applications up to its
 * maximum (paid places; one more is refused with the clear message), the application's detail,
 * the payment reminder e-mail with the payment link (refused once paid), soft delete (it leaves
 * the site and takes no application) and restore; every write in the change log; 400 for bad
 * input, 403 without the feature.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { volunteers } from '../db/schema/programs';
import { volunteerApplicant } from '../payments/payable-fixtures';
import { programmeFull } from '../programs/apply-volunteer';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = manualClock();
let harness: ReturnType<typeof staffTestApp>;
const tokens: Record<string, string> = {};
type Role = 'Administrator' | 'Gate Clerk';

async function call(
  method: string,
  path: string,
  body?: unknown,
  role: Role | null = 'Administrator',
) {
  const response = await harness.app.request(`/api/v1${path}`, {
    method,
    headers: role === null ? { 'Content-Type': 'application/json' } : bearer(tokens[role]!),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
async function ok(method: string, path: string, body?: unknown) {
  const answer = await call(method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

const programme = {
  name: 'Elephant Corridor Survey',
  start_date: '2027-02-01',
  end_date: '2027-02-14',
  currency: 'USD',
  price: '850.00',
  max_applicants: 1,
  description: 'Two weeks mapping elephant movement between Kijani and the forest.',
};

beforeAll(async () => {
  await seedStaff(database.db);
  harness = staffTestApp(database.db, clock);
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(harness.app, role);
  }
});

describe('volunteer programmes', () => {
  let added: { public_id: string };
  let applicationId: string;

  it('adds a programme that the public site lists, and edits it', async () => {
    added = await ok('POST', '/programs', programme);
    expect(added).toMatchObject({
      ...programme,
      applications: 0,
      paid: 0,
      places_left: 1,
      deleted_at: null,
      contacts: [],
    });
    const site = await call('GET', '/public/programs', undefined, null);
    expect(site.body.map((p: { name: string }) => p.name)).toContain('Elephant Corridor Survey');
    const edited = await ok('PUT', `/programs/${added.public_id}`, {
      ...programme,
      price: 900,
      max_applicants: 2,
    });
    expect(edited).toMatchObject({ price: '900', max_applicants: 2 });
    await ok('PUT', `/programs/${added.public_id}`, programme);
  });

  it('keeps contacts: add, edit, remove', async () => {
    const withContact = await ok('POST', `/programs/${added.public_id}/contacts`, {
      name: 'Dr. Wairimu Njoroge',
      role: 'Lead scientist',
      email: 'wairimu@kijani.example',
    });
    const contact = withContact.contacts[0];
    expect(contact).toMatchObject({ name: 'Dr. Wairimu Njoroge', phone: null });
    const edited = await ok('PUT', `/program-contacts/${contact.public_id}`, {
      name: 'Dr. Wairimu Njoroge',
      phone: '+254733000111',
    });
    expect(edited.contacts[0]).toMatchObject({ phone: '+254733000111', role: null });
    expect((await ok('DELETE', `/program-contacts/${contact.public_id}`)).contacts).toEqual([]);
    expect((await call('DELETE', `/program-contacts/${contact.public_id}`)).status).toBe(404);
  });

  it('takes applications up to its maximum of paid places, then refuses one more', async () => {
    const apply = (first_name: string) =>
      harness.app.request(
        '/api/v1/public/volunteers',
        postJson(
          volunteerApplicant({
            first_name,
            email: `${first_name.toLowerCase()}@example.com`,
            program_id: added.public_id,
          }),
        ),
      );
    const first = await apply('Zawadi');
    expect(first.status).toBe(201);
    applicationId = (await first.json()).volunteer_public_id;
    await database.db
      .update(volunteers)
      .set({ payment_status: 'Paid', paid_at: clock.now() })
      .where(eq(volunteers.volunteer_public_id, applicationId));
    const full = await apply('Baraka');
    expect(full.status).toBe(409);
    expect((await full.json()).message).toBe(programmeFull);
    expect(await ok('GET', `/programs/${added.public_id}`)).toMatchObject({
      applications: 1,
      paid: 1,
      places_left: 0,
    });
  });

  it('reads an application and reminds only an unpaid applicant by e-mail', async () => {
    expect(await ok('GET', `/volunteers/${applicationId}`)).toMatchObject({
      first_name: 'Zawadi',
      payment_status: 'Paid',
      program: 'Elephant Corridor Survey',
    });
    const paid = await call('POST', `/volunteers/${applicationId}/remind`);
    expect(paid).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'This application is already paid.' },
    });
    await ok('PUT', `/programs/${added.public_id}`, { ...programme, max_applicants: 2 });
    const second = await harness.app.request(
      '/api/v1/public/volunteers',
      postJson(
        volunteerApplicant({
          first_name: 'Baraka',
          email: 'baraka@example.com',
          program_id: added.public_id,
        }),
      ),
    );
    const unpaidId = (await second.json()).volunteer_public_id;
    const reminded = await call('POST', `/volunteers/${unpaidId}/remind`);
    expect(reminded).toEqual({
      status: 202,
      body: { to: 'baraka@example.com', subject: 'Payment reminder: Elephant Corridor Survey' },
    });
    const mail = harness.mailer.sent.at(-1)!;
    expect(mail.to).toBe('baraka@example.com');
    expect(mail.text).toContain('Dear Baraka,');
    expect(mail.text).toContain('Amount due: USD 850.00');
    expect(mail.text).toMatch(
      new RegExp(
        `Pay here: http://127\\.0\\.0\\.1:5173/program-payment/${unpaidId}\\?token=[\\w-]{43}`,
      ),
    );
    expect(
      (await ok('GET', `/logs/changes?entity=volunteer_reminder&search=${unpaidId}`)).total,
    ).toBe(1);
  });

  it('soft deletes a programme: off the site, no application; restore brings it back', async () => {
    await ok('DELETE', `/programs/${added.public_id}`);
    expect(
      (await ok('GET', '/programs')).map((p: { public_id: string }) => p.public_id),
    ).not.toContain(added.public_id);
    expect((await ok('GET', '/programs?deleted=true'))[0].public_id).toBe(added.public_id);
    expect((await call('GET', `/public/programs/${added.public_id}`, undefined, null)).status).toBe(
      404,
    );
    const refused = await harness.app.request(
      '/api/v1/public/volunteers',
      postJson(volunteerApplicant({ first_name: 'Pendo', program_id: added.public_id })),
    );
    expect(refused.status).toBe(400);
    expect((await ok('POST', `/programs/${added.public_id}/restore`)).deleted_at).toBeNull();
    expect((await call('GET', `/public/programs/${added.public_id}`, undefined, null)).status).toBe(
      200,
    );
    // Added, edited twice, edited to 2 places, deleted, restored (contacts log apart).
    expect(
      (await ok('GET', `/logs/changes?entity=volunteer_program&search=${added.public_id}`)).total,
    ).toBe(6);
  });

  it('answers 400 for bad input, 404 for unknown ids and 403 without the feature', async () => {
    const bad = await call('POST', '/programs', {
      ...programme,
      end_date: '2027-01-01',
      max_applicants: 0,
      price: 'free',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      max_applicants: 'At least one applicant',
      price: 'Must be a number',
    });
    const reversed = await call('POST', '/programs', { ...programme, end_date: '2027-01-01' });
    expect(reversed.body.fields).toEqual({
      end_date: 'The programme must end on or after its first day',
    });
    expect((await call('GET', '/programs/prog-none')).status).toBe(404);
    expect((await call('GET', '/volunteers/nope')).status).toBe(404);
    expect((await call('POST', '/programs', programme, 'Gate Clerk')).status).toBe(403);
    expect(
      (await call('POST', `/volunteers/${applicationId}/remind`, undefined, 'Gate Clerk')).status,
    ).toBe(403);
  });
});
