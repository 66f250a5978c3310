/**
 * The payment failures list (`/payment-failures`): payments that ended unpaid, newest first,
 * with what the payer was told and the provider's own reason (`GET /payments/failures`).
 *
 * spec: staff-booking.md §2.9 (payment failures list); public-site.md §2.14.
 */
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { failureColumns } from './payment-columns';
import { failureFilters, PAYMENTS_PER_PAGE } from './payment-filters';
import type { PaymentFailure, PaymentFailurePage } from './payments-admin-types';

export function PaymentFailuresPage() {
  return (
    <ResourceList<(typeof failureFilters)[number]['name'], PaymentFailurePage, PaymentFailure>
      title="Payment failures"
      path="/payments/failures"
      items={PAYMENTS_PER_PAGE}
      filters={failureFilters}
      columns={failureColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.payment_public_id}
      noun={{ one: 'failure', many: 'failures' }}
    />
  );
}
