/**
 * The iVeri Lite adapter against the card simulator over real HTTP on 127.0.0.1, the
 * simulated payment page driven with fetch as a browser would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_SIMULATOR_APPLICATION_IDS, startCardSimulator } from '../simulators/card-simulator';
import type { RunningSimulator } from '../simulators/serve-simulator';
import { readCardReturn } from './card-return';
import { createIveriCardAdapter, type IveriCardAdapter } from './iveri-card-adapter';
import { bookingTotalLineItem, type CardCheckoutRequest } from './iveri-checkout-form';
import { parseIveriFields } from './iveri-status-query';

let simulator: RunningSimulator;
let adapter: IveriCardAdapter;

const returnUrls = {
  success: 'http://127.0.0.1:5173/payment/B-1?card=success',
  fail: 'http://127.0.0.1:5173/payment-failure/B-1',
  tryLater: 'http://127.0.0.1:5173/payment/B-1?card=try-later',
  error: 'http://127.0.0.1:5173/payment/B-1?card=error',
};

const kesBooking: Omit<CardCheckoutRequest, 'merchantTrace'> = {
  currency: 'KES',
  lineItems: [bookingTotalLineItem('48160')],
  email: 'wanjiku@example.org',
  consumerOrderId: 'HF-2612-0042',
  returnUrls,
};

beforeAll(async () => {
  simulator = await startCardSimulator({ port: 0 });
  adapter = createIveriCardAdapter({
    baseUrl: simulator.url,
    applicationIds: CARD_SIMULATOR_APPLICATION_IDS,
    orderIdPrefix: 'HIFADHI',
  });
});

afterAll(async () => {
  await simulator.close();
});

/** POSTs a form as the browser does and returns the page. */
async function post(action: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(new URL(action, simulator.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return response.text();
}

/** The forms of a page: action and fields. */
function formsOf(html: string) {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map(([, attrs, inner]) => ({
    action: /action="([^"]*)"/.exec(attrs ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '',
    fields: parseIveriFields(inner ?? ''),
    options: [...(inner ?? '').matchAll(/<option>([^<]*)<\/option>/g)].map((match) => match[1]),
  }));
}

/** Opens the hosted page, presses a button, and returns where the browser is sent. */
async function pay(
  fields: Record<string, string>,
  choice: 'approve' | 'decline' | 'try_later',
  reason?: string,
) {
  const page = await post('/Lite/Authorise.aspx', fields);
  const button = formsOf(page).find((form) => form.fields.choice === choice);
  if (!button) throw new Error(`no ${choice} button on the page`);
  const chosen = { ...button.fields };
  if (choice === 'decline') chosen.reason = reason ?? button.options[0] ?? '';
  const [returned] = formsOf(await post(button.action, chosen));
  if (!returned) throw new Error('no return form');
  return { page, returned };
}

describe('hosted payment page', () => {
  it('shows the order amount in KES', async () => {
    const { form } = adapter.checkout(kesBooking);
    const page = await post(form.action, form.fields);
    expect(page).toContain('KES 48,160.00');
    expect(page).toContain('HF-2612-0042');
    expect(formsOf(page).map((f) => f.fields.choice)).toEqual(['approve', 'decline', 'try_later']);
    expect(formsOf(page)[1]?.options).toContain('Insufficient funds');
  });

  it('sends a broken form to the error URL with status 255', async () => {
    const { form } = adapter.checkout(kesBooking);
    const tampered = { ...form.fields, Lite_Order_Amount: '100' };
    const [returned] = formsOf(await post(form.action, tampered));
    expect(returned?.action).toBe(returnUrls.error);
    expect(returned?.fields).toMatchObject({
      Lite_Payment_Card_Status: '255',
      Lite_Result_Description: 'Lite_Order_Amount must equal the sum of the line items',
    });
  });

  it('refuses the KES application id for a USD order', async () => {
    const { form } = adapter.checkout(kesBooking);
    const [returned] = formsOf(
      await post(form.action, { ...form.fields, Lite_Currency_AlphaCode: 'USD' }),
    );
    expect(returned?.action).toBe(returnUrls.error);
    expect(returned?.fields.Lite_Payment_Card_Status).toBe('255');
  });
});

