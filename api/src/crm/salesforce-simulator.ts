/**
 * A local stand-in for a Salesforce org, speaking the REST wire format the CRM adapter uses:
 * - `POST /services/oauth2/token` (client credentials; form body) → `{ access_token,
 *   instance_url, token_type: 'Bearer', issued_at }`, or 400 `{ error: 'invalid_client',
 *   error_description }` for other credentials;
 * - `PATCH /services/data/{version}/sobjects/{SObject}/{ExternalIdField}/{value}` with a JSON
 *   object → 201 `{ id, success: true, errors: [], created: true }` for a new record, 200 with
 *   `created: false` when a record has that external id; 400 `[{ message, errorCode:
 *   'REQUIRED_FIELD_MISSING', fields }]` when a new record lacks a required field (Account: Name;
 *   Contact: LastName; Opportunity: Name, StageName, CloseDate), 400 JSON_PARSER_ERROR for a body
 *   that is not a JSON object, 401 INVALID_SESSION_ID without a valid bearer token;
 * - `GET /services/data/{version}/sobjects/{SObject}/{id}` → the record's fields with `Id`.
 * Ids are 18 characters with the object's key prefix (001 Account, 003 Contact, 006
 * Opportunity, a0X for custom objects). Records live in memory until the simulator stops.
 *
 * spec: membership-backoffice.md §7 (CRM sync triggers); Salesforce REST API Developer Guide
 * (Upsert a Record Using an External ID, OAuth 2.0 Client Credentials Flow).
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { SALESFORCE_SIMULATOR_CREDENTIALS } from './crm-config';

const keyPrefixes: Record<string, string> = { Account: '001', Contact: '003', Opportunity: '006' };
const requiredFields: Record<string, string[]> = {
  Account: ['Name'],
  Contact: ['LastName'],
  Opportunity: ['Name', 'StageName', 'CloseDate'],
};

type SalesforceRecord = Record<string, unknown> & { Id: string };

/** The simulator's app and what it holds (for tests). */
export function createSalesforceSimulator(credentials = SALESFORCE_SIMULATOR_CREDENTIALS) {
  const tokens = new Set<string>();
  const records = new Map<string, SalesforceRecord>();
  /** `${SObject}/${field}/${value}` → record id. */
  const byExternalId = new Map<string, string>();
  const sfError = (message: string, errorCode: string, fields: string[] = []) => [
    { message, errorCode, fields },
  ];
  const newId = (sobject: string) =>
    `${keyPrefixes[sobject] ?? 'a0X'}${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 18);

  const app = new Hono();
  app.post('/services/oauth2/token', async (c) => {
    const form = await c.req.parseBody();
    if (
      form.grant_type !== 'client_credentials' ||
      form.client_id !== credentials.clientId ||
      form.client_secret !== credentials.clientSecret
    ) {
      return c.json(
        { error: 'invalid_client', error_description: 'invalid client credentials' },
        400,
      );
    }
    const token = `00D${randomBytes(24).toString('hex')}`;
    tokens.add(token);
    return c.json({
      access_token: token,
      instance_url: new URL(c.req.url).origin,
      token_type: 'Bearer',
      issued_at: String(Date.now()),
    });
  });
  app.use('/services/data/*', async (c, next) => {
    const token = c.req.header('authorization')?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) {
      return c.json(sfError('Session expired or invalid', 'INVALID_SESSION_ID'), 401);
    }
    await next();
  });
  app.patch('/services/data/:version/sobjects/:sobject/:field/:value', async (c) => {
    const { sobject, field, value } = c.req.param();
    let fields: unknown;
    try {
      fields = await c.req.json();
    } catch {
      fields = null;
    }
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      return c.json(sfError('Unexpected body: expected a JSON object', 'JSON_PARSER_ERROR'), 400);
    }
    const key = `${sobject}/${field}/${value}`;
    const existing = byExternalId.get(key);
    if (existing) {
      records.set(existing, { ...records.get(existing)!, ...fields, Id: existing });
      return c.json({ id: existing, success: true, errors: [], created: false }, 200);
    }
    const missing = (requiredFields[sobject] ?? []).filter(
      (name) => (fields as Record<string, unknown>)[name] == null,
    );
    if (missing.length > 0) {
      return c.json(
        sfError(
          `Required fields are missing: [${missing.join(', ')}]`,
          'REQUIRED_FIELD_MISSING',
          missing,
        ),
        400,
      );
    }
    const id = newId(sobject);
    records.set(id, { ...fields, [field]: value, Id: id, attributes: { type: sobject } });
    byExternalId.set(key, id);
    return c.json({ id, success: true, errors: [], created: true }, 201);
  });
  app.get('/services/data/:version/sobjects/:sobject/:id', (c) => {
    const record = records.get(c.req.param('id'));
    if (!record) {
      return c.json(sfError('The requested resource does not exist', 'NOT_FOUND'), 404);
    }
    return c.json(record);
  });
  return { app, records };
}
