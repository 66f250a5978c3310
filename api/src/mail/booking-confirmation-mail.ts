/**
 * The booking confirmation e-mail: the confirmed page's content (thank-you with the first name,
 * booking reference, guest total, check-in and check-out, conservation entry fees per guest
 * category with counts, accommodation, activities with date, adults and children, vehicle
 * count, total with currency), what was paid and what is left, the ticket code with its QR as an
 * inline PNG (`cid:ticket-qr`) for the gate, and the conservancy's contact details. Pure: the QR
 * bytes are passed in.
 *
 * spec: public-site.md §2.13, §2.3 (contact phone and reservations e-mail).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingConfirmationDetails } from './booking-confirmation-details';
import { type ConservancyContact, conservancySender } from './conservancy-contact';
import { escapeHtml } from './escape-html';
import type { Mail } from './mailer';

/** The ticket printed in the e-mail. */
export interface ConfirmationTicket {
  ticket_code: string;
  /** PNG of the ticket code's QR. */
  qr_png: Buffer;
}

/** Content id of the inline QR image. */
export const TICKET_QR_CID = 'ticket-qr';

interface Row {
  label: string;
  value: string;
}

function sections(details: BookingConfirmationDetails) {
  const money = (amount: number) => formatMoney(amount, details.currency);
  const summary: Row[] = [
    { label: 'Booking reference', value: details.booking_ref_code },
    { label: 'Check-in', value: details.check_in_date },
    { label: 'Check-out', value: details.check_out_date },
    { label: 'Guests', value: String(details.guest_total) },
  ];
  const guests = details.guests.map((guest) => ({
    label: guest.payment_person,
    value: String(guest.payment_guests),
  }));
  const accommodation = details.facilities.map((facility) => ({
    label: facility.facility_name,
    value: `${facility.start_date} to ${facility.end_date}`,
  }));
  const activities = details.activities.map((activity) => ({
    label: `${activity.inventory_name}, ${activity.date}`,
    value: `adults ${activity.adults}, children ${activity.children}`,
  }));
  const totals: Row[] = [
    { label: 'Vehicles', value: String(details.vehicle_count) },
    { label: 'Total', value: money(details.total_cost) },
    ...(details.donations > 0
      ? [
          { label: 'Donations', value: money(details.donations) },
          { label: 'Amount due', value: money(details.amount_due) },
        ]
      : []),
    { label: 'Paid', value: money(details.amount_paid) },
    { label: 'Balance', value: money(details.booking_payment_balance) },
  ];
  return { summary, guests, accommodation, activities, totals };
}

function textRows(rows: Row[]): string {
  return rows.map((row) => `  ${row.label}: ${row.value}`).join('\n');
}

function htmlRows(rows: Row[]): string {
  return rows
    .map(
      (row) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
    )
    .join('');
}

function htmlSection(title: string, rows: Row[]): string {
  if (rows.length === 0) return '';
  return `<h3>${escapeHtml(title)}</h3><table>${htmlRows(rows)}</table>`;
}

function textSection(title: string, rows: Row[]): string[] {
  return rows.length === 0 ? [] : ['', title, textRows(rows)];
}

/**
 * The booking's summary, conservation fees, accommodation, activities and totals (paid and
 * balance) as text lines and as HTML, for the e-mails that show a booking.
 */
export function bookingDetailsBlocks(details: BookingConfirmationDetails) {
  const parts = sections(details);
  return {
    text: [
      textRows(parts.summary),
      ...textSection('Conservation entry fees', parts.guests),
      ...textSection('Accommodation', parts.accommodation),
      ...textSection('Activities', parts.activities),
      '',
      textRows(parts.totals),
    ],
    html: `<table>${htmlRows(parts.summary)}</table>
${htmlSection('Conservation entry fees', parts.guests)}
${htmlSection('Accommodation', parts.accommodation)}
${htmlSection('Activities', parts.activities)}
<table style="margin-top:12px">${htmlRows(parts.totals)}</table>`,
  };
}

/** The confirmation e-mail of `details` with `ticket`, from the conservancy. */
export function bookingConfirmationMail(
  details: BookingConfirmationDetails,
  ticket: ConfirmationTicket,
  contact: ConservancyContact,
): Mail {
  const greeting = `Dear ${details.first_name},`;
  const thanks = `Thank you for booking with ${contact.name}. Your booking is confirmed and paid.`;
  const gate = 'Show this QR code (or the ticket code) at the gate.';
  const reach = `Questions? Call ${contact.contact_phone} or write to ${contact.reservations_email}.`;
  const blocks = bookingDetailsBlocks(details);
  const text = [
    greeting,
    '',
    thanks,
    '',
    ...blocks.text,
    '',
    gate,
    `Ticket code: ${ticket.ticket_code}`,
    '',
    reach,
    contact.name,
    '',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(thanks)}</p>
${blocks.html}
<p>${escapeHtml(gate)}</p>
<p><img src="cid:${TICKET_QR_CID}" alt="Ticket QR code" width="246" height="246"></p>
<p>Ticket code: <code>${escapeHtml(ticket.ticket_code)}</code></p>
<p>${escapeHtml(reach)}<br>${escapeHtml(contact.name)}</p>
</body></html>`;
  return {
    from: conservancySender(contact),
    replyTo: contact.reservations_email,
    to: details.email,
    subject: `Booking confirmed: ${details.booking_ref_code}`,
    text,
    html,
    attachments: [
      {
        filename: `ticket-${details.booking_ref_code}.png`,
        content: ticket.qr_png,
        contentType: 'image/png',
        cid: TICKET_QR_CID,
      },
    ],
  };
}
