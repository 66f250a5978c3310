import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../mail/mailer';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
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

/** The reset link in a reset e-mail. */
const resetUrlOf = (mail: { text: string }) =>
  mail.text.match(/http:\/\/\S+\/password\/reset\/\S+/)?.[0] ?? '';
const resetIdOf = (url: string) => url.split('/password/reset/')[1]!;

type TestApp = ReturnType<typeof staffTestApp>['app'];

/** `POST /auth/password/reset` for `email` from `address`. */
const askReset = (app: TestApp, email: string, address = '10.8.0.1') =>
  app.request('/api/v1/auth/password/reset', postJson({ email }), fromAddress(address));

/** The reset mails sent so far, once `n` have gone (mail leaves after the answer). */
async function mailsSent(mailer: { sent: Mail[] }, n: number): Promise<Mail[]> {
  await vi.waitFor(() => expect(mailer.sent).toHaveLength(n));
  return mailer.sent;
}

/** `POST /auth/password/reset/{reset_id}` setting `password`. */
const setPassword = (app: TestApp, resetId: string, password: string) =>
  app.request(
    `/api/v1/auth/password/reset/${resetId}`,
    postJson({ password, new_password: password, reset_id: resetId }),
  );

describe('password reset', () => {
  it('mails a link to the site; the link sets a new password once and signs the user out', async () => {
    const { app, mailer } = staffTestApp(database.db);
    const { email, password, full_name } = demoStaff.Partner;
    const before = await signInAs(app, 'Partner');

    const asked = await askReset(app, email);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({
      message: 'If this e-mail belongs to an account, a reset link is on its way.',
    });
    await mailsSent(mailer, 1);
    expect(mailer.sent[0]).toMatchObject({
      to: email,
      subject: 'Reset your Kijani Conservancy password',
    });
    expect(mailer.sent[0]!.text).toContain(`Dear ${full_name},`);
    const resetUrl = resetUrlOf(mailer.sent[0]!);
    expect(resetUrl).toMatch(/^http:\/\/127\.0\.0\.1:5173\/password\/reset\/[A-Za-z0-9_-]{43}$/);
    const resetId = resetIdOf(resetUrl);

    const mismatch = await app.request(
      `/api/v1/auth/password/reset/${resetId}`,
      postJson({ password: 'twiga-2026!', new_password: 'twiga-2026?', reset_id: resetId }),
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Make sure the password and confirm password are same',
    });

    const reset = await app.request(
      `/api/v1/auth/password/reset/${resetId}`,
      postJson({ password: 'twiga-2026!', new_password: 'twiga-2026!', reset_id: resetId }),
    );
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({
      message: 'Your password has been changed. Sign in with the new password.',
    });
    expect((await app.request('/api/v1/auth/me', { headers: bearer(before) })).status).toBe(401);

    const signIn = (secret: string) =>
      app.request(
        '/api/v1/auth/login',
        postJson({ email, password: secret }),
        fromAddress('10.6.0.1'),
      );
    expect((await signIn(password)).status).toBe(401);
    expect((await signIn('twiga-2026!')).status).toBe(200);

    const again = await app.request(
      `/api/v1/auth/password/reset/${resetId}`,
      postJson({ password: 'another-2026', new_password: 'another-2026' }),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(
      'This password reset link is not valid or has expired.',
    );
  });

  it('answers an unknown e-mail the same and sends nothing', async () => {
    const { app, mailer } = staffTestApp(database.db);
    const asked = await askReset(app, 'nobody@kijani.example', '10.8.0.2');
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({
      message: 'If this e-mail belongs to an account, a reset link is on its way.',
    });
    // A known e-mail asked after it is mailed: had the unknown one sent anything, it would show.
    await askReset(app, demoStaff.Administrator.email, '10.8.0.2');
    const [only] = await mailsSent(mailer, 1);
    expect(only!.to).toBe(demoStaff.Administrator.email);
  });

  it('answers at once whatever the mail server does, the same for known and unknown e-mails', async () => {
    let release = () => {};
    const mailServerDown = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: Mail[] = [];
    const { app } = createTestApp(database.db, {
      mailer: {
        send: async (mail) => {
          held.push(mail);
          await mailServerDown;
          return { messageId: '<held@test>', file: null };
        },
      },
    });
    const known = await askReset(app, demoStaff['Gate Clerk'].email, '10.8.0.3');
    const unknown = await askReset(app, 'nobody@kijani.example', '10.8.0.3');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.text()).toBe(await unknown.text());
    await vi.waitFor(() => expect(held).toHaveLength(1));
    release();
  });

  it('mails one e-mail at most 3 links an hour, answering later requests the same', async () => {
    const clock = movableClock();
    const { app, mailer } = staffTestApp(database.db, clock);
    const { email } = demoStaff['Inspection Ranger'];
    for (let request = 0; request < 5; request++) {
      const asked = await askReset(app, email, `10.8.1.${request}`);
      expect(asked.status).toBe(202);
    }
    await mailsSent(mailer, 3);
    clock.advance(60 * 60_000);
    expect((await askReset(app, email, '10.8.1.9')).status).toBe(202);
    await mailsSent(mailer, 4);
  });

  it('refuses an address its eleventh request within the hour', async () => {
    const clock = movableClock();
    const { app } = staffTestApp(database.db, clock);
    for (let request = 0; request < 10; request++) {
      expect((await askReset(app, `someone${request}@example.com`, '10.8.2.1')).status).toBe(202);
      clock.advance(60_000);
    }
    const refused = await askReset(app, 'someone@example.com', '10.8.2.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many password reset requests. Try again in 50 minutes.',
    });
    expect((await askReset(app, 'someone@example.com', '10.8.2.2')).status).toBe(202);
    clock.advance(50 * 60_000);
    expect((await askReset(app, 'someone@example.com', '10.8.2.1')).status).toBe(202);
  });

  it("revokes the user's other links once one is used", async () => {
    const { app, mailer } = staffTestApp(database.db);
    const { email } = demoStaff.Administrator;
    await askReset(app, email, '10.8.3.1');
    await askReset(app, email, '10.8.3.2');
    const [first, second] = (await mailsSent(mailer, 2)).map((mail) => resetIdOf(resetUrlOf(mail)));
    expect((await setPassword(app, second!, 'nyati-ngombe-2026')).status).toBe(200);
    const stale = await setPassword(app, first!, 'someone-else-2026');
    expect(stale.status).toBe(400);
    expect((await stale.json()).message).toBe(
      'This password reset link is not valid or has expired.',
    );
  });

  it('refuses a common password, and keeps the link usable for a better one', async () => {
    const { app, mailer } = staffTestApp(database.db);
    await askReset(app, demoStaff.Partner.email, '10.8.4.1');
    const [mail] = await mailsSent(mailer, 1);
    const resetId = resetIdOf(resetUrlOf(mail!));
    const common = await setPassword(app, resetId, 'Password123');
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This password is too common. Choose one that is harder to guess.',
      fields: { password: 'This password is too common. Choose one that is harder to guess.' },
    });
    const better = await setPassword(app, resetId, 'simba-2026');
    expect(better.status).toBe(200);
  });

  it('stops a link after an hour', async () => {
    const clock = movableClock();
    const { app, mailer } = staffTestApp(database.db, clock);
    await askReset(app, demoStaff['Gate Clerk'].email, '10.8.5.1');
    const [mail] = await mailsSent(mailer, 1);
    const resetId = resetIdOf(resetUrlOf(mail!));
    clock.advance(60 * 60_000);
    const late = await app.request(
      `/api/v1/auth/password/reset/${resetId}`,
      postJson({ password: 'twiga-2026!', new_password: 'twiga-2026!' }),
    );
    expect(late.status).toBe(400);
  });
});
