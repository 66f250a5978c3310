/**
 * The small forms of the booking operations that need input, each checked with the shared
 * request schema (react-hook-form): the gate of a back-office check-in or check-out (for a
 * booking without an entry gate), a reason (FOC, delete), a deferral (until, reason), a
 * payment staff received (method, amount, reference; the booking's currency) and a credit note
 * (amount, reason). Each hands its valid body to `onSend`; a refusal from the API is shown by
 * the caller. Amounts are whole units of the booking's currency.
 *
 * spec: api-contract.md §Staff bookings (request bodies); staff-booking.md §4, §5 (messages).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import {
  creditNoteBodySchema,
  deferPaymentBodySchema,
  gatePassageBodySchema,
  reasonBodySchema,
  staffPaymentBodySchema,
} from '@hifadhi/shared/schemas/staff-booking-operations';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';

export interface OperationFormProps<Body> {
  /** The submit button's words, e.g. 'Record payment'. */
  label: string;
  onSend(body: Body): Promise<unknown>;
  onCancel(): void;
  /** The API's refusal of the last attempt, or null. */
  failure: unknown;
}

/** A whole amount of `currency` (the form registers it `valueAsNumber`). */
export function AmountField({
  currency,
  ...input
}: Omit<ComponentProps<typeof Field>, 'label' | 'type'> & { currency: CurrencyCode }) {
  return (
    <Field
      {...input}
      label={`Amount (${currency})`}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
    />
  );
}

/** FOC or delete: `{ reason }`. */
export function ReasonForm(props: OperationFormProps<z.output<typeof reasonBodySchema>>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(reasonBodySchema),
  });
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <Field
        label="Reason"
        autoFocus
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <FormButtons {...props} busyLabel="Sending…" busy={formState.isSubmitting} />
    </form>
  );
}

/** Check-in or check-out of a booking without an entry gate: `{ gate_public_id }`. */
export function GatePassageForm({
  gates,
  ...props
}: OperationFormProps<z.output<typeof gatePassageBodySchema>> & {
  gates: readonly { gate_public_id: string; gate_name: string }[];
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(gatePassageBodySchema),
  });
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <SelectField
        label="Gate"
        placeholder="Choose the gate"
        options={gates.map((gate) => ({ value: gate.gate_public_id, label: gate.gate_name }))}
        error={formState.errors.gate_public_id?.message}
        {...register('gate_public_id')}
      />
      <FormButtons {...props} busyLabel="Sending…" busy={formState.isSubmitting} />
    </form>
  );
}

/** Defer the payment: `{ until, reason }`. */
export function DeferPaymentForm(
  props: OperationFormProps<z.output<typeof deferPaymentBodySchema>>,
) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(deferPaymentBodySchema),
  });
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <Field
        label="Pay by"
        type="date"
        autoFocus
        error={formState.errors.until?.message}
        {...register('until')}
      />
      <Field label="Reason" error={formState.errors.reason?.message} {...register('reason')} />
      <FormButtons {...props} busyLabel="Sending…" busy={formState.isSubmitting} />
    </form>
  );
}

const paymentMethods = staffPaymentBodySchema.shape.method.options.map((method) => ({
  value: method,
  label: method,
}));

/** A payment staff received, in the booking's `currency`. */
export function PaymentForm({
  currency,
  ...props
}: OperationFormProps<z.output<typeof staffPaymentBodySchema>> & { currency: CurrencyCode }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(staffPaymentBodySchema),
    defaultValues: { currency },
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <SelectField
        label="Method"
        placeholder="Choose the method"
        options={paymentMethods}
        error={errors.method?.message}
        {...register('method')}
      />
      <AmountField
        currency={currency}
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      <Field
        label="Reference (slip, cheque or receipt number)"
        error={errors.reference?.message}
        {...register('reference')}
      />
      <FormButtons {...props} busyLabel="Sending…" busy={formState.isSubmitting} />
    </form>
  );
}

/** A credit note: `{ amount, reason }` in the booking's `currency`. */
export function CreditNoteForm({
  currency,
  amount,
  ...props
}: OperationFormProps<z.output<typeof creditNoteBodySchema>> & {
  currency: CurrencyCode;
  /** The amount offered (an amendment's overpayment), if any. */
  amount?: number;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(creditNoteBodySchema),
    defaultValues: { amount },
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <AmountField
        currency={currency}
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      <Field label="Reason" error={errors.reason?.message} {...register('reason')} />
      <FormButtons {...props} busyLabel="Sending…" busy={formState.isSubmitting} />
    </form>
  );
}