describe('card payment confirmed only by the status query', () => {
  it('Approve: success return, and the query confirms KES 48,160 paid', async () => {
    const { form, pending } = adapter.checkout(kesBooking);
    expect(await adapter.confirm(pending)).toMatchObject({ status: 'pending' });
    const { returned } = await pay(form.fields, 'approve');
    expect(returned.action).toBe(returnUrls.success);
    expect(returned.fields).toMatchObject({
      Lite_Merchant_Trace: pending.merchantTrace,
      Lite_Payment_Card_Status: '0',
      Lite_Order_Amount: '4816000',
    });
    expect(readCardReturn(returned.fields)).toEqual({
      merchantTrace: pending.merchantTrace,
      claimedOutcome: 'success',
    });
    const verdict = await adapter.confirm(pending);
    expect(verdict).toMatchObject({ status: 'paid', currency: 'KES', amountMinor: 4816000 });
    expect(verdict.status === 'paid' && verdict.authorisationCode).toMatch(/^\d{6}$/);
  });

  it('Approve in USD uses the USD application id and cents', async () => {
    const { form, pending } = adapter.checkout({
      ...kesBooking,
      currency: 'USD',
      lineItems: [bookingTotalLineItem('368')],
    });
    expect(form.fields.Lite_Merchant_ApplicationId).toBe(CARD_SIMULATOR_APPLICATION_IDS.USD);
    await pay(form.fields, 'approve');
    expect(await adapter.confirm(pending)).toMatchObject({
      status: 'paid',
      currency: 'USD',
      amountMinor: 36800,
    });
  });

  it('Decline: fail return, and the query gives the decline reason', async () => {
    const { form, pending } = adapter.checkout(kesBooking);
    const { returned } = await pay(form.fields, 'decline', 'Insufficient funds');
    expect(returned.action).toBe(returnUrls.fail);
    expect(returned.fields.Lite_Result_Description).toBe('Insufficient funds');
    expect(await adapter.confirm(pending)).toEqual({
      status: 'declined',
      cardStatus: 4,
      reason: 'Insufficient funds',
    });
  });

  it('Try later: try-later return, and the payment stays pending', async () => {
    const { form, pending } = adapter.checkout(kesBooking);
    const { returned } = await pay(form.fields, 'try_later');
    expect(returned.action).toBe(returnUrls.tryLater);
    expect(await adapter.confirm(pending)).toMatchObject({ status: 'pending', cardStatus: 9 });
  });

  it('a forged success return with no approved transaction is not confirmed', async () => {
    const { form, pending } = adapter.checkout(kesBooking);
    await post(form.action, form.fields);
    const forged = { Lite_Merchant_Trace: pending.merchantTrace, Lite_Payment_Card_Status: '0' };
    expect(readCardReturn(forged).claimedOutcome).toBe('success');
    expect(await adapter.confirm(pending)).toMatchObject({ status: 'pending', cardStatus: null });

    const never = adapter.checkout(kesBooking).pending;
    expect(await adapter.confirm(never)).toEqual({
      status: 'pending',
      cardStatus: null,
      reason: 'Transaction not found',
    });
  });

  it('an approved payment for a smaller amount than asked is not confirmed', async () => {
    const { form, pending } = adapter.checkout(kesBooking);
    const cheaper = {
      ...form.fields,
      Lite_Order_Amount: '100',
      Lite_Order_LineItems_Amount_1: '100',
    };
    const { returned } = await pay(cheaper, 'approve');
    expect(returned.fields.Lite_Payment_Card_Status).toBe('0');
    expect(await adapter.confirm(pending)).toMatchObject({ status: 'mismatch', field: 'amount' });
  });

  it('a payment finished once cannot be chosen again', async () => {
    const { form } = adapter.checkout(kesBooking);
    const page = await post(form.action, form.fields);
    const approve = formsOf(page).find((f) => f.fields.choice === 'approve');
    await post(approve?.action ?? '', approve?.fields ?? {});
    const again = await fetch(new URL(approve?.action ?? '', simulator.url), {
      method: 'POST',
      body: new URLSearchParams({ ...approve?.fields, choice: 'decline' }),
    });
    expect(again.status).toBe(409);
  });

  it('an unreachable gateway leaves the payment pending', async () => {
    const closed = await startCardSimulator({ port: 0 });
    await closed.close();
    const offline = createIveriCardAdapter({
      baseUrl: closed.url,
      applicationIds: CARD_SIMULATOR_APPLICATION_IDS,
      orderIdPrefix: 'HIFADHI',
    });
    const { pending } = offline.checkout(kesBooking);
    expect(await offline.confirm(pending)).toMatchObject({ status: 'pending', cardStatus: null });
  });
});
