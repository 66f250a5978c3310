/**
 * The booking page's lifecycle buttons: only the operations the booking's status and the
 * user's features allow (`offeredOperations`). An operation without input is sent at once; one
 * that needs input opens its small form; Postpone opens the PostponeBooking screen. The API's refusal (e.g. 409 INVALID_TRANSITION's
 * message) is shown as it comes; after success the booking and its history are fetched again,
 * and a credit note's number is shown.
 *
 * spec: api-contract.md §Staff bookings (operations); staff-booking.md §4, §6, §8.
 */
import { documentNumber } from '@hifadhi/shared/documents/document-number';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { featureUrlsOf } from '../staff-shell/route-guard';
import { postponePath } from '../staff-shell/staff-routes';
import { useCurrentUser } from '../staff-shell/use-current-user';
import {
  CreditNoteForm,
  DeferPaymentForm,
  GatePassageForm,
  PaymentForm,
  ReasonForm,
} from './BookingOperationForms';
import { offeredOperations, type PageOperation } from './booking-actions';
import type { StaffBooking } from './staff-booking-types';

/** Each operation's button words, method and path after `/bookings/{id}`. */
const operationRequests: Record<
  PageOperation,
  { label: string; method: 'POST' | 'DELETE'; suffix: string }
> = {
  confirm: { label: 'Confirm', method: 'POST', suffix: '/confirm' },
  unconfirm: { label: 'Unconfirm', method: 'POST', suffix: '/unconfirm' },
  check_in: { label: 'Check in', method: 'POST', suffix: '/check-in' },
  check_out: { label: 'Check out', method: 'POST', suffix: '/check-out' },
  defer_payment: { label: 'Defer payment', method: 'POST', suffix: '/defer-payment' },
  foc: { label: 'Mark FOC', method: 'POST', suffix: '/foc' },
  delete: { label: 'Delete', method: 'DELETE', suffix: '' },
  reinstate: { label: 'Reinstate', method: 'POST', suffix: '/reinstate' },
  record_payment: { label: 'Record payment', method: 'POST', suffix: '/payments' },
  credit_note: { label: 'Issue credit note', method: 'POST', suffix: '/credit-notes' },
  postpone: { label: 'Postpone', method: 'POST', suffix: '/postpone' },
};

/** Operations sent without input (check-in and check-out when the booking has an entry gate). */
const immediate: ReadonlySet<PageOperation> = new Set([
  'confirm',
  'unconfirm',
  'check_in',
  'check_out',
  'reinstate',
]);

/** Operations that move money: each form's attempts carry one `Idempotency-Key`. */
const keyed: ReadonlySet<PageOperation> = new Set(['record_payment', 'credit_note']);

interface Lookups {
  gates: { gate_public_id: string; gate_name: string }[];
}

interface Sent {
  operation: PageOperation;
  answer: { number?: number; amount?: number };
}

/** `path`: the booking's `/bookings/{id}` (also its query key). */
export function BookingActions({ booking, path }: { booking: StaffBooking; path: string }) {
  const { data: user } = useCurrentUser(true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<PageOperation | null>(null);
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const gateless = booking.entry_point === null;
  const lookups = useQuery({
    queryKey: ['catalogue', '/public/lookups'],
    queryFn: () => staffGet<Lookups>('/public/lookups'),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: gateless,
  });
  const send = useMutation({
    mutationFn: async ({ operation, body }: { operation: PageOperation; body?: unknown }) => {
      const request = operationRequests[operation];
      const answer = await staffRequest<Sent['answer']>(
        request.method,
        `${path}${request.suffix}`,
        body ?? {},
        keyed.has(operation) ? { 'Idempotency-Key': attemptKey } : {},
      );
      return { operation, answer };
    },
    onSuccess: async () => {
      setOpen(null);
      await queryClient.invalidateQueries({ queryKey: [path] });
    },
  });
  if (!user) return null;

  const offered = offeredOperations(booking, featureUrlsOf(user.menus));
  if (offered.length === 0) return null;
  const needsForm = (operation: PageOperation) =>
    !immediate.has(operation) ||
    (gateless && (operation === 'check_in' || operation === 'check_out'));
  const choose = (operation: PageOperation) => {
    send.reset();
    setAttemptKey(newIdempotencyKey());
    if (operation === 'postpone') navigate(postponePath(booking.booking_public_id));
    else if (!needsForm(operation)) {
      setOpen(null);
      send.mutate({ operation });
    } else setOpen(operation);
  };
  const formProps = (operation: PageOperation) => ({
    label: operationRequests[operation].label,
    failure: send.error,
    onCancel: () => {
      send.reset();
      setOpen(null);
    },
    onSend: (body: unknown) => send.mutateAsync({ operation, body }).catch(() => undefined),
  });
  const gates = lookups.data?.gates ?? [];
  const forms: Partial<Record<PageOperation, () => ReactNode>> = {
    check_in: () => <GatePassageForm gates={gates} {...formProps('check_in')} />,
    check_out: () => <GatePassageForm gates={gates} {...formProps('check_out')} />,
    defer_payment: () => <DeferPaymentForm {...formProps('defer_payment')} />,
    foc: () => <ReasonForm {...formProps('foc')} />,
    delete: () => <ReasonForm {...formProps('delete')} />,
    record_payment: () => (
      <PaymentForm currency={booking.currency} {...formProps('record_payment')} />
    ),
    credit_note: () => <CreditNoteForm currency={booking.currency} {...formProps('credit_note')} />,
  };
  const issued = send.data?.operation === 'credit_note' ? send.data.answer.number : undefined;

  return (
    <div className="booking-actions">
      <div className="button-row">
        {offered.map((operation) => (
          <button
            key={operation}
            type="button"
            className={operation === open ? 'button button-primary' : 'button'}
            aria-expanded={needsForm(operation) ? operation === open : undefined}
            disabled={send.isPending}
            onClick={() => choose(operation)}
          >
            {operationRequests[operation].label}
          </button>
        ))}
      </div>
      {open && (
        <section className="operation-form" aria-label={operationRequests[open].label}>
          <h2>{operationRequests[open].label}</h2>
          {forms[open]?.()}
        </section>
      )}
      {!open && send.error && <ErrorNotice error={send.error} onClose={() => send.reset()} />}
      {issued !== undefined && (
        <Notice tone="success" onClose={() => send.reset()}>
          <p data-testid="credit-note-issued">
            Credit note {documentNumber('credit_note', issued)} issued.
          </p>
        </Notice>
      )}
    </div>
  );
}
