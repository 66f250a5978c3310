/**
 * A volunteer application as a payable: the programme's price is owed until a payment is
 * confirmed, which sets `payment_status` to 'Paid' and, after commit, sends the thank-you
 * e-mail (a second payment of a paid application is listed for staff to refund). The M-Pesa
 * reference is 'V' and the first 8 characters of the application id.
 *
 * spec: public-site.md §2.16, §4 Volunteer (payment_status Paid → volunteer success page).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { volunteerPrograms } from '../db/schema/catalogue';
import { volunteers } from '../db/schema/programs';
import { readConservancyContact } from '../mail/conservancy-contact';
import type { Mailer } from '../mail/mailer';
import { volunteerThankYouMail } from '../mail/thank-you-mails';
import { currentRates } from '../payments/current-rates';
import type { PayableHandler, PayableState } from '../payments/payable';
import { attentionReasons, paymentMessages } from '../payments/payment-messages';
import { isPublicId } from '../payments/payment-records';
import { volunteerNotFound } from './read-volunteer';

type VolunteerRow = typeof volunteers.$inferSelect;

export interface VolunteerPayableDeps {
  db: Database;
  mailer: Mailer;
}

async function stateOf(tx: Transaction, volunteer: VolunteerRow, now: Date): Promise<PayableState> {
  const paid = volunteer.payment_status === 'Paid';
  return {
    kind: 'volunteer',
    id: volunteer.id,
    publicId: volunteer.volunteer_public_id,
    reference: `V${volunteer.volunteer_public_id.slice(0, 8).toUpperCase()}`,
    currency: volunteer.currency as CurrencyCode,
    balance: paid ? new Decimal(0) : new Decimal(volunteer.price),
    rates: await currentRates(tx, now),
    email: volunteer.email,
    description: 'Volunteer programme',
    refusal: paid ? new DomainError('CONFLICT', paymentMessages.alreadyPaid('application')) : null,
  };
}

async function sendThankYou(deps: VolunteerPayableDeps, id: number): Promise<void> {
  const [[row], contact] = await Promise.all([
    deps.db
      .select({
        email: volunteers.email,
        first_name: volunteers.first_name,
        volunteer_public_id: volunteers.volunteer_public_id,
        program: volunteerPrograms.name,
        start_date: volunteerPrograms.start_date,
        end_date: volunteerPrograms.end_date,
        price: volunteers.price,
        currency: volunteers.currency,
      })
      .from(volunteers)
      .innerJoin(volunteerPrograms, eq(volunteerPrograms.public_id, volunteers.program_public_id))
      .where(eq(volunteers.id, id)),
    readConservancyContact(deps.db),
  ]);
  if (!row) throw new Error(`Volunteer application ${id} does not exist`);
  await deps.mailer.send(
    volunteerThankYouMail({ ...row, currency: row.currency as CurrencyCode }, contact),
    `volunteer-thank-you-${row.volunteer_public_id}`,
  );
}

/** The volunteer application payable handler. */
export function createVolunteerPayable(deps: VolunteerPayableDeps): PayableHandler {
  return {
    kind: 'volunteer',
    notFound: () => new DomainError('NOT_FOUND', volunteerNotFound),
    async lockByPublicId(tx, publicId, now) {
      if (!isPublicId(publicId)) return null;
      const [volunteer] = await tx
        .select()
        .from(volunteers)
        .where(eq(volunteers.volunteer_public_id, publicId))
        .for('update');
      return volunteer ? stateOf(tx, volunteer, now) : null;
    },
    async publicIdOf(db, id) {
      const [row] = await db
        .select({ publicId: volunteers.volunteer_public_id })
        .from(volunteers)
        .where(eq(volunteers.id, id));
      if (!row) throw new Error(`Volunteer application ${id} does not exist`);
      return row.publicId;
    },
    async applyCredit(tx, id, _payment, now) {
      const [current] = await tx
        .select({ status: volunteers.payment_status })
        .from(volunteers)
        .where(eq(volunteers.id, id))
        .for('update');
      if (current?.status === 'Paid') {
        return {
          afterCommit: null,
          attention: attentionReasons.alreadyPaid('volunteer application'),
        };
      }
      await tx
        .update(volunteers)
        .set({ payment_status: 'Paid', paid_at: now })
        .where(eq(volunteers.id, id));
      return { afterCommit: () => sendThankYou(deps, id), attention: null };
    },
    sitePath: (publicId) => `/program-payment/${publicId}`,
  };
}
