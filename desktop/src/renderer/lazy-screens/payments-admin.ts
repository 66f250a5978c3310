/** The payments' screens: one chunk loaded on demand (staff-screens.tsx). */
export { BankSlipsPage } from '../features/payments-admin/BankSlipsPage';
export { PaymentFailuresPage } from '../features/payments-admin/PaymentFailuresPage';
export { PaymentsAttentionPage } from '../features/payments-admin/PaymentsAttentionPage';
export { PaymentsListPage } from '../features/payments-admin/PaymentsListPage';
