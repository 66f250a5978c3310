/**
 * The conservancy's terms shown on the home page's Terms and Conditions tab and on the terms
 * page: general terms, code of conduct, bookings, cancellation policy, conservation
 * experiences (late arrival) policy and payment policy. Figures come from the shared payment
 * terms where the code defines them.
 *
 * spec: public-site.md §2.4 (Terms and Conditions tab), §9 (terms, policies, cancellation
 * bands, late arrival, payment policy); pricing-rules.md §"Totals and payment".
 */
import { messages } from '@hifadhi/shared/messages';
import {
  DEPOSIT_DUE_DAYS,
  DEPOSIT_PERCENTAGE,
  MPESA_LIMIT_KES,
} from '@hifadhi/shared/pricing/payment-terms';

const CONDUCT_RULES = [
  'Keep to the speed limit of 40 KPH on every conservancy road.',
  'No driving after 7:00 PM unless on a guided night drive.',
  'Stay on marked roads and tracks; off-road driving is not allowed.',
  'Stay inside your vehicle except at marked sites or with a ranger.',
  'Keep a safe distance from wildlife and never block an animal’s path.',
  'Do not feed, call or disturb animals.',
  'Keep noise down: no loud music or hooting.',
  'Take all litter out with you.',
  'Do not pick plants or remove stones, bones or any natural object.',
  'Smoking and open fires only where permitted; never throw cigarette ends.',
  'Drones need written permission from the conservancy.',
  'Follow the instructions of rangers and conservancy staff at all times.',
  'Children must be supervised by an adult throughout the visit.',
];

export function TermsAndConditions() {
  return (
    <div className="terms">
      <section>
        <h3>General terms</h3>
        <p>
          Payments made without a Booking ID must be notified to the conservancy within seven days.
          Payments that are not notified are forfeited after three months.
        </p>
      </section>
      <section>
        <h3>Code of conduct</h3>
        <ol>
          {CONDUCT_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
      <section>
        <h3>Bookings</h3>
        <p>{messages.conservationMandatory}.</p>
        <p>
          {messages.proofOfIdRequired} Citizen and resident rates apply only with proof of residency
          at the gate.
        </p>
      </section>
      <section>
        <h3>Cancellation policy</h3>
        <table className="terms-table">
          <caption className="visually-hidden">Cancellation charges</caption>
          <thead>
            <tr>
              <th scope="col">Cancelled before arrival</th>
              <th scope="col">Charge</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>61 days or more</td>
              <td>20%</td>
            </tr>
            <tr>
              <td>60 to 31 days</td>
              <td>40%</td>
            </tr>
            <tr>
              <td>30 to 8 days</td>
              <td>50%</td>
            </tr>
            <tr>
              <td>7 days or less, or no show</td>
              <td>100%</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section>
        <h3>Conservation experiences policy</h3>
        <p>
          Arriving 15 minutes late shortens the experience, or cancels it with no refund. Arriving
          30 minutes late cancels the experience and the payment is forfeited.
        </p>
      </section>
      <section>
        <h3>Payment policy</h3>
        <p>Arrival within 7 days requires full payment immediately.</p>
        <p>
          Booking at least one month ahead requires a {DEPOSIT_PERCENTAGE}% deposit within{' '}
          {DEPOSIT_DUE_DAYS} days, with the balance paid at the gate.
        </p>
        <p>
          Bank transfers must be complete 3 days before arrival; bank fees are borne by the guest.
          M-Pesa takes balances below KES {MPESA_LIMIT_KES.toLocaleString('en-KE')}.
        </p>
      </section>
    </div>
  );
}
