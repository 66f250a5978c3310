/**
 * A membership as a payable: its amount (setting price plus beneficiary amounts) is owed until a
 * payment is confirmed, which sets `payment_status` true, the payment method ('Mpesa' or
 * 'Credit Card') and the expiry date one year on, then (after commit) sends the welcome e-mail;
 * a second payment of a paid membership is listed for staff to refund.
 * The member reference number is the M-Pesa reference.
 *
 * spec: membership-backoffice.md §2.1, §3 (Member: payment_status, payment_method,
 * expiry_date), §9 (payment methods).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { members } from '../db/schema/members';
import { readConservancyContact } from '../mail/conservancy-contact';
import type { Mailer } from '../mail/mailer';
import { membershipThankYouMail } from '../mail/thank-you-mails';
import { currentRates } from '../payments/current-rates';
import type { PayableHandler, PayableState } from '../payments/payable';
import { attentionReasons, paymentMessages } from '../payments/payment-messages';
import { membershipExpiry } from './membership-expiry';
import { memberNotFound, readMember } from './read-member';

type MemberRow = typeof members.$inferSelect;

export interface MemberPayableDeps {
  db: Database;
  mailer: Mailer;
}

const paymentMethodNames = {
  mpesa: 'Mpesa',
  card: 'Credit Card',
  bank: 'Bank Transfer',
  cash: 'Cash',
};

async function stateOf(tx: Transaction, member: MemberRow, now: Date): Promise<PayableState> {
  return {
    kind: 'membership',
    id: member.id,
    publicId: member.member_reference_number,
    reference: member.member_reference_number,
    currency: member.currency as CurrencyCode,
    balance: member.payment_status ? new Decimal(0) : new Decimal(member.amount),
    rates: await currentRates(tx, now),
    email: member.email,
    description: 'Membership',
    refusal: member.payment_status
      ? new DomainError('CONFLICT', paymentMessages.alreadyPaid('membership'))
      : null,
  };
}

async function sendWelcome(deps: MemberPayableDeps, referenceNumber: string): Promise<void> {
  const [member, contact] = await Promise.all([
    readMember(deps.db, referenceNumber),
    readConservancyContact(deps.db),
  ]);
  await deps.mailer.send(
    membershipThankYouMail(
      {
        email: member.email,
        first_name: member.first_name,
        member_reference_number: member.member_reference_number,
        membership: member.membership,
        beneficiaries: member.family.length,
        amount: member.amount,
        currency: member.currency,
        expiry_date: member.expiry_date ?? '',
      },
      contact,
    ),
    `membership-thank-you-${referenceNumber}`,
  );
}

/** The membership payable handler. */
export function createMemberPayable(deps: MemberPayableDeps): PayableHandler {
  return {
    kind: 'membership',
    notFound: () => new DomainError('NOT_FOUND', memberNotFound),
    async lockByPublicId(tx, publicId, now) {
      const [member] = await tx
        .select()
        .from(members)
        .where(eq(members.member_reference_number, publicId.toUpperCase()))
        .for('update');
      return member ? stateOf(tx, member, now) : null;
    },
    async publicIdOf(db, id) {
      const [row] = await db
        .select({ reference: members.member_reference_number })
        .from(members)
        .where(eq(members.id, id));
      if (!row) throw new Error(`Member ${id} does not exist`);
      return row.reference;
    },
    async applyCredit(tx, id, payment, now) {
      const [current] = await tx
        .select({ paid: members.payment_status })
        .from(members)
        .where(eq(members.id, id))
        .for('update');
      if (current?.paid) {
        return { afterCommit: null, attention: attentionReasons.alreadyPaid('membership') };
      }
      const [member] = await tx
        .update(members)
        .set({
          payment_status: true,
          payment_method: paymentMethodNames[payment.method],
          expiry_date: membershipExpiry(calendarDateAt(now)),
          paid_at: now,
        })
        .where(eq(members.id, id))
        .returning({ reference: members.member_reference_number });
      if (!member) throw new Error(`Member ${id} does not exist`);
      return { afterCommit: () => sendWelcome(deps, member.reference), attention: null };
    },
    sitePath: (publicId) => `/membership-payment/${publicId}`,
  };
}
