/**
 * A local stand-in for the iVeri Lite gateway. `POST /Lite/Authorise.aspx` takes the hosted
 * checkout form, checks it (application id of the currency, `Lite_Order_Amount` = Σ line amount ×
 * quantity in cents, unique trace ≤ 64, the four return URLs, …) and shows a small payment page
 * with the amount and three buttons: Approve, Decline (with a reason such as "Insufficient
 * funds") and Try later. The choice sends the browser, through an auto-submitting form POST as
 * iVeri's Full Redirect does, to the matching return URL with iVeri's result fields. A broken
 * form goes to the error URL with status 255. `POST /Lite/AuthoriseInfo.aspx` answers the status
 * query for a trace as an HTML page of hidden inputs carrying the documented fields.
 *
 * Assumed (not documented): status 4 for a decline, 9 for try later, the descriptions, the
 * `Lite_TransactionDate` format, and an answer without `Lite_Payment_Card_Status` for a trace
 * that is unknown or still on the payment page (see card/iveri-status-query.ts).
 *
 * Source: research/payments.md §2; spec: public-site.md §4 (Card returns), §7 "Card payment".
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import Decimal from 'decimal.js';
import { type Context, Hono } from 'hono';
import { escapeHtml } from '../../mail/escape-html';
import type { CardStatusOutcome } from '../card/card-status';
import { MERCHANT_TRACE_MAX } from '../card/iveri-checkout-form';
import { type RunningSimulator, serveSimulator } from './serve-simulator';

/** The application ids the simulator accepts unless told otherwise, one per currency. */
export const CARD_SIMULATOR_APPLICATION_IDS: Record<CurrencyCode, string> = {
  KES: '5E0A6B1C-2D3F-4A5B-8C6D-7E8F9A0B1C2D',
  USD: '9F8E7D6C-5B4A-4392-8170-6F5E4D3C2B1A',
};

/** Decline reasons offered on the payment page; the first is the default. */
export const CARD_SIMULATOR_DECLINE_REASONS = [
  'Insufficient funds',
  'Do not honour',
  'Expired card',
  'Invalid card number',
] as const;

export interface CardSimulatorOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  applicationIds?: Record<CurrencyCode, string>;
}

interface CardResult {
  status: number;
  description: string;
  authorisationCode: string;
  transactionIndex: string;
  bankReference: string;
  transactionDate: string;
}

interface CardTransaction {
  applicationId: string;
  currency: CurrencyCode;
  amountMinor: string;
  consumerOrderId: string;
  email: string;
  trace: string;
  returnUrls: Record<CardStatusOutcome, string>;
  result?: CardResult;
}

const RETURN_URL_FIELDS: Record<CardStatusOutcome, string> = {
  success: 'Lite_Website_Successful_Url',
  fail: 'Lite_Website_Fail_Url',
  try_later: 'Lite_Website_TryLater_Url',
  error: 'Lite_Website_Error_Url',
};

function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto}form{margin:.75rem 0}
button{padding:.5rem 1rem}</style></head>
<body>${body}</body></html>`;
}

/** An auto-submitting POST of `fields` to `action`, as iVeri's Full Redirect return. */
function autoPost(action: string, fields: Record<string, string>): string {
  return page(
    'Returning to the merchant',
    `<form id="return" method="post" action="${escapeHtml(action)}">
