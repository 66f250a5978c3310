/**
 * The password reset e-mail: the link to the site's reset page, until when it works
 * (Africa/Nairobi time), and what to do if the user did not ask for it; sent through the API's
 * mailer (SMTP, or an `.eml` file under `DATA_DIR/mail`).
 *
 * spec: membership-backoffice.md §7 (POST password/reset {email}); public-site.md §2
 * (/password/reset/{reset_id}).
 */
import { CONSERVANCY_TIME_ZONE } from '@hifadhi/shared/dates/calendar-date';
import type { Executor } from '../db/database';
import {
  type ConservancyContact,
  conservancySender,
  readConservancyContact,
} from '../mail/conservancy-contact';
import { escapeHtml } from '../mail/escape-html';
import type { Mail, Mailer } from '../mail/mailer';
import type { PasswordResetNotice, SendPasswordReset } from './password-reset';

const untilFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CONSERVANCY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The message for `notice` from the conservancy `contact`. Pure. */
export function passwordResetMail(notice: PasswordResetNotice, contact: ConservancyContact): Mail {
  const until = `${untilFormat.format(notice.expires_at)} (Nairobi time)`;
  const lines = [
    `Dear ${notice.full_name},`,
    `To choose a new password for your ${contact.name} account, open this link:`,
    notice.reset_url,
    `The link works once, until ${until}.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ];
  const [greeting, intro, url, validity, ignore] = lines.map(escapeHtml);
  return {
    from: conservancySender(contact),
    replyTo: contact.reservations_email,
    to: notice.to,
    subject: `Reset your ${contact.name} password`,
    text: `${lines.join('\n\n')}\n\n${contact.name}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">
<p>${greeting}</p><p>${intro}</p><p><a href="${url}">${url}</a></p><p>${validity}</p>
<p>${ignore}</p><p>${escapeHtml(contact.name)}</p></body></html>`,
  };
}

/** Sends reset e-mails through `mailer`, from the conservancy read from `db`. */
export function passwordResetSender(db: Executor, mailer: Mailer): SendPasswordReset {
  return async (notice) => {
    const contact = await readConservancyContact(db);
    await mailer.send(passwordResetMail(notice, contact), 'password-reset');
  };
}
