import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database';
import {
  ACCOUNT_FREE_FAILURES,
  ADDRESS_FAILURE_LIMIT,
  MAX_DELAY_MINUTES,
} from './login-rate-limit';
import {
  bearer,
  demoStaff,
  fromAddress,
  movableClock,
  postJson,
  seedStaff,
  signInAs,
  staffTestApp,
} from './test-staff';

const database = useTestDatabase();
beforeAll(async () => {
  await seedStaff(database.db);
});

function signIn(
  app: ReturnType<typeof staffTestApp>['app'],
  email: string,
  password: string,
  address: string,
) {
  return app.request('/api/v1/auth/login', postJson({ email, password }), fromAddress(address));
}

describe('sign-in rate limits', () => {
  it('delays an address more with each failure past 5, doubling from 2 seconds', async () => {
    const clock = movableClock();
    const { app } = staffTestApp(database.db, clock);
    const { email, password } = demoStaff['Gate Clerk'];
    for (let attempt = 0; attempt < ACCOUNT_FREE_FAILURES; attempt++) {
      expect((await signIn(app, email, 'guess', '10.1.0.1')).status).toBe(401);
    }
    const delayed = await signIn(app, email, password, '10.1.0.1');
    expect(delayed.status).toBe(429);
    expect(await delayed.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Try again in 2 seconds.',
    });
    clock.advance(2_000);
    expect((await signIn(app, email, 'guess', '10.1.0.1')).status).toBe(401);
    clock.advance(3_000);
    expect((await signIn(app, email, password, '10.1.0.1')).status).toBe(429);
    clock.advance(1_000);
    expect((await signIn(app, email, password, '10.1.0.1')).status).toBe(200);
    // Other accounts were never affected.
    expect(
      (await signIn(app, demoStaff.Partner.email, demoStaff.Partner.password, '10.1.0.1')).status,
    ).toBe(200);
  });

  it('cannot keep a staff member out: guesses from elsewhere never hold the right password off', async () => {
    const clock = movableClock();
    const { app } = staffTestApp(database.db, clock);
    const { email, password } = demoStaff['Inspection Ranger'];
    // An attacker guesses from 8 addresses every 15 minutes for 45 minutes, and is still at it.
    for (let round = 0; round < 4; round++) {
      if (round > 0) clock.advance(15 * 60_000);
      for (let host = 0; host < 8; host++) {
        const answer = await signIn(app, email, `guess-${round}-${host}`, `10.7.${round}.${host}`);
        expect([401, 429]).toContain(answer.status);
      }
    }
    // The ranger, at the gate's own address, signs in at once.
    expect((await signIn(app, email, password, '10.2.0.1')).status).toBe(200);
  });

  it('holds a mistyping staff member off for at most 15 minutes, however long the guessing', async () => {
    const clock = movableClock();
    const { app } = staffTestApp(database.db, clock);
    const { email, password } = demoStaff.Administrator;
    for (let attempt = 0; attempt < 30; attempt++) {
      await signIn(app, email, 'guess', '10.2.1.1');
      await signIn(app, email, 'guess', `10.2.2.${attempt}`);
      clock.advance(60_000);
    }
    const delayed = await signIn(app, email, password, '10.2.1.1');
    expect(delayed.status).toBe(429);
    expect((await delayed.json()).message).toMatch(/Try again in (1[0-5]|\d) minutes?\./);
    clock.advance(MAX_DELAY_MINUTES * 60_000);
    expect((await signIn(app, email, password, '10.2.1.1')).status).toBe(200);
  });

  it('counts failures from the last successful sign-in', async () => {
    const clock = movableClock();
    const { app } = staffTestApp(database.db, clock);
    const { email, password } = demoStaff.Partner;
    for (let attempt = 0; attempt < ACCOUNT_FREE_FAILURES - 1; attempt++) {
      expect((await signIn(app, email, 'guess', '10.2.0.9')).status).toBe(401);
    }
    expect((await signIn(app, email, password, '10.2.0.9')).status).toBe(200);
    for (let attempt = 0; attempt < ACCOUNT_FREE_FAILURES - 1; attempt++) {
      expect((await signIn(app, email, 'guess', '10.2.0.9')).status).toBe(401);
    }
    expect((await signIn(app, email, password, '10.2.0.9')).status).toBe(200);
  });

  it('locks an address after 20 failures on any accounts, but not other addresses', async () => {
    const clock = movableClock();
    const { app } = staffTestApp(database.db, clock);
    for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT; attempt++) {
      const response = await signIn(app, `guess${attempt}@example.com`, 'guess', '10.3.3.3');
      expect(response.status).toBe(401);
    }
    const { email, password } = demoStaff.Administrator;
    const locked = await signIn(app, email, password, '10.3.3.3');
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect((await signIn(app, email, password, '10.3.3.4')).status).toBe(200);
  });

  it('lets parallel guesses from one address past the free failures no further', async () => {
    const { app } = staffTestApp(database.db, movableClock());
    const email = 'target@example.com';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(app, email, `guess-${i}`, '10.4.0.1')),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_FREE_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - ACCOUNT_FREE_FAILURES);
  });
});

describe('suspension', () => {
  it('signs a suspended user out at once and refuses them until unsuspended', async () => {
    const { app } = staffTestApp(database.db);
    const admin = await signInAs(app, 'Administrator', '10.5.0.1');
    const created = await app.request(
      '/api/v1/users',
      postJson(
        {
          full_name: 'Mary Achieng',
          email: 'mary@kijani.example',
          user_type_id: 'role-gate-clerk',
          password: 'kifaru-2026',
          gate_public_ids: ['gate-river'],
        },
        admin,
      ),
    );
    expect(created.status).toBe(201);
    const mary = await created.json();
    const login = await signIn(app, 'mary@kijani.example', 'kifaru-2026', '10.5.0.2');
    const { auth_token } = await login.json();

    const suspended = await app.request(
      `/api/v1/users/${mary.public_id}/suspend`,
      postJson({}, admin),
    );
    expect(await suspended.json()).toMatchObject({ suspended: true });
    expect((await app.request('/api/v1/auth/me', { headers: bearer(auth_token) })).status).toBe(
      401,
    );
    const refused = await signIn(app, 'mary@kijani.example', 'kifaru-2026', '10.5.0.2');
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      'This account is suspended. Contact an administrator.',
    );

    await app.request(`/api/v1/users/${mary.public_id}/unsuspend`, postJson({}, admin));
    expect((await signIn(app, 'mary@kijani.example', 'kifaru-2026', '10.5.0.2')).status).toBe(200);
  });
});
