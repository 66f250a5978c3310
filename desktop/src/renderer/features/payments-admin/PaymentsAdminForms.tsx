/**
 * The payments back office's small forms, each checked with the shared request schema
 * (react-hook-form): a new bank slip (bank, reference, amount, currency, day paid, payer,
 * note), a slip's allocation (the booking's reference, over-payment) and a flagged payment's
 * settlement (by a refund paid out: amount, method, reference; by a credit note of an amount;
 * or as described). Each hands its valid body to `onSend`; the API's refusal is shown by the
 * caller (`failure`). Amounts are whole units, a refund's with cents allowed.
 *
 * spec: staff-booking.md §2.9 (bank slips, with allocate); api-contract.md §Payments.
 */

import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import {
  attentionResolveBodySchema,
  bankSlipAllocateBodySchema,
  bankSlipBodySchema,
} from '@hifadhi/shared/schemas/payments-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { AmountField, type OperationFormProps } from '../bookings-admin/BookingOperationForms';
import { channelOptions } from './payment-words';

const currencies = bankSlipBodySchema.shape.currency.options.map((code) => ({
  value: code,
  label: code,
}));

/** A slip the bank reports: `POST /bank-slips`. */
export function BankSlipForm(props: OperationFormProps<z.output<typeof bankSlipBodySchema>>) {
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(bankSlipBodySchema),
    defaultValues: { currency: 'KES' as const, paid_on: calendarDateAt(new Date()) },
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <Field label="Bank" autoFocus error={errors.bank?.message} {...register('bank')} />
      <Field label="Slip reference" error={errors.reference?.message} {...register('reference')} />
      <SelectField
        label="Currency"
        options={currencies}
        error={errors.currency?.message}
        {...register('currency')}
      />
      <AmountField
        currency={watch('currency') as CurrencyCode}
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      <Field label="Paid on" type="date" error={errors.paid_on?.message} {...register('paid_on')} />
      <Field label="Payer (optional)" error={errors.payer?.message} {...register('payer')} />
      <Field label="Note (optional)" error={errors.note?.message} {...register('note')} />
      <FormButtons {...props} busyLabel="Sending…" busy={formState.isSubmitting} />
    </form>
  );
}

/**
 * A slip's allocation: the booking's reference, and whether a slip above the balance is an
 * over-payment. `onCheck` looks the booking up as the reference is confirmed (its balance is
 * shown by the caller in `children`).
 */
export function AllocateSlipForm({
  onCheck,
  children,
  ...props
}: OperationFormProps<z.output<typeof bankSlipAllocateBodySchema>> & {
  onCheck(reference: string): void;
  children?: ReactNode;
}) {
  const { register, handleSubmit, formState, getValues } = useForm({
    resolver: zodResolver(bankSlipAllocateBodySchema),
    defaultValues: { booking: '', overpayment: false },
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <Field
        label="Booking reference"
        autoFocus
        autoCapitalize="characters"
        error={errors.booking?.message}
        {...register('booking', { onBlur: () => onCheck(getValues('booking')) })}
      />
      <div className="button-row">
        <button type="button" className="button" onClick={() => onCheck(getValues('booking'))}>
          Show balance
        </button>
      </div>
      {children}
      <label className="check-field">
        <input type="checkbox" {...register('overpayment')} /> Over-payment: record it all and flag
        the difference for a refund
      </label>
      <FormButtons {...props} busyLabel="Sending…" busy={formState.isSubmitting} />
    </form>
  );
}

/** How a flagged payment is settled: by a refund paid out, by a credit note, or otherwise. */
type Settlement = 'refund' | 'credit_note' | 'other';

const settlements: { value: Settlement; label: string; reason: string }[] = [
  { value: 'refund', label: 'Refund paid out', reason: 'Reason for the refund' },
  { value: 'credit_note', label: 'Credit note', reason: 'Reason for the credit note' },
  { value: 'other', label: 'Other', reason: 'How it was settled (e.g. re-accommodated)' },
];

/**
 * Settling a flagged payment of `currency`: `POST /payments/{id}/attention/resolve`. A refund
 * paid out takes its amount (cents allowed, kept as typed), how it was paid back and its
 * reference; a credit note its whole amount.
 */
export function ResolveForm({
  currency,
  ...props
}: OperationFormProps<z.output<typeof attentionResolveBodySchema>> & { currency: CurrencyCode }) {
  const [by, setBy] = useState<Settlement>('refund');
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(attentionResolveBodySchema),
    shouldUnregister: true,
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <fieldset className="choice-row">
        <legend>Settle by</legend>
        {settlements.map((settlement) => (
          <label key={settlement.value}>
            <input
              type="radio"
              name="settle-by"
              checked={by === settlement.value}
              onChange={() => setBy(settlement.value)}
            />{' '}
            {settlement.label}
          </label>
        ))}
      </fieldset>
      {by === 'refund' && (
        <>
          <Field
            label={`Amount refunded (${currency})`}
            type="number"
            inputMode="decimal"
            min={1}
            step="0.01"
            error={errors.refund?.amount?.message}
            {...register('refund.amount')}
          />
          <SelectField
            label="Refunded by"
            placeholder="Choose…"
            options={channelOptions}
            error={errors.refund?.method?.message}
            {...register('refund.method')}
          />
          <Field
            label="Refund reference (M-Pesa, card, bank or cash voucher)"
            autoCapitalize="characters"
            error={errors.refund?.reference?.message ?? errors.refund?.message}
            {...register('refund.reference')}
          />
        </>
      )}
      {by === 'credit_note' && (
        <AmountField
          currency={currency}
          error={errors.credit_note?.amount?.message ?? errors.credit_note?.message}
          {...register('credit_note.amount', { valueAsNumber: true })}
        />
      )}
      <Field
        label={settlements.find((settlement) => settlement.value === by)!.reason}
        error={errors.resolution?.message}
        {...register('resolution')}
      />
      <FormButtons {...props} busyLabel="Sending…" busy={formState.isSubmitting} />
    </form>
  );
}
