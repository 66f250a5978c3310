import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset-mail';

const contact = {
  name: 'Kijani Conservancy',
  contact_phone: '+254 700 000 000',
  reservations_email: 'reservations@kijani.example',
};

describe('the password reset e-mail', () => {
  const mail = passwordResetMail(
    {
      to: 'clerk@kijani.example',
      full_name: 'Joseph Otieno',
      reset_url: 'http://127.0.0.1:5173/password/reset/abc_DEF-123',
      expires_at: new Date('2026-11-21T07:00:00Z'),
    },
    contact,
  );

  it('goes to the user from the conservancy', () => {
    expect(mail).toMatchObject({
      to: 'clerk@kijani.example',
      from: '"Kijani Conservancy" <reservations@kijani.example>',
      subject: 'Reset your Kijani Conservancy password',
    });
  });

  it('carries the link and until when it works, in Nairobi time', () => {
    expect(mail.text).toContain('Dear Joseph Otieno,');
    expect(mail.text).toContain('http://127.0.0.1:5173/password/reset/abc_DEF-123');
    expect(mail.text).toContain('The link works once, until 21 Nov 2026, 10:00 (Nairobi time).');
    expect(mail.html).toContain('<a href="http://127.0.0.1:5173/password/reset/abc_DEF-123">');
  });
});
