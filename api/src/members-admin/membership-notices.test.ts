/**
 * Membership renewal and payment reminders, at a clock the test moves: a paid member expiring
 * within 30 days is e-mailed once before that expiry; an unpaid member registered 3 days ago or
 * more is reminded once a calendar month with its payment page; deleted members get nothing;
 * a repeated sweep sends nothing more. Then, end to end through POST /quotes, an expired
 * membership gives no discount.
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { workedExample } from '@hifadhi/shared/pricing/worked-examples';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, capturingMailer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { memberForm } from '../payments/payable-fixtures';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { sendMembershipNotices } from './membership-notices';

const database = useTestDatabase();
const clock = manualClock();
const DAY = 86_400_000;
const start = calendarDateAt(clock.now());
const mailer = capturingMailer();
let app: ReturnType<typeof staffTestApp>['app'];
let appMail: ReturnType<typeof staffTestApp>['mailer'];
let token: string;
const refs: Record<string, string> = {};
const ids: Record<string, string> = {};

async function call(method: string, path: string, body?: unknown) {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: bearer(token),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function register(name: string, overrides: Record<string, unknown> = {}) {
  const made = await call(
    'POST',
    '/members',
    memberForm({
      first_name: name,
      email: `${name.toLowerCase()}@example.com`,
      member_setting: 'ms-cit-ind',
      household_type: 'Individual',
      ...overrides,
    }),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  refs[name] = made.body.member_reference_number;
  ids[name] = made.body.public_id;
}

const sweep = () =>
  sendMembershipNotices({
    db: database.db,
    mailer,
    clock,
    siteUrl: 'https://kijani.example/',
  });

beforeAll(async () => {
  await seedStaff(database.db);
  ({ app, mailer: appMail } = staffTestApp(database.db, clock));
  token = await signInAs(app, 'Administrator');
  // Registered on 2026-11-16, five days before the sweeps start.
  clock.advance(-5 * DAY);
  await register('Waiting');
  clock.advance(5 * DAY);
  await register('Fresh');
  const paid = (expiry: string) => ({ is_paid: true, payment_method: 'Cash', expiry_date: expiry });
  await register('Renewing', paid(addDays(start, 30)));
  await register('NextDay', paid(addDays(start, 31)));
  await register('Gone', paid(addDays(start, 10)));
  await call('DELETE', `/members/${ids.Gone}`);
});

describe('sendMembershipNotices', () => {
  it('e-mails the renewal and the payment reminder due, each once', async () => {
    const sent = await sweep();
    expect(sent).toEqual({ renewal: [refs.Renewing], payment_reminder: [refs.Waiting] });
    const renewal = mailer.sent.find((mail) => mail.to === 'renewing@example.com')!;
    expect(renewal.subject).toBe(
      `Your Kijani Conservancy membership expires on ${addDays(start, 30)}`,
    );
    expect(renewal.text).toContain(`Member reference: ${refs.Renewing}`);
    const reminder = mailer.sent.find((mail) => mail.to === 'waiting@example.com')!;
    expect(reminder.subject).toBe(
      `Your Kijani Conservancy membership is waiting for payment (${refs.Waiting})`,
    );
    expect(reminder.text).toContain(
      `Pay it at https://kijani.example/membership-payment/${refs.Waiting}`,
    );
    expect(reminder.text).toContain('Amount: KES 6,000.00');
    expect(mailer.sent).toHaveLength(2);
    expect(await sweep()).toEqual({ renewal: [], payment_reminder: [] });
    expect(mailer.sent).toHaveLength(2);
  });

  it('reminds the next member as its expiry comes within 30 days, and the unpaid again next month', async () => {
    clock.advance(DAY);
    expect(await sweep()).toEqual({ renewal: [refs.NextDay], payment_reminder: [] });
    // 2026-11-30: Fresh is 9 days unpaid and gets November's reminder; Waiting had it.
    clock.advance(8 * DAY);
    expect(await sweep()).toEqual({ renewal: [], payment_reminder: [refs.Fresh] });
    // 2026-12-01: a new month, both are reminded again.
    clock.advance(DAY);
    const december = await sweep();
    expect(december.renewal).toEqual([]);
    expect(december.payment_reminder.sort()).toEqual([refs.Fresh, refs.Waiting].sort());
    expect(mailer.sent.filter((mail) => mail.to === 'gone@example.com')).toEqual([]);
  });
});

describe('an expired membership, end to end', () => {
  it('gives its discounts until its expiry date and none after it', async () => {
    token = await signInAs(app, 'Administrator');
    const today = calendarDateAt(clock.now());
    await register('Ending', { is_paid: true, payment_method: 'Cash', expiry_date: today });
    const request = {
      ...workedExample('the same Stables trip in KES').request,
      check_in: today,
      check_out: addDays(today, 1),
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
      facilities: [],
      member: ids.Ending,
    };
    const inForce = await call('POST', '/quotes', request);
    expect(inForce.status, JSON.stringify(inForce.body)).toBe(200);
    const adult = (quote: { lines: { description: string; amount: number }[] }) =>
      quote.lines.find((line) => line.description === 'Citizen Adult')!.amount;
    expect(adult(inForce.body)).toBe(0);
    clock.advance(DAY);
    token = await signInAs(app, 'Administrator');
    const next = calendarDateAt(clock.now());
    const expired = await call('POST', '/quotes', {
      ...request,
      check_in: next,
      check_out: addDays(next, 1),
    });
    expect(expired.status).toBe(400);
    expect(expired.body.fields).toEqual({
      member: `This membership expired on ${today}, so it gives no discount`,
    });
    expect((await call('GET', `/members/${ids.Ending}`)).body.is_current).toBe(false);
  });
});

describe('POST /members/{id}/payment-reminder', () => {
  it("sends an unpaid member's reminder now, once a month, and lists the notices", async () => {
    token = await signInAs(app, 'Administrator');
    await register('Asked');
    const sent = await call('POST', `/members/${ids.Asked}/payment-reminder`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const month = calendarDateAt(clock.now()).slice(0, 7);
    expect(sent.body.data).toEqual([
      {
        kind: 'payment_reminder',
        period: month,
        email: 'asked@example.com',
        sent_at: clock.now().toISOString(),
      },
    ]);
    expect(appMail.sent.at(-1)?.subject).toBe(
      `Your Kijani Conservancy membership is waiting for payment (${refs.Asked})`,
    );
    const again = await call('POST', `/members/${ids.Asked}/payment-reminder`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A payment reminder was already sent this month');
    // The sweep counts it as this month's.
    expect((await sweep()).payment_reminder).not.toContain(refs.Asked);
    const paid = await call('POST', `/members/${ids.Renewing}/payment-reminder`);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe('This membership is paid: there is no payment to remind');
    const unknown = await call('POST', '/members/2147483648/payment-reminder');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Member not found');
    const renewing = await call('GET', `/members/${ids.Renewing}/notices`);
    expect(renewing.body.data).toEqual([
      expect.objectContaining({ kind: 'renewal', period: addDays(start, 30) }),
    ]);
  });
});
