/**
 * After an amendment that brings the total below what was paid: the offer to give the
 * difference back as a credit note (`POST /bookings/{id}/credit-notes`, one Idempotency-Key for
 * the offer's attempts), the amount prefilled with what the API offered, or to leave it for now.
 * Either way the booking page opens next.
 *
 * spec: api-contract.md §Staff bookings (PATCH /bookings/{id}: the balance follows the new total;
 * credit notes, amount not above what was paid); staff-booking.md §4 (credit note issued).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { AmendmentOutcome } from '@hifadhi/shared/schemas/staff-booking';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../components/Notice';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffRequest } from '../../lib/staff-api';
import { CreditNoteForm } from '../bookings-admin/BookingOperationForms';

interface CreditNoteOfferProps {
  /** The booking's `/bookings/{id}`. */
  path: string;
  currency: CurrencyCode;
  outcome: AmendmentOutcome & { credit_note_offered: number };
  /** Called when the offer is settled (issued or left). */
  onDone: () => void;
}

export function CreditNoteOffer({ path, currency, outcome, onDone }: CreditNoteOfferProps) {
  const [key] = useState(newIdempotencyKey);
  const send = useMutation({
    mutationFn: (body: { amount: number; reason: string }) =>
      staffRequest('POST', `${path}/credit-notes`, body, { 'Idempotency-Key': key }),
    onSuccess: onDone,
  });
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <section className="panel" aria-label="Credit note">
      <Notice tone="info" title="The booking was amended">
        <p data-testid="credit-note-offer">
          The new total {money(outcome.total)} is below what was paid:{' '}
          {money(outcome.credit_note_offered)} can be given back as a credit note.
        </p>
      </Notice>
      <CreditNoteForm
        label="Issue credit note"
        currency={currency}
        amount={outcome.credit_note_offered}
        failure={send.error}
        onSend={(body) => send.mutateAsync(body).catch(() => undefined)}
        onCancel={onDone}
      />
    </section>
  );
}
