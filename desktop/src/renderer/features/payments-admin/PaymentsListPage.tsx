/**
 * The payments list (`/payments`): money received and payments waiting for their provider, of
 * every payable, by every channel, newest first (`GET /payments`), filters in the address.
 *
 * spec: staff-booking.md §2.9 (payments list; searches by key and by date range).
 */
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { paymentColumns } from './payment-columns';
import { PAYMENTS_PER_PAGE, paymentFilters } from './payment-filters';
import type { PaymentPage, PaymentSummary } from './payments-admin-types';

export function PaymentsListPage() {
  return (
    <ResourceList<(typeof paymentFilters)[number]['name'], PaymentPage, PaymentSummary>
      title="Payments"
      path="/payments"
      items={PAYMENTS_PER_PAGE}
      filters={paymentFilters}
      columns={paymentColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.payment_public_id}
      noun={{ one: 'payment', many: 'payments' }}
    />
  );
}