${hiddenInputs(fields)}
<noscript><button type="submit">Continue</button></noscript>
</form>
<script>document.getElementById('return').submit();</script>`,
  );
}

function isHttpUrl(text: string | undefined): text is string {
  if (!text || /\s/.test(text)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function digits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** Builds the card simulator's Hono app. */
export function createCardSimulatorApp(
  options: Pick<CardSimulatorOptions, 'applicationIds'> = {},
): Hono {
  const applicationIds = options.applicationIds ?? CARD_SIMULATOR_APPLICATION_IDS;
  const transactions = new Map<string, CardTransaction>();

  const readForm = async (c: Context): Promise<Record<string, string>> => {
    const body = await c.req.parseBody();
    return Object.fromEntries(
      Object.entries(body).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  };

  /** What is wrong with a checkout form, or null when it is acceptable. */
  const formProblem = (form: Record<string, string>): string | null => {
    const currency = form.Lite_Currency_AlphaCode as CurrencyCode;
    if (!Object.hasOwn(applicationIds, currency)) return 'Invalid Lite_Currency_AlphaCode';
    if (
      form.Lite_Merchant_ApplicationId?.toUpperCase() !== applicationIds[currency].toUpperCase()
    ) {
      return 'Invalid Lite_Merchant_ApplicationId for this currency';
    }
    const amount = form.Lite_Order_Amount ?? '';
    if (!/^[1-9]\d*$/.test(amount)) return 'Invalid Lite_Order_Amount';
    let lines = new Decimal(0);
    for (let n = 1; form[`Lite_Order_LineItems_Product_${n}`] !== undefined; n++) {
      const quantity = form[`Lite_Order_LineItems_Quantity_${n}`] ?? '';
      const lineAmount = form[`Lite_Order_LineItems_Amount_${n}`] ?? '';
      if (!/^\d+$/.test(quantity) || !/^\d+$/.test(lineAmount)) return `Invalid line item ${n}`;
      lines = lines.plus(new Decimal(lineAmount).times(quantity));
    }
    if (!lines.equals(amount)) return 'Lite_Order_Amount must equal the sum of the line items';
    const trace = form.Lite_Merchant_Trace ?? '';
    if (trace.length === 0 || trace.length > MERCHANT_TRACE_MAX)
      return 'Invalid Lite_Merchant_Trace';
    if (transactions.has(trace)) return 'Duplicate Lite_Merchant_Trace';
    if (form.Ecom_Payment_Card_Protocols !== 'iVeri') return 'Invalid Ecom_Payment_Card_Protocols';
    if (form.Ecom_TransactionComplete !== 'false') return 'Invalid Ecom_TransactionComplete';
    if (!form.Ecom_BillTo_Online_Email?.includes('@')) return 'Invalid Ecom_BillTo_Online_Email';
    for (const field of Object.values(RETURN_URL_FIELDS)) {
      if (!isHttpUrl(form[field])) return `Invalid ${field}`;
    }
    return null;
  };

  /** The result fields common to the browser's return and the status query. */
  const resultFields = (transaction: CardTransaction, result: CardResult) => ({
    Lite_Merchant_ApplicationId: transaction.applicationId,
    Lite_Merchant_Trace: transaction.trace,
    Lite_Order_Amount: transaction.amountMinor,
    Ecom_Payment_Card_Number: '4111........1111',
    Lite_Payment_Card_Status: String(result.status),
    Lite_Result_Description: result.description,
    Lite_Order_AuthorisationCode: result.authorisationCode,
    Lite_TransactionIndex: result.transactionIndex,
    Lite_BankReference: result.bankReference,
    Lite_TransactionDate: result.transactionDate,
  });

  /** The status query's answer: only the documented fields; no status until finished. */
  const authoriseInfo = (applicationId: string, trace: string): Record<string, string> => {
    const transaction = transactions.get(trace);
    if (!transaction || transaction.applicationId.toUpperCase() !== applicationId.toUpperCase()) {
      return {
        Lite_Merchant_ApplicationId: applicationId,
        Lite_Merchant_Trace: trace,
        Lite_Result_Description: 'Transaction not found',
      };
    }
    if (!transaction.result) {
      return {
        Lite_Merchant_ApplicationId: transaction.applicationId,
        Lite_Merchant_Trace: trace,
        MerchantReference: transaction.consumerOrderId,
        Lite_Order_Amount: transaction.amountMinor,
        Lite_Result_Description: 'Transaction not completed',
      };
    }
    return {
      ...resultFields(transaction, transaction.result),
      Ecom_Payment_Card_ExpDate_Month: '12',
      Ecom_Payment_Card_ExpDate_Year: '2030',
      MerchantReference: transaction.consumerOrderId,
      Lite_Order_BudgetPeriod: '0',
      Lite_Order_Terminal: '77777777',
    };
  };

  const app = new Hono();

  app.post('/Lite/Authorise.aspx', async (c) => {
    const form = await readForm(c);
    const problem = formProblem(form);
    if (problem !== null) {
      const errorUrl = form.Lite_Website_Error_Url;
      if (!isHttpUrl(errorUrl)) return c.html(page('Error', `<p>${escapeHtml(problem)}</p>`), 400);
      return c.html(
        autoPost(errorUrl, {
          Lite_Merchant_Trace: form.Lite_Merchant_Trace ?? '',
          Lite_Payment_Card_Status: '255',
          Lite_Result_Description: problem,
        }),
      );
    }
    const currency = form.Lite_Currency_AlphaCode as CurrencyCode;
    const transaction: CardTransaction = {
      applicationId: form.Lite_Merchant_ApplicationId as string,
      currency,
      amountMinor: form.Lite_Order_Amount as string,
      consumerOrderId: form.Ecom_ConsumerOrderID ?? '',
      email: form.Ecom_BillTo_Online_Email as string,
      trace: form.Lite_Merchant_Trace as string,
      returnUrls: {
        success: form.Lite_Website_Successful_Url as string,
        fail: form.Lite_Website_Fail_Url as string,
        try_later: form.Lite_Website_TryLater_Url as string,
        error: form.Lite_Website_Error_Url as string,
      },
    };
    transactions.set(transaction.trace, transaction);
    const amount = formatMoney(new Decimal(transaction.amountMinor).dividedBy(100), currency, 2);
    const trace = hiddenInputs({ Lite_Merchant_Trace: transaction.trace });
    const reasons = CARD_SIMULATOR_DECLINE_REASONS.map(
      (reason) => `<option>${escapeHtml(reason)}</option>`,
    ).join('');
    return c.html(
      page(
        'Card payment (simulator)',
        `<h1>Card payment</h1>
