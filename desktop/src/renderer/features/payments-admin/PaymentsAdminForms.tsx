/**
 * The payments back office's small forms, each checked with the shared request schema
 * (react-hook-form): a new bank slip (bank, reference, amount, currency, day paid, payer,
 * note), a slip's allocation (the booking's reference, over-payment) and a flagged payment's
 * settlement (by refund, or by a credit note of an amount). Each hands its valid body to
 * `onSend`; the API's refusal is shown by the caller (`failure`). Amounts are whole units.
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

/** How a flagged payment is settled: by a refund staff made, or by a credit note. */
type Settlement = 'refund' | 'credit_note';

/** Settling a flagged payment of `currency`: `POST /payments/{id}/attention/resolve`. */
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
        <label>
          <input
            type="radio"
            name="settle-by"
            checked={by === 'refund'}
            onChange={() => setBy('refund')}
          />{' '}
          Refund
        </label>
        <label>
          <input
            type="radio"
            name="settle-by"
            checked={by === 'credit_note'}
            onChange={() => setBy('credit_note')}
          />{' '}
          Credit note
        </label>
      </fieldset>
      {by === 'credit_note' && (
        <AmountField
          currency={currency}
          error={errors.credit_note?.amount?.message ?? errors.credit_note?.message}
          {...register('credit_note.amount', { valueAsNumber: true })}
        />
      )}
      <Field
        label={
          by === 'refund'
            ? 'How it was refunded (e.g. the M-Pesa reversal or bank reference)'
            : 'Reason for the credit note'
        }
        error={errors.resolution?.message}
        {...register('resolution')}
      />
      <FormButtons {...props} busyLabel="Sending…" busy={formState.isSubmitting} />
    </form>
  );
}
