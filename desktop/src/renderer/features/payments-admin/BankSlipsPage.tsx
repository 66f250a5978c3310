/**
 * Bank slips (`/bank-slips`): the slips the bank reported, newest first, filtered by allocation,
 * day paid and search (`GET /bank-slips`); New slip records one (`POST /bank-slips`); Allocate
 * takes a booking's reference, shows that booking's balance, and records the slip as its Bank
 * Transfer payment (`POST /bank-slips/{id}/allocate`), then says the booking's new balance.
 *
 * spec: staff-booking.md §2.9 (bank slips, with allocate); api-contract.md §Staff bookings.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BankSlipAllocateBody, BankSlipBody } from '@hifadhi/shared/schemas/payments-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { staffGet, staffPost } from '../../lib/staff-api';
import type { StaffBookingPage } from '../bookings-admin/staff-booking-types';
import { featureUrlsOf } from '../staff-shell/route-guard';
import { useCurrentUser } from '../staff-shell/use-current-user';
import { bankSlipColumns } from './bank-slip-columns';
import { AllocateSlipForm, BankSlipForm } from './PaymentsAdminForms';
import { bankSlipFilters, PAYMENTS_PER_PAGE } from './payment-filters';
import type { AllocatedSlip, BankSlip, BankSlipPage } from './payments-admin-types';

/** The booking `reference` names, with its balance, once the user asks; for the slip `slip`. */
function BookingBalance({ reference, slip }: { reference: string; slip: BankSlip }) {
  const code = reference.trim().toUpperCase();
  const found = useQuery({
    queryKey: ['/bookings', 'by-reference', code],
    queryFn: () =>
      staffGet<StaffBookingPage>(`/bookings?search=${encodeURIComponent(code)}&items=5`),
    enabled: code !== '',
  });
  if (code === '') return null;
  if (found.error) return <ErrorNotice error={found.error} />;
  if (!found.data) return <p className="muted">Looking up the booking…</p>;
  const booking = found.data.data.find((row) => row.booking_ref_code === code);
  if (!booking) return <p className="field-error">No booking has the reference {code}.</p>;
  const over = slip.amount - booking.booking_payment_balance;
  return (
    <div className="panel" data-testid="allocation-booking">
      <p>
        Booking <span className="ref-code">{booking.booking_ref_code}</span> ·{' '}
        {booking.booking_details.first_name} {booking.booking_details.last_name} ·{' '}
        {booking.booking_payment_status}
      </p>
      <p>
        Balance:{' '}
        <strong data-testid="allocation-balance">
          {formatMoney(booking.booking_payment_balance, booking.currency)}
        </strong>
      </p>
      {booking.currency !== slip.currency && (
        <p className="field-error">This booking is paid in {booking.currency}.</p>
      )}
      {booking.currency === slip.currency && over > 0 && (
        <p className="field-error">
          The slip is {formatMoney(over, slip.currency)} more than the balance: allocate it only as
          an over-payment.
        </p>
      )}
    </div>
  );
}

type Panel = { kind: 'new' } | { kind: 'allocate'; slip: BankSlip } | null;

export function BankSlipsPage() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser(true);
  const mayAllocate = user ? featureUrlsOf(user.menus).has(staffFeatures.allocateBankSlip) : false;
  const [panel, setPanel] = useState<Panel>(null);
  const [checked, setChecked] = useState('');
  const [done, setDone] = useState<ReactNode>(null);
  const refresh = () =>
    Promise.all(
      ['/bank-slips', '/payments', '/bookings'].map((path) =>
        queryClient.invalidateQueries({ queryKey: [path] }),
      ),
    );
  const create = useMutation({
    mutationFn: (body: BankSlipBody) => staffPost<BankSlip>('/bank-slips', body),
    onSuccess: async (slip) => {
      setPanel(null);
      setDone(
        <p data-testid="slip-recorded">
          Slip {slip.reference} of {formatMoney(slip.amount, slip.currency)} recorded.
        </p>,
      );
      await refresh();
    },
  });
  const allocate = useMutation({
    mutationFn: ({ slip, body }: { slip: BankSlip; body: BankSlipAllocateBody }) =>
      staffPost<AllocatedSlip>(`/bank-slips/${slip.bank_slip_public_id}/allocate`, body),
    onSuccess: async ({ slip, payment }) => {
      setPanel(null);
      setDone(
        <p data-testid="slip-allocated">
          Slip {slip.reference} allocated to booking {slip.allocation?.booking_ref_code}: its
          balance is now {formatMoney(payment.booking_payment_balance, slip.currency)} (
          {payment.booking_payment_status}).
        </p>,
      );
      await refresh();
    },
  });
  const columns = useMemo(
    () =>
      bankSlipColumns(
        mayAllocate
          ? (slip) => {
              allocate.reset();
              setChecked('');
              setDone(null);
              setPanel({ kind: 'allocate', slip });
            }
          : null,
      ),
    [mayAllocate, allocate.reset],
  );
  const close = () => {
    create.reset();
    allocate.reset();
    setPanel(null);
  };

  const actions = (
    <div className="list-actions">
      <div className="button-row">
        <button
          type="button"
          className={panel?.kind === 'new' ? 'button button-primary' : 'button'}
          aria-expanded={panel?.kind === 'new'}
          onClick={() => {
            create.reset();
            setDone(null);
            setPanel({ kind: 'new' });
          }}
        >
          New slip
        </button>
      </div>
      {panel?.kind === 'new' && (
        <section className="operation-form" aria-label="New slip">
          <h2>New bank slip</h2>
          <BankSlipForm
            label="Record slip"
            failure={create.error}
            onCancel={close}
            onSend={(body) => create.mutateAsync(body).catch(() => undefined)}
          />
        </section>
      )}
      {panel?.kind === 'allocate' && (
        <section className="operation-form" aria-label="Allocate slip">
          <h2>
            Allocate slip {panel.slip.reference} ·{' '}
            {formatMoney(panel.slip.amount, panel.slip.currency)}
          </h2>
          <AllocateSlipForm
            label="Allocate"
            failure={allocate.error}
            onCancel={close}
            onCheck={setChecked}
            onSend={(body) =>
              allocate.mutateAsync({ slip: panel.slip, body }).catch(() => undefined)
            }
          >
            <BookingBalance reference={checked} slip={panel.slip} />
          </AllocateSlipForm>
        </section>
      )}
      {done && (
        <Notice tone="success" onClose={() => setDone(null)}>
          {done}
        </Notice>
      )}
    </div>
  );

  return (
    <ResourceList<(typeof bankSlipFilters)[number]['name'], BankSlipPage, BankSlip>
      title="Bank slips"
      path="/bank-slips"
      items={PAYMENTS_PER_PAGE}
      filters={bankSlipFilters}
      columns={columns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.bank_slip_public_id}
      noun={{ one: 'slip', many: 'slips' }}
      tabs={actions}
    />
  );
}
