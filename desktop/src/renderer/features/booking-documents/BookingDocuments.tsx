/**
 * The booking page's Documents: Receipt, Invoice and one button per credit note, each fetching
 * its PDF with the user's bearer token (`GET /bookings/{id}/receipt.pdf`, `/invoice.pdf`,
 * `/credit-notes/{credit_note_public_id}.pdf`) and opening it in a new tab as a blob URL; below
 * them, every document issued for the booking (`GET /bookings/{id}/documents`), newest first,
 * with its number, who issued it, when, and whether it was a copy. The API numbers a document
 * on its first issue and marks every reprint "COPY".
 *
 * The tab is opened at the click (a browser lets only a click open one) and given the PDF when
 * it arrives; if the API refuses (e.g. a receipt with nothing paid) the tab is closed and the
 * API's message shown. Where no tab may open (pop-ups blocked; the kiosk's window refuses new
 * windows) the PDF is downloaded instead, named by its number.
 *
 * spec: api-contract.md §Staff bookings (receipt.pdf, invoice.pdf, credit-notes/{id}.pdf);
 * issue 13 item 5.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ColumnHeads } from '../../components/ColumnHeads';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { formatInstant } from '../../lib/format-time';
import { staffGet, staffGetFile } from '../../lib/staff-api';
import type { StaffBooking } from '../bookings-admin/staff-booking-types';

/** `GET /bookings/{id}/documents`. */
interface BookingDocumentList {
  invoice_number: string | null;
  credit_notes: {
    credit_note_public_id: string;
    number: string;
    amount: string;
    currency: string;
    reason: string;
    issued_at: string;
  }[];
  issued: {
    kind: 'receipt' | 'invoice' | 'credit_note';
    number: string;
    copy: boolean;
    issued_by: string;
    issued_at: string;
  }[];
}

const kindWords: Record<BookingDocumentList['issued'][number]['kind'], string> = {
  receipt: 'Receipt',
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

/** How long an opened document's blob URL is kept for the tab to load it. */
const BLOB_LIFETIME_MS = 60_000;

interface Opened {
  /** False when no tab could open and the PDF was downloaded instead. */
  inTab: boolean;
  name: string;
}

/** Gives `tab` the PDF `file`, or downloads it as `name` when there is no tab. */
export function show(file: Blob, name: string, tab: Window | null): Opened {
  const url = URL.createObjectURL(file);
  if (tab) tab.location.href = url;
  else {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), BLOB_LIFETIME_MS);
  return { inTab: tab !== null, name };
}

/** `path`: the booking's `/bookings/{id}` (also its query key). */
export function BookingDocuments({ booking, path }: { booking: StaffBooking; path: string }) {
  const queryClient = useQueryClient();
  const listPath = `${path}/documents`;
  const list = useQuery({
    queryKey: [path, 'documents'],
    queryFn: () => staffGet<BookingDocumentList>(listPath),
  });
  const open = useMutation({
    mutationFn: async ({ file, tab }: { file: string; tab: Window | null }) => {
      try {
        const pdf = await staffGetFile(`${path}/${file}`);
        return show(pdf.blob, pdf.name ?? file, tab);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [path, 'documents'] }),
  });
  const choose = (file: string) => {
    open.reset();
    // Opened now, within the click: a tab opened after the fetch would be blocked.
    open.mutate({ file, tab: window.open('', '_blank') });
  };
  const paid = booking.payments.some((payment) => payment.status === 'paid');

  return (
    <section className="panel" aria-labelledby="booking-documents-title">
      <h2 id="booking-documents-title">Documents</h2>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={open.isPending || !paid}
          onClick={() => choose('receipt.pdf')}
        >
          Receipt
        </button>
        <button
          type="button"
          className="button"
          disabled={open.isPending}
          onClick={() => choose('invoice.pdf')}
        >
          Invoice
        </button>
        {list.data?.credit_notes.map((note) => (
          <button
            key={note.credit_note_public_id}
            type="button"
            className="button"
            disabled={open.isPending}
            onClick={() => choose(`credit-notes/${note.credit_note_public_id}.pdf`)}
          >
            Credit note {note.number}
          </button>
        ))}
      </div>
      {!paid && <p className="muted">A receipt is given once a payment is received.</p>}
      {open.error && <ErrorNotice error={open.error} onClose={() => open.reset()} />}
      {open.data && !open.data.inTab && (
        <Notice tone="info" onClose={() => open.reset()}>
          <p>No new tab could open here, so {open.data.name} was downloaded.</p>
        </Notice>
      )}
      {list.error && <ErrorNotice error={list.error} />}
      {list.data && list.data.issued.length > 0 && (
        <div className="table-scroll">
          <table className="table" data-testid="documents-issued">
            <caption>Issued</caption>
            <ColumnHeads columns={['Document', 'Number', 'By', 'When']} />
            <tbody>
              {list.data.issued.map((issue) => (
                <tr key={`${issue.number}-${issue.issued_at}-${issue.copy}`}>
                  <td>
                    {kindWords[issue.kind]}
                    {issue.copy ? ' (copy)' : ''}
                  </td>
                  <td>{issue.number}</td>
                  <td>{issue.issued_by}</td>
                  <td>{formatInstant(issue.issued_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
