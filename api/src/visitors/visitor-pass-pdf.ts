/**
 * The visitor pass: an A6 PDF (pdfkit, DejaVu Sans so names print as written) with the
 * conservancy's name, "VISITOR PASS", the pass number in large type, the visitor, document,
 * type, organisation, vehicle, party size, purpose, the staff member responsible, when it was
 * opened (Africa/Nairobi) and by whom, and CLOSED with the time once the visit is closed.
 *
 * spec: membership-backoffice.md §7 (Visitors: POST new, whose response url opens in a new tab).
 */
import { nairobiDateTime } from '@hifadhi/shared/dates/nairobi-time';
import PDFDocument from 'pdfkit';
import { fonts } from '../documents/document-pdf';
import type { Visitation } from './visitations';

const MARGIN = 24;

/** The pass of `visitation` issued by `conservancyName`, as PDF bytes. */
export function renderVisitorPass(
  visitation: Visitation,
  conservancyName: string,
): Promise<Buffer> {
  const opened = new Date(visitation.opened_at);
  const pdf = new PDFDocument({
    size: 'A6',
    margin: MARGIN,
    info: {
      Title: `Visitor pass ${visitation.pass_number}`,
      Author: conservancyName,
      CreationDate: opened,
      ModDate: opened,
    },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('bold').fontSize(11).text(conservancyName, { align: 'center' });
  pdf.font('bold').fontSize(14).text('VISITOR PASS', { align: 'center' });
  pdf.moveDown(0.3);
  pdf.font('bold').fontSize(18).text(visitation.pass_number, { align: 'center' });
  pdf.moveDown(0.5);
  const rows: [string, string][] = [
    ['Name', visitation.name],
    ['Phone', visitation.phone],
    ['Document', `${visitation.identification_type} ${visitation.identification_number}`],
    ['Visitor type', visitation.visitor_type],
    ['Organisation', visitation.organisation ?? '—'],
    ['Vehicle', visitation.vehicle_plate ?? '—'],
    ['People', String(visitation.count)],
    ['Purpose', visitation.purpose],
    ['Staff responsible', visitation.staff_responsible],
    ['Opened', `${nairobiDateTime(opened)} by ${visitation.opened_by}`],
  ];
  if (visitation.closed_at !== null) {
    rows.push(['CLOSED', `${nairobiDateTime(visitation.closed_at)} by ${visitation.closed_by}`]);
  }
  for (const [label, value] of rows) {
    pdf.font('bold').fontSize(8).text(`${label}: `, { continued: true });
    pdf.font('regular').fontSize(8).text(value);
  }
  pdf.end();
  return done;
}
