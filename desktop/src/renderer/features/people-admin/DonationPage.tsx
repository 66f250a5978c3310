/**
 * A donation (`/donation/:donation_id`, route Donation): reference, donor, cause, amount,
 * frequency, anonymity, payment method, paid, who added it and, once cancelled, who cancelled
 * it, why and when. Staff with add-donation ask the donor's phone to pay an unpaid one by M-Pesa
 * (STK push); staff with donations/cancel cancel it with a reason.
 *
 * spec: membership-backoffice.md §2.5 (donation/{donation_id}), §3 (Donation: cancelled_by on
 * cancel), §7 (Donations: POST cancel, POST request mobile payment).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { Notice } from '../../components/Notice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatInstant } from '../../lib/format-time';
import { staffGet, staffPost } from '../../lib/staff-api';
import type { StaffDonation } from '../people-lists/people-types';
import { donationStatus } from './donation-words';
import { useDonationChoices } from './use-donation-choices';
import { useStaffCan } from './use-staff-can';

export function DonationPage() {
  const { donation_id = '' } = useParams();
  const path = `/donations/${encodeURIComponent(donation_id)}`;
  const queryClient = useQueryClient();
  const can = useStaffCan();
  const choices = useDonationChoices();
  const donation = useQuery({ queryKey: [path], queryFn: () => staffGet<StaffDonation>(path) });
  const [reason, setReason] = useState('');
  const [phone, setPhone] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: [path] });
  const cancel = useMutation({
    mutationFn: () => staffPost<StaffDonation>(`${path}/cancel`, { reason }),
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ['/donations'] });
    },
  });
  const push = useMutation({
    mutationFn: () => staffPost<{ amount: number }>(`${path}/mobile-payment`, { phone }),
  });
  if (donation.error) return <ErrorNotice error={donation.error} />;
  const d = donation.data;
  if (!d) return <p>Loading the donation…</p>;
  const nameOf = (list: { public_id: string; name: string }[] | undefined, id: string | null) =>
    list?.find((entry) => entry.public_id === id)?.name ?? '—';
  const status = donationStatus(d);
  const submitCancel = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate();
  };
  const submitPush = (event: FormEvent) => {
    event.preventDefault();
    push.mutate();
  };
  return (
    <DetailLayout
      backTo="/donations"
      backLabel="Donations"
      title={`Donation ${d.donation_ref_code}`}
      tags={<span className="tag">{status}</span>}
      facts={[
        { label: 'Donor', value: `${d.first_name} ${d.sur_name}` },
        { label: 'E-mail', value: d.email },
        { label: 'Phone', value: d.phone_number ?? '—' },
        { label: 'Cause', value: d.cause ?? '—' },
        { label: 'Amount', value: formatMoney(d.amount, d.currency, 2), testId: 'donation-amount' },
        { label: 'Frequency', value: nameOf(choices.data?.frequencies, d.frequency_public_id) },
        { label: 'Anonymity', value: nameOf(choices.data?.anonymity, d.anonymity_public_id) },
        {
          label: 'Payment method',
          value: nameOf(choices.data?.donation_payment_methods, d.payment_method_public_id),
        },
        { label: 'Status', value: status, testId: 'donation-status' },
        { label: 'Paid at', value: formatInstant(d.paid_at) },
        { label: 'Made', value: formatInstant(d.created_at) },
        { label: 'Booking', value: d.booking_ref_code ?? '—' },
        { label: 'Added by staff', value: d.added_by === null ? 'No (public site)' : 'Yes' },
        ...(d.cancelled_at === null
          ? []
          : [
              { label: 'Cancelled by', value: d.cancelled_by_email ?? '—' },
              { label: 'Cancelled', value: formatInstant(d.cancelled_at) },
              { label: 'Reason', value: d.cancel_reason ?? '—' },
            ]),
      ]}
    >
      {status === 'Not paid' && can(staffFeatures.addDonation) && (
        <section className="panel operation-form" aria-label="Request M-Pesa payment">
          <h2>Request M-Pesa payment</h2>
          <form className="form" noValidate onSubmit={submitPush}>
            <Field
              label="Donor's M-Pesa phone"
              type="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              hint="07… or 2547…; the phone is asked for the PIN."
            />
            <FormButtons
              label="Send payment request"
              busyLabel="Sending…"
              busy={push.isPending}
              failure={push.error}
            />
          </form>
          {push.isSuccess && (
            <Notice tone="success" title="Payment request sent">
              The phone is asked to pay KES {push.data.amount.toLocaleString('en-KE')}.
            </Notice>
          )}
        </section>
      )}
      {status !== 'Cancelled' && can(staffFeatures.cancelDonation) && (
        <section className="panel operation-form" aria-label="Cancel donation">
          <h2>Cancel donation</h2>
          <form className="form" noValidate onSubmit={submitCancel}>
            <Field
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <FormButtons
              label="Cancel donation"
              busyLabel="Cancelling…"
              busy={cancel.isPending}
              failure={cancel.error}
            />
          </form>
        </section>
      )}
    </DetailLayout>
  );
}
