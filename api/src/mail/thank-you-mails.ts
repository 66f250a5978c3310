/**
 * The thank-you e-mails sent once a donation, a volunteer programme or a membership is paid:
 * a greeting with the first name, what was paid for with its reference and amount, and the
 * conservancy's contact details. Pure.
 *
 * spec: public-site.md §2.15 (thank-you pages for donation, membership and volunteer), §2.16;
 * membership-backoffice.md §2.1.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { type ConservancyContact, conservancySender } from './conservancy-contact';
import { escapeHtml } from './escape-html';
import type { Mail } from './mailer';

/** A message to one person: greeting by first name, a message, a table of rows, contact. */
export interface ThankYou {
  to: string;
  first_name: string;
  subject: string;
  message: string;
  rows: { label: string; value: string }[];
}

/** The e-mail of `content` from the conservancy (`contact`), in text and HTML. */
export function thankYouMail(content: ThankYou, contact: ConservancyContact): Mail {
  const greeting = `Dear ${content.first_name},`;
  const reach = `Questions? Call ${contact.contact_phone} or write to ${contact.reservations_email}.`;
  const text = [
    greeting,
    '',
    content.message,
    '',
    ...content.rows.map((row) => `  ${row.label}: ${row.value}`),
    '',
    reach,
    contact.name,
    '',
  ].join('\n');
  const rows = content.rows
    .map(
      (row) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(content.message)}</p><table>${rows}</table>
<p>${escapeHtml(reach)}<br>${escapeHtml(contact.name)}</p></body></html>`;
  return {
    from: conservancySender(contact),
    replyTo: contact.reservations_email,
    to: content.to,
    subject: content.subject,
    text,
    html,
  };
}

/** A paid donation. */
export interface PaidDonation {
  email: string;
  first_name: string;
  donation_ref_code: string;
  /** The cause's name, or null for a general donation. */
  cause: string | null;
  amount: string;
  currency: CurrencyCode;
}

export function donationThankYouMail(donation: PaidDonation, contact: ConservancyContact): Mail {
  return thankYouMail(
    {
      to: donation.email,
      first_name: donation.first_name,
      subject: `Thank you for your donation (${donation.donation_ref_code})`,
      message: `Thank you for supporting ${contact.name}. We have received your donation.`,
      rows: [
        { label: 'Donation reference', value: donation.donation_ref_code },
        { label: 'Cause', value: donation.cause ?? 'General donation' },
        { label: 'Amount', value: formatMoney(donation.amount, donation.currency, 2) },
      ],
    },
    contact,
  );
}

/** A paid volunteer application. */
export interface PaidVolunteerApplication {
  email: string;
  first_name: string;
  volunteer_public_id: string;
  program: string;
  start_date: string;
  end_date: string;
  price: string;
  currency: CurrencyCode;
}

export function volunteerThankYouMail(
  application: PaidVolunteerApplication,
  contact: ConservancyContact,
): Mail {
  return thankYouMail(
    {
      to: application.email,
      first_name: application.first_name,
      subject: `Your place on ${application.program} is paid`,
      message: `Thank you for volunteering with ${contact.name}. Your programme fee is paid; we will write to you before the programme starts.`,
      rows: [
        { label: 'Programme', value: application.program },
        { label: 'Dates', value: `${application.start_date} to ${application.end_date}` },
        { label: 'Paid', value: formatMoney(application.price, application.currency, 2) },
        { label: 'Application', value: application.volunteer_public_id },
      ],
    },
    contact,
  );
}

/** A paid membership. */
export interface PaidMembership {
  email: string;
  first_name: string;
  member_reference_number: string;
  membership: string;
  beneficiaries: number;
  amount: string;
  currency: CurrencyCode;
  expiry_date: string;
}

export function membershipThankYouMail(
  membership: PaidMembership,
  contact: ConservancyContact,
): Mail {
  return thankYouMail(
    {
      to: membership.email,
      first_name: membership.first_name,
      subject: `Welcome to ${contact.name} (member ${membership.member_reference_number})`,
      message: `Thank you for becoming a member of ${contact.name}. Your membership is paid and active.`,
      rows: [
        { label: 'Member reference number', value: membership.member_reference_number },
        { label: 'Membership', value: membership.membership },
        { label: 'Beneficiaries', value: String(membership.beneficiaries) },
        { label: 'Paid', value: formatMoney(membership.amount, membership.currency, 2) },
        { label: 'Valid until', value: membership.expiry_date },
      ],
    },
    contact,
  );
}
