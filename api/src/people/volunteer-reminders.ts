/**
 * A volunteer application as staff read it, and the payment reminder: an e-mail to an unpaid
 * applicant with the programme, the amount and the link to its payment page (signed, so the
 * page shows their details), through the mailer (SMTP, or an `.eml` file under DATA_DIR/mail).
 * Each reminder sent is in the change log as entity `volunteer_reminder`.
 *
 * spec: membership-backoffice.md §2.5 (volunteer-application/{applicant_id}), §7 (Volunteers:
 * GET one; POST remind payment).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { eq } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Database, Executor } from '../db/database';
import { volunteers } from '../db/schema/programs';
import { recordStaffChange } from '../logs/staff-changes';
import { conservancySender, readConservancyContact } from '../mail/conservancy-contact';
import { escapeHtml } from '../mail/escape-html';
import type { Mailer } from '../mail/mailer';
import { signPayableLink } from '../payments/payable-link-token';
import { isPublicId } from '../payments/payment-records';
import { type StaffVolunteer, selectStaffVolunteers, toStaffVolunteer } from './volunteer-list';

/** The application `publicId`. @throws DomainError NOT_FOUND. */
export async function readStaffVolunteer(db: Executor, publicId: string): Promise<StaffVolunteer> {
  const [row] = isPublicId(publicId)
    ? await selectStaffVolunteers(db).where(eq(volunteers.volunteer_public_id, publicId))
    : [];
  if (row === undefined) throw new DomainError('NOT_FOUND', 'No such application');
  return toStaffVolunteer(row);
}

/** Message when a paid application is reminded. */
export const applicationPaid = 'This application is already paid.';

/**
 * E-mails the unpaid applicant `publicId` a reminder to pay, with the payment page's link on
 * `deps.siteUrl`.
 * @throws DomainError NOT_FOUND; CONFLICT when it is paid.
 * @returns the address and subject sent.
 */
export async function remindVolunteer(
  deps: { db: Database; mailer: Mailer; siteUrl: string },
  publicId: string,
  staff: StaffPrincipal,
  now: Date,
): Promise<{ to: string; subject: string }> {
  const volunteer = await readStaffVolunteer(deps.db, publicId);
  if (volunteer.payment_status === 'Paid') throw new DomainError('CONFLICT', applicationPaid);
  const contact = await readConservancyContact(deps.db);
  const token = await signPayableLink(deps.db, 'volunteer', volunteer.volunteer_public_id);
  const link = `${deps.siteUrl}/program-payment/${volunteer.volunteer_public_id}?token=${token}`;
  const amount = formatMoney(volunteer.price, volunteer.currency, 2);
  const subject = `Payment reminder: ${volunteer.program}`;
  const lines = [
    `Dear ${volunteer.first_name},`,
    `Thank you for applying to ${volunteer.program}. Your place is kept once it is paid.`,
    `Amount due: ${amount}`,
    `Pay here: ${link}`,
    `Questions? Call ${contact.contact_phone} or write to ${contact.reservations_email}.`,
    contact.name,
  ];
  await deps.mailer.send(
    {
      from: conservancySender(contact),
      to: volunteer.email,
      subject,
      text: lines.join('\n\n'),
      html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    },
    `volunteer-reminder-${volunteer.volunteer_public_id}`,
  );
  const sent = { to: volunteer.email, subject };
  await recordStaffChange(
    deps.db,
    staff,
    { entity: 'volunteer_reminder', entity_id: publicId, before: null, after: sent },
    now,
  );
  return sent;
}
