/**
 * Hostile input over the whole API, driven by its own OpenAPI document: every POST, PATCH and
 * PUT route gets random and hostile JSON bodies (NUL characters, numbers far past any column,
 * deep nesting, arrays and scalars for objects, wrong types, huge strings, prototype-pollution
 * keys) and every GET route hostile path and query values, without a token, with an
 * administrator's and with a kiosk's. Every answer must be below 500, and a 4xx must carry the
 * one error shape `{ code, message }`.
 *
 * spec: ARCHITECTURE.md §Errors.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  demoStaff,
  fromAddress,
  postJson,
  seedStaff,
  signInAs,
  staffTestApp,
} from '../auth/test-staff';
import { donationForm, memberForm, volunteerApplicant } from '../payments/payable-fixtures';
import { dayVisit, operation, registerKiosk } from '../sync/test-kiosk';
import { bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const NUL = '\u0000';

/** Values no field should accept and no route may answer with a 5xx, in equally likely groups. */
const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  // Text Postgres cannot store.
  fc.constantFrom(NUL, `Amina${NUL}`, `2026-12-10${NUL}`, `amina${NUL}@example.com`, [NUL], {
    [NUL]: NUL,
  }),
  // Numbers past every count and money column, and numbers in disguise.
  fc.constantFrom(
    1e12,
    -1e12,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    1e21,
    0.1,
    -1,
    '1e400',
    '99999999999999999999999999.99',
    '-0',
    'NaN',
    'Infinity',
  ),
  // Wrong types, blanks and oversized text.
  fc.constantFrom(
    '',
    ' ',
    true,
    false,
    null,
    [],
    {},
    'x'.repeat(20_000),
    '\u{1F418}'.repeat(3_000),
    '\uD800',
  ),
  fc.nat({ max: 40 }).map((depth) => nested(depth * 50)),
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Arrays nested `depth` deep around a NUL. */
function nested(depth: number): unknown {
  let value: unknown = NUL;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** A value of roughly the shape `schema` asks for, with hostile values mixed in at any depth. */
function shapedBy(schema: Schema, document: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileLeaf;
  return fc.oneof(
    { weight: 5, arbitrary: plausible(schema, document, depth) },
    { weight: 1, arbitrary: hostileLeaf },
  );
}

function resolve(schema: Schema, document: OpenApiDocument): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(document.components.schemas[name] ?? {}, document);
}

const plausibleStrings: Record<string, fc.Arbitrary<string>> = {
  date: fc.constantFrom('2026-12-10', '2026-12-12', '2026-11-21', '2027-02-30'),
  email: fc.constantFrom('amina@example.com', 'admin@kijani.example'),
};

function plausible(raw: Schema, document: OpenApiDocument, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(raw, document);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices) return fc.oneof(...choices.map((choice) => shapedBy(choice, document, depth + 1)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          shapedBy(value, document, depth + 1),
        ]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(shapedBy(schema.items ?? {}, document, depth + 1), { maxLength: 3 });
    case 'integer':
    case 'number':
      return fc.integer({ min: 0, max: 5 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return (
        plausibleStrings[schema.format ?? ''] ??
        fc.oneof(
          fc.constantFrom('Amina', '+254708374149', 'KE', 'KES', 'cf-nr-a', 'fac-stables', '1000'),
          fc.string({ maxLength: 12 }),
        )
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every path into `value` (the value itself included), to replace one part of it. */
function pathsOf(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [path];
  return [path, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, key]))];
}

/** `value` with the part at `path` replaced by `replacement` (a copy; `value` is kept). */
function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  // An earlier mutation may have replaced a container on the way with a plain value.
  if (typeof value !== 'object' || value === null) return value;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  copy[key] = replaceAt(copy[key], rest, replacement);
  return copy;
}

/** The part of `value` at `path`. */
function partAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((part, key) => (part as Record<string, unknown>)[key], value);
}

