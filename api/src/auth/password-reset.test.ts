import { beforeAll, describe, expect, it } from 'vitest';
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

describe('password reset', () => {
  it('mails a link to the site; the link sets a new password once and signs the user out', async () => {
    const { app, mailer } = staffTestApp(database.db);
    const { email, password, full_name } = demoStaff.Partner;
    const before = await signInAs(app, 'Partner');

    const asked = await app.request('/api/v1/auth/password/reset', postJson({ email }));
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({
      message: 'If this e-mail belongs to an account, a reset link is on its way.',
    });
    expect(mailer.sent).toHaveLength(1);
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
    const asked = await app.request(
      '/api/v1/auth/password/reset',
      postJson({ email: 'nobody@kijani.example' }),
    );
    expect(asked.status).toBe(202);
    expect(mailer.sent).toHaveLength(0);
  });

  it('stops a link after an hour', async () => {
    const clock = movableClock();
    const { app, mailer } = staffTestApp(database.db, clock);
    await app.request(
      '/api/v1/auth/password/reset',
      postJson({ email: demoStaff['Gate Clerk'].email }),
    );
    const resetId = resetIdOf(resetUrlOf(mailer.sent[0]!));
    clock.advance(60 * 60_000);
    const late = await app.request(
      `/api/v1/auth/password/reset/${resetId}`,
      postJson({ password: 'twiga-2026!', new_password: 'twiga-2026!' }),
    );
    expect(late.status).toBe(400);
  });
});
