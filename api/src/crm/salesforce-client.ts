/**
 * The CRM adapter: `CrmClient.upsert` creates or updates one Salesforce record by an external
 * id over Salesforce's REST API — `PATCH {instance}/services/data/{version}/sobjects/{SObject}/
 * {ExternalIdField}/{value}` with the fields as JSON, answered 201 `{ id, success, errors,
 * created: true }` for a new record and 200 with `created: false` for an existing one. It signs in
 * with the OAuth 2.0 client credentials flow (`POST /services/oauth2/token`), keeps the access
 * token, and signs in again once when Salesforce answers 401 INVALID_SESSION_ID. Salesforce's
 * error bodies (`[{ message, errorCode, fields }]`) become a `CrmError` with those words.
 *
 * spec: membership-backoffice.md §3 (the CRM ids), §7 (CRM sync triggers).
 */

/** One record upserted: its Salesforce id and whether it was created. */
export interface UpsertResult {
  id: string;
  created: boolean;
}

/** What the members back office needs of a CRM. */
export interface CrmClient {
  upsert(
    sobject: string,
    externalIdField: string,
    externalId: string,
    fields: Record<string, unknown>,
  ): Promise<UpsertResult>;
}

/** The CRM refused a call or could not be reached; `message` says what it said. */
export class CrmError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CrmError';
  }
}

export interface SalesforceClientOptions {
  instanceUrl: string;
  clientId: string;
  clientSecret: string;
  apiVersion: string;
  fetch?: typeof fetch;
}

/** Salesforce's error body in words. */
async function errorWords(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as
      | { message?: string; errorCode?: string }[]
      | {
          error_description?: string;
        };
    if (Array.isArray(body)) {
      return body.map((error) => `${error.errorCode}: ${error.message}`).join('; ');
    }
    if (body.error_description) return body.error_description;
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${response.status}`;
}

/** A `CrmClient` for the org (or simulator) of `options`. */
export function createSalesforceClient(options: SalesforceClientOptions): CrmClient {
  const send = options.fetch ?? fetch;
  let token: Promise<string> | undefined;

  const signIn = async (): Promise<string> => {
    let response: Response;
    try {
      response = await send(`${options.instanceUrl}/services/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new CrmError(`Salesforce could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new CrmError(`Salesforce sign-in: ${await errorWords(response)}`);
    return ((await response.json()) as { access_token: string }).access_token;
  };

  const call = async (url: string, body: string, fresh: boolean): Promise<Response> => {
    token ??= signIn().catch((error) => {
      token = undefined;
      throw error;
    });
    const access = await token;
    let response: Response;
    try {
      response = await send(url, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new CrmError(`Salesforce could not be reached: ${(error as Error).message}`);
    }
    if (response.status === 401 && !fresh) {
      token = undefined;
      return call(url, body, true);
    }
    return response;
  };

  return {
    async upsert(sobject, externalIdField, externalId, fields) {
      const path = [sobject, externalIdField, externalId].map(encodeURIComponent).join('/');
      const url = `${options.instanceUrl}/services/data/${options.apiVersion}/sobjects/${path}`;
      const response = await call(url, JSON.stringify(fields), false);
      if (response.status !== 200 && response.status !== 201) {
        throw new CrmError(`Salesforce ${sobject}: ${await errorWords(response)}`);
      }
      const answer = (await response.json()) as { id: string; created: boolean };
      return { id: answer.id, created: answer.created };
    },
  };
}
