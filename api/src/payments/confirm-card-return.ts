/**
 * The browser's return from the hosted card page. Its fields are a hint and can be forged, so
 * they are not read for the result: the payment named in the return path is confirmed with the
 * provider's status query, server to server, settled with that answer, and the browser is sent
 * to the site: the payable's paid page, its payment page while there is no final answer, or the
 * failure page (for a booking, `/payment-failure/{booking_id}`, which shows the decline reason).
 * A donation's, membership's or application's page link carries its link token, so the page
 * can still show the payer's details, and while the payment has no final answer (the card
 * page's Try later or Error) also `payment={payment_public_id}`, so the page can say nothing
 * was charged and offer to cancel it (a booking's page finds it in the booking's payments).
 *
 * spec: public-site.md §4 Payment (card returns), §2.14, §8; api-contract.md §Payments (paid only
 * after server-to-server confirmation); research/payments.md §2 steps 2–4.
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { ReturnOutcome } from './payable';
import { signPayableLink } from './payable-link-token';
import { paymentMessages } from './payment-messages';
import { findByPublicId, payableOf } from './payment-records';
import type { PaymentDeps } from './payments-runtime';
import { checkPayment } from './settle-payment';

/**
 * Confirms the card payment `paymentPublicId` and answers the site URL to send the browser to.
 * @throws DomainError NOT_FOUND for an unknown payment.
 */
export async function confirmCardReturn(
  deps: PaymentDeps,
  paymentPublicId: string,
): Promise<string> {
  const payment = await findByPublicId(deps.db, paymentPublicId);
  if (payment === null || payment.method !== 'card') {
    throw new DomainError('NOT_FOUND', paymentMessages.paymentNotFound);
  }
  await checkPayment(deps, payment);
  const settled = await findByPublicId(deps.db, paymentPublicId);
  const outcome: ReturnOutcome =
    settled?.status === 'paid' ? 'paid' : settled?.status === 'failed' ? 'failed' : 'pending';
  const { kind, id } = payableOf(payment);
  const handler = deps.handlers[kind];
  const publicId = await handler.publicIdOf(deps.db, id);
  const site = `${deps.payments.siteUrl}${handler.sitePath(publicId, outcome)}`;
  if (kind === 'booking') return site;
  const token = `?token=${await signPayableLink(deps.db, kind, publicId)}`;
  return outcome === 'pending' ? `${site}${token}&payment=${paymentPublicId}` : `${site}${token}`;
}
