/**
 * The server-to-server iVeri Lite status query: `POST {gateway}/Lite/AuthoriseInfo.aspx` with
 * `Lite_Merchant_ApplicationId` and `Lite_Merchant_Trace`, answered with the transaction's
 * fields. This answer, never the browser's return, decides whether a card payment is paid.
 *
 * What is documented and what is assumed about the wire format:
 * - Documented (iVeri Lite developer guide, "Query Transaction Status", iveri.co.za
 *   knowsystem/15 and lite-developer-guide-9): the endpoint is AuthoriseInfo.aspx on the
 *   gateway address; the request carries `Lite_Merchant_ApplicationId` (36) and
 *   `Lite_Merchant_Trace` (64); the response carries `Lite_Merchant_ApplicationId`,
 *   `Lite_Merchant_Trace`, `Ecom_Payment_Card_Number`, `Ecom_Payment_Card_ExpDate_Month`,
 *   `Ecom_Payment_Card_ExpDate_Year`, `MerchantReference`, `Lite_Order_Amount` (cents),
 *   `Lite_Order_BudgetPeriod`, `Lite_Order_Terminal`, `Lite_Order_AuthorisationCode`,
 *   `Lite_BankReference`, `Lite_TransactionDate`, `Lite_TransactionIndex`,
 *   `Lite_Payment_Card_Status` and `Lite_Result_Description`. The status values are those of
 *   the return URLs (card-status.ts).
 * - Assumed: the request is an `application/x-www-form-urlencoded` POST (as in public
 *   integrations); the response body is either an HTML page of `<input name=… value=…>`
 *   fields or a `name=value&…` string (public integrations read it both ways, so both are
 *   read here); an unknown or unfinished trace comes back without a `Lite_Payment_Card_Status`.
 *   The response lists no currency: the currency is checked through the application id, which
 *   is one per currency (itself an assumption of research/payments.md §2), and through
 *   `Lite_Currency_AlphaCode` whenever that field is present.
 */

/** Fields of the status query's answer, by name. */
export type IveriTransactionFields = Readonly<Record<string, string>>;

/** The fields, or why there are none. */
export type IveriQueryResult =
  | { ok: true; fields: IveriTransactionFields }
  | { ok: false; failure: { kind: 'unreachable' | 'http_error' | 'unreadable'; message: string } };

/** What to ask and where. */
export interface IveriQuery {
  /** Gateway host without path (https://portal.host.iveri.com or the simulator's URL). */
  baseUrl: string;
  applicationId: string;
  merchantTrace: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const hex = entity[1] === 'x' || entity[1] === 'X';
      const code = Number.parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    const name = (match[1] as string).toLowerCase();
    found[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/**
 * Reads iVeri fields from an HTML page of `<input name value>` elements, or, when it has none,
 * from a `name=value&…` string. Also reads the simulator's auto-submitting return forms.
 */
export function parseIveriFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [tag] of body.matchAll(/<input\b[^>]*>/gi)) {
    const { name, value } = attributes(tag);
    if (name) fields[name] = value ?? '';
  }
  if (Object.keys(fields).length > 0 || body.includes('<')) return fields;
  for (const [name, value] of new URLSearchParams(body.trim())) fields[name] = value;
  return fields;
}

/** Asks the gateway about `merchantTrace`. Never throws. */
export async function queryIveriTransaction(query: IveriQuery): Promise<IveriQueryResult> {
  const fetchFn = query.fetch ?? fetch;
  let status: number;
  let text: string;
  try {
    const response = await fetchFn(`${query.baseUrl}/Lite/AuthoriseInfo.aspx`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        Lite_Merchant_ApplicationId: query.applicationId,
        Lite_Merchant_Trace: query.merchantTrace,
      }).toString(),
      signal: AbortSignal.timeout(query.timeoutMs ?? 30_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, failure: { kind: 'unreachable', message } };
  }
  if (status < 200 || status > 299) {
    return { ok: false, failure: { kind: 'http_error', message: `HTTP ${status}` } };
  }
  const fields = parseIveriFields(text);
  if (Object.keys(fields).length === 0) {
    return { ok: false, failure: { kind: 'unreadable', message: text.slice(0, 200) } };
  }
  return { ok: true, fields };
}
