/**
 * The e-mail telling a client their booking was amended (Amend Booking with Send Email to
 * client): the booking as it now stands — reference, stay, guests, accommodation, activities,
 * total, paid and balance — the previous total, and the conservancy's contact details. Sent
 * through the mail module (an `.eml` file unless SMTP is set) after the amendment commits.
 *
 * spec: staff-booking.md §2.1 (EditBooking: Amend Booking, plus a switch Send Email to client),
 * §3.1 (send_mail).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Executor } from '../db/database';
import { readBookingConfirmationDetails } from '../mail/booking-confirmation-details';
import { bookingDetailsBlocks } from '../mail/booking-confirmation-mail';
import { conservancySender, readConservancyContact } from '../mail/conservancy-contact';
import { escapeHtml } from '../mail/escape-html';
import type { Mail, Mailer } from '../mail/mailer';

/** Sends booking `bookingId`'s amendment e-mail; `previousTotal` in whole units. */
export async function sendAmendmentMail(
  deps: { db: Executor; mailer: Mailer },
  bookingId: number,
  previousTotal: number,
): Promise<void> {
  const [details, contact] = await Promise.all([
    readBookingConfirmationDetails(deps.db, bookingId),
    readConservancyContact(deps.db),
  ]);
  const blocks = bookingDetailsBlocks(details);
  const greeting = `Dear ${details.first_name},`;
  const lead = `Your booking ${details.booking_ref_code} with ${contact.name} has been amended. It now reads as follows.`;
  const before = `Its total was ${formatMoney(previousTotal, details.currency as CurrencyCode)} before this change.`;
  const reach = `Questions? Call ${contact.contact_phone} or write to ${contact.reservations_email}.`;
  const mail: Mail = {
    from: conservancySender(contact),
    replyTo: contact.reservations_email,
    to: details.email,
    subject: `Booking amended: ${details.booking_ref_code}`,
    text: [greeting, '', lead, '', ...blocks.text, '', before, '', reach, contact.name, ''].join(
      '\n',
    ),
    html: `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
${blocks.html}
<p>${escapeHtml(before)}</p>
<p>${escapeHtml(reach)}<br>${escapeHtml(contact.name)}</p>
</body></html>`,
  };
  await deps.mailer.send(mail, `booking-amended-${details.booking_ref_code}`);
}
