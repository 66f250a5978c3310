/**
 * Payments needing attention (`/payments/attention`): money received that its payable cannot
 * keep (a cancelled or expired booking, more than was owed), newest first
 * (`GET /payments/attention`, the settled ones too when asked); Resolve settles one by a refund
 * or by a credit note the API issues (`POST /payments/{id}/attention/resolve`).
 *
 * spec: api-contract.md §Payments; staff-booking.md §4 (credit note issued); issue 13 item 4.
 */
import type { AttentionResolveBody } from '@hifadhi/shared/schemas/payments-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { formatInstant } from '../../lib/format-time';
import { type ListFeatures, PagedTable } from '../../lib/paged-list/PagedTable';
import { staffGet, staffPost } from '../../lib/staff-api';
import { ResolveForm } from './PaymentsAdminForms';
import { channelInWords, paymentAmount } from './payment-words';
import type { FlaggedPayment } from './payments-admin-types';

const ATTENTION_PATH = '/payments/attention';
const flagged = createColumnHelper<ListFeatures, FlaggedPayment>();

function attentionColumns(onResolve: (payment: FlaggedPayment) => void) {
  return flagged.columns([
    flagged.accessor('payable_reference', {
      header: 'For',
      cell: (info) => <span className="ref-code">{info.getValue()}</span>,
    }),
    flagged.accessor('amount', {
      header: 'Payment',
      cell: (info) => (
        <>
          {paymentAmount(info.getValue(), info.row.original.currency)}
          <br />
          <span className="muted">
            {channelInWords(info.row.original.method)} {info.row.original.provider_reference ?? ''}
          </span>
        </>
      ),
    }),
    flagged.accessor('reason', { header: 'Why' }),
    flagged.accessor('flagged_at', {
      header: 'Flagged',
      cell: (info) => formatInstant(info.getValue()),
    }),
    flagged.accessor('resolution', {
      header: 'Settled',
      cell: (info) =>
        info.getValue() === null ? (
          <button type="button" className="button" onClick={() => onResolve(info.row.original)}>
            Resolve
          </button>
        ) : (
          <span data-testid="resolution">
            {info.getValue()}
            <br />
            <span className="muted">{formatInstant(info.row.original.resolved_at)}</span>
          </span>
        ),
    }),
  ]);
}

export function PaymentsAttentionPage() {
  const queryClient = useQueryClient();
  const [withSettled, setWithSettled] = useState(false);
  const [open, setOpen] = useState<FlaggedPayment | null>(null);
  const query = withSettled ? '?include_resolved=true' : '';
  const listed = useQuery({
    queryKey: [ATTENTION_PATH, query],
    queryFn: () => staffGet<{ payments: FlaggedPayment[] }>(`${ATTENTION_PATH}${query}`),
  });
  const resolve = useMutation({
    mutationFn: ({ payment, body }: { payment: FlaggedPayment; body: AttentionResolveBody }) =>
      staffPost<FlaggedPayment>(`/payments/${payment.payment_public_id}/attention/resolve`, body),
    onSuccess: async () => {
      setOpen(null);
      await queryClient.invalidateQueries({ queryKey: [ATTENTION_PATH] });
      await queryClient.invalidateQueries({ queryKey: ['/payments'] });
    },
  });
  const columns = useMemo(
    () =>
      attentionColumns((payment) => {
        resolve.reset();
        setOpen(payment);
      }),
    [resolve.reset],
  );

  return (
    <section className="resource-list" aria-busy={listed.isFetching}>
      <h1>Payments needing attention</h1>
      <label className="check-field">
        <input
          type="checkbox"
          checked={withSettled}
          onChange={(event) => setWithSettled(event.target.checked)}
        />{' '}
        Show settled ones too
      </label>
      {open && (
        <section className="operation-form" aria-label="Resolve payment">
          <h2>
            Resolve {paymentAmount(open.amount, open.currency)} for{' '}
            <span className="ref-code">{open.payable_reference}</span>
          </h2>
          <p className="muted">{open.reason}</p>
          <ResolveForm
            label="Resolve"
            currency={open.currency}
            failure={resolve.error}
            onCancel={() => {
              resolve.reset();
              setOpen(null);
            }}
            onSend={(body) => resolve.mutateAsync({ payment: open, body }).catch(() => undefined)}
          />
        </section>
      )}
      {resolve.data && (
        <Notice tone="success" onClose={() => resolve.reset()}>
          <p data-testid="payment-resolved">Settled: {resolve.data.resolution}</p>
        </Notice>
      )}
      {listed.error && <ErrorNotice error={listed.error} />}
      {listed.data ? (
        <PagedTable
          caption="Payments needing attention"
          columns={columns}
          rows={listed.data.payments}
          rowKey={(row) => row.payment_public_id}
          empty="No payment needs attention."
        />
      ) : (
        !listed.error && <p className="muted">Loading…</p>
      )}
    </section>
  );
}
