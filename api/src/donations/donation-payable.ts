/**
 * A Support Us donation as a payable: its whole amount is owed until a payment is confirmed,
 * which sets `paid` to 1 and, after commit, sends the thank-you e-mail (a second payment of a paid
 * donation is listed for staff to refund). The browser returns to
 * the donation payment page, which goes on to the thank-you page once paid.
 *
 * spec: public-site.md §2.15, §4 Donation, §7 (donation_request_payment, card donation form).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { donations } from '../db/schema/donations';
import { readConservancyContact } from '../mail/conservancy-contact';
import type { Mailer } from '../mail/mailer';
import { donationThankYouMail } from '../mail/thank-you-mails';
import { currentRates } from '../payments/current-rates';
import type { PayableHandler, PayableState } from '../payments/payable';
import { attentionReasons, paymentMessages } from '../payments/payment-messages';
import { donationNotFound, readDonation } from './read-donation';

type DonationRow = typeof donations.$inferSelect;

export interface DonationPayableDeps {
  db: Database;
  mailer: Mailer;
}

async function stateOf(tx: Transaction, donation: DonationRow, now: Date): Promise<PayableState> {
  return {
    kind: 'donation',
    id: donation.id,
    publicId: donation.donation_ref_code,
    reference: donation.donation_ref_code,
    currency: donation.currency as CurrencyCode,
    balance: donation.paid === 1 ? new Decimal(0) : new Decimal(donation.amount),
    rates: await currentRates(tx, now),
    email: donation.email,
    description: 'Donation',
    refusal:
      donation.paid === 1
        ? new DomainError('CONFLICT', paymentMessages.alreadyPaid('donation'))
        : null,
  };
}

async function sendThankYou(deps: DonationPayableDeps, donationRefCode: string, firstName: string) {
  const [donation, contact] = await Promise.all([
    readDonation(deps.db, donationRefCode),
    readConservancyContact(deps.db),
  ]);
  await deps.mailer.send(
    donationThankYouMail(
      {
        email: donation.email,
        first_name: firstName,
        donation_ref_code: donation.donation_ref_code,
        cause: donation.cause,
        amount: donation.amount,
        currency: donation.currency,
      },
      contact,
    ),
    `donation-thank-you-${donationRefCode}`,
  );
}

/** The donation payable handler. */
export function createDonationPayable(deps: DonationPayableDeps): PayableHandler {
  return {
    kind: 'donation',
    notFound: () => new DomainError('NOT_FOUND', donationNotFound),
    async lockByPublicId(tx, publicId, now) {
      const [donation] = await tx
        .select()
        .from(donations)
        .where(eq(donations.donation_ref_code, publicId))
        .for('update');
      return donation ? stateOf(tx, donation, now) : null;
    },
    async publicIdOf(db, id) {
      const [row] = await db
        .select({ ref: donations.donation_ref_code })
        .from(donations)
        .where(eq(donations.id, id));
      if (!row) throw new Error(`Donation ${id} does not exist`);
      return row.ref;
    },
    async applyCredit(tx, id, _payment, now) {
      const [donation] = await tx
        .select()
        .from(donations)
        .where(eq(donations.id, id))
        .for('update');
      if (!donation) throw new Error(`Donation ${id} does not exist`);
      if (donation.paid === 1) {
        return { afterCommit: null, attention: attentionReasons.alreadyPaid('donation') };
      }
      await tx.update(donations).set({ paid: 1, paid_at: now }).where(eq(donations.id, id));
      return {
        afterCommit: () => sendThankYou(deps, donation.donation_ref_code, donation.first_name),
        attention: null,
      };
    },
    sitePath: (publicId) => `/support-us-payment/${publicId}`,
  };
}