<p>Simulated iVeri Lite payment page. No card is charged.</p>
<p>Order <strong id="order">${escapeHtml(transaction.consumerOrderId)}</strong></p>
<p>Amount <strong id="amount">${escapeHtml(amount)}</strong></p>
<form method="post" action="/Lite/Simulator/Choose">${trace}
<input type="hidden" name="choice" value="approve"><button type="submit">Approve</button></form>
<form method="post" action="/Lite/Simulator/Choose">${trace}
<input type="hidden" name="choice" value="decline">
<select name="reason" aria-label="Decline reason">${reasons}</select>
<button type="submit">Decline</button></form>
<form method="post" action="/Lite/Simulator/Choose">${trace}
<input type="hidden" name="choice" value="try_later"><button type="submit">Try later</button></form>`,
      ),
    );
  });

  app.post('/Lite/Simulator/Choose', async (c) => {
    const form = await readForm(c);
    const transaction = transactions.get(form.Lite_Merchant_Trace ?? '');
    if (!transaction) return c.html(page('Not found', '<p>No such payment.</p>'), 404);
    if (transaction.result)
      return c.html(page('Done', '<p>This payment is already finished.</p>'), 409);
    const base = {
      authorisationCode: '',
      transactionIndex: `{${randomUUID().toUpperCase()}}`,
      bankReference: digits(12),
      transactionDate: new Date().toISOString(),
    };
    let outcome: CardStatusOutcome;
    if (form.choice === 'approve') {
      outcome = 'success';
      transaction.result = {
        ...base,
        status: 0,
        description: 'Approved',
        authorisationCode: digits(6),
      };
    } else if (form.choice === 'decline') {
      outcome = 'fail';
      const reason = form.reason?.trim() || CARD_SIMULATOR_DECLINE_REASONS[0];
      transaction.result = { ...base, status: 4, description: reason };
    } else if (form.choice === 'try_later') {
      outcome = 'try_later';
      transaction.result = {
        ...base,
        status: 9,
        description: 'Unable to process the transaction at this time. Please try later.',
      };
    } else {
      return c.html(page('Error', '<p>Choose Approve, Decline or Try later.</p>'), 400);
    }
    return c.html(
      autoPost(transaction.returnUrls[outcome], {
        ...resultFields(transaction, transaction.result),
        Lite_Currency_AlphaCode: transaction.currency,
        Ecom_ConsumerOrderID: transaction.consumerOrderId,
        Ecom_BillTo_Online_Email: transaction.email,
      }),
    );
  });

  app.post('/Lite/AuthoriseInfo.aspx', async (c) => {
    const form = await readForm(c);
    const fields = authoriseInfo(
      form.Lite_Merchant_ApplicationId ?? '',
      form.Lite_Merchant_Trace ?? '',
    );
    return c.html(page('Authorisation information', `<form>${hiddenInputs(fields)}</form>`));
  });

  return app;
}

/** Starts the card simulator on `host` (default 127.0.0.1) and `port` (0 = any free port). */
export function startCardSimulator(options: CardSimulatorOptions): Promise<RunningSimulator> {
  return serveSimulator(
    createCardSimulatorApp(options).fetch,
    options.port,
    options.host ?? '127.0.0.1',
  );
}