/** Hostile values of the same type as `part`: the ones most likely to get past a schema. */
function hostileLike(part: unknown): fc.Arbitrary<unknown> {
  if (typeof part === 'number') {
    return fc.constantFrom(1e12, 2 ** 31, 2 ** 53 - 1, -1, 0.5, 1e21, part * 1e9);
  }
  if (typeof part === 'string') {
    return fc.constantFrom(
      `${part}${NUL}`,
      part.repeat(5_000),
      `${part} `.padStart(300, ' '),
      '99999999999999999999',
      part.toUpperCase(),
    );
  }
  return hostileLeaf;
}

/**
 * A valid body with one or two of its parts (or itself) replaced by hostile values, half the
 * time ones of the part's own type.
 */
function mutationsOf(valid: unknown): fc.Arbitrary<unknown> {
  const mutation = fc.constantFrom(...pathsOf(valid)).chain((path) =>
    fc.record({
      path: fc.constant(path),
      value: fc.oneof(hostileLike(partAt(valid, path)), hostileLeaf),
    }),
  );
  return fc
    .array(mutation, { minLength: 1, maxLength: 2 })
    .map((mutations) =>
      mutations.reduce((body, { path, value }) => replaceAt(body, path, value), valid),
    );
}

/**
 * Bodies a route may receive: a valid body (when the test has one) with hostile parts, a value
 * shaped by the route's schema with hostile parts, or not the shape at all.
 */
function bodiesOf(
  schema: Schema | undefined,
  valid: unknown,
  document: OpenApiDocument,
): fc.Arbitrary<string> {
  const shaped = schema ? shapedBy(schema, document) : fc.jsonValue();
  const bodies =
    valid === undefined
      ? shaped
      : fc.oneof({ weight: 3, arbitrary: mutationsOf(valid) }, { weight: 1, arbitrary: shaped });
  const asJson = bodies.map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { weight: 6, arbitrary: asJson },
    { weight: 1, arbitrary: hostileLeaf.map((value) => JSON.stringify(value) ?? '"x"') },
    {
      weight: 1,
      arbitrary: asJson.map((json) =>
        json.startsWith('{') && json !== '{}'
          ? `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${json.slice(1)}`
          : json,
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc
        .nat({ max: 5_000 })
        .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    },
  );
}

/** Path and query values: plausible ids and hostile text, percent-encoded. */
const pathValue = fc.oneof(
  fc.constantFrom('cf-nr-a', 'fac-stables', 'BK-0000', '00000000-0000-0000-0000-000000000000'),
  fc.uuid(),
  fc.constantFrom(
    NUL,
    `x${NUL}`,
    'x'.repeat(5_000),
    '..',
    '%',
    '1e400',
    '-1',
    '99999999999999999999',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

function encodePathValue(value: string): string {
  return value === '%' ? '%' : encodeURIComponent(value);
}

/** The paths and queries of a request, filled in from hostile or known values. */
function urlOf(path: string, pathValues: Record<string, string>, query: Record<string, string>) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodePathValue(pathValues[name] ?? ''),
  );
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${encodePathValue(value)}`)
    .join('&');
  return `/api/v1${filled}${search ? `?${search}` : ''}`;
}

/**
 * How many runs each route gets, within a minute on two cores: a route with a valid body to
 * spoil gets more, as its hostile values reach further (the service, the database).
 */
const RUNS_PER_ROUTE = 25;
const RUNS_PER_SPOILED_ROUTE = 100;

describe('hostile input over every route of the OpenAPI document', () => {
  const database = useTestDatabase();

  it('never answers 5xx, and answers 4xx with the one error shape', async () => {
    await seedStaff(database.db);
    const { app, logs } = staffTestApp(database.db);
    const document = (await (await app.request('/api/v1/openapi.json')).json()) as OpenApiDocument;
    let address = 0;
    const nextAddress = () => {
      address += 1;
      return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    };
    let adminToken = await signInAs(app, 'Administrator', nextAddress());
    const kiosk = await registerKiosk(app, adminToken, 'gate-main');
    const booked = await app.request(
      '/api/v1/public/bookings',
      postJson(bookingRequest()),
      fromAddress(nextAddress()),
    );
    expect(booked.status).toBe(201);
    const { booking_public_id } = (await booked.json()) as { booking_public_id: string };
    const ids = fc.constantFrom(booking_public_id, kiosk.device_public_id, 'gate-main');
    const { first_name, last_name, phone, country, ...quote } = dayVisit('2026-11-21');
    const validBodies: Record<string, unknown> = {
      'post /public/quotes': quote,
      'post /public/bookings': bookingRequest(),
      'post /public/donations': donationForm(),
      'post /public/members': memberForm(),
      'post /public/volunteers': volunteerApplicant(),
      'post /public/payments/card': { booking_id: booking_public_id, email: 'amina@example.com' },
      'post /auth/login': { email: demoStaff['Gate Clerk'].email, password: 'not-the-password' },
      'post /users': {
        full_name: 'Daniel Mwangi',
        email: 'daniel@kijani.example',
        user_type_id: 'role-gate-clerk',
        password: 'kifaru-2026-gate',
        gate_public_ids: ['gate-main'],
      },
      'post /sync/outbox': {
        operations: [
          operation(
            'walk_in_booking',
            { ...quote, booking_public_id: randomUUID(), first_name, last_name, phone, country },
            '2026-11-21T09:00:00+03:00',
          ),
          operation(
            'cash_payment',
            { booking_public_id, amount: 100, currency: 'KES' },
            '2026-11-21T09:05:00+03:00',
          ),
          operation(
            'check_in',
            { direction: 'check_in', booking_public_id },
            '2026-11-21T09:06:00+03:00',
          ),
        ],
      },
    };

    const failures: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const hasBody = ['post', 'patch', 'put'].includes(method);
        const parameters = operation.parameters ?? [];
        const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
        const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
        if (!hasBody && pathNames.length === 0 && queryNames.length === 0) continue;
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        const valid = validBodies[`${method} ${path}`];
        const request = fc.record({
          token: fc.constantFrom('none', 'admin', 'kiosk'),
          pathValues: fc.record(
            Object.fromEntries(pathNames.map((name) => [name, fc.oneof(ids, pathValue)])),
          ),
          query: fc.dictionary(fc.constantFrom(...queryNames, 'x'), pathValue, { maxKeys: 3 }),
          body: hasBody ? bodiesOf(bodySchema, valid, document) : fc.constant(undefined),
        });
        // The route before may have signed the administrator out (POST /auth/logout).
        const me = await app.request('/api/v1/auth/me', { headers: bearer(adminToken) });
        if (me.status !== 200) adminToken = await signInAs(app, 'Administrator', nextAddress());
        const tokens: Record<string, string | undefined> = {
          none: undefined,
          admin: adminToken,
          kiosk: kiosk.device_token,
        };
        await fc.assert(
          fc.asyncProperty(request, async ({ token, pathValues, query, body }) => {
            const url = urlOf(path, pathValues, query);
            const headers: Record<string, string> = { 'Content-Type': 'application/json' };
            const bearerToken = tokens[token];
            if (bearerToken) headers.Authorization = `Bearer ${bearerToken}`;
            const response = await app.request(
              url,
              { method: method.toUpperCase(), headers, body },
              fromAddress(nextAddress()),
            );
            const text = await response.text();
            if (response.status >= 500) {
              failures.push(
                `${method.toUpperCase()} ${url.slice(0, 200)} ${String(body).slice(0, 300)} → ${response.status}`,
              );
              return;
            }
            if (response.status >= 400) {
              const answer = JSON.parse(text) as { code?: unknown; message?: unknown };
              expect(typeof answer.code, `${method} ${path}`).toBe('string');
              expect(typeof answer.message, `${method} ${path}`).toBe('string');
            }
          }),
          { numRuns: valid === undefined ? RUNS_PER_ROUTE : RUNS_PER_SPOILED_ROUTE },
        );
      }
    }
    const defects = logs.filter((line) => line.msg === 'unexpected error');
    expect(failures).toEqual([]);
    expect(defects).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
