/**
 * Hostile input over the whole API, driven by its own OpenAPI document:
 * - every path and query parameter of every route gets each hostile value (NUL, huge numbers,
 *   huge text, a stray '%');
 * - the valid body of each route that reaches a service and the database gets each of its
 *   parts in turn spoiled with a value of the same type past every limit (1e12, 2^31, NUL,
 *   5,000 times the text);
 * - every POST, PATCH and PUT route gets random and hostile JSON bodies (NUL characters,
 *   numbers past any column, deep nesting, arrays and scalars for objects, wrong types, huge
 *   strings, prototype-pollution keys), without a token, with an administrator's and with a
 *   kiosk's.
 * Every answer must be below 500, a 4xx must carry the one error shape `{ code, message }`, and
 * nothing may reach the log as an unexpected error. Runs are bounded to stay within a minute
 * on two cores.
 *
 * spec: ARCHITECTURE.md §Errors.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { DEVICE_SECURITY_SCHEME } from '../sync/sync-routes';
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
  security?: Array<Record<string, string[]>>;
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
function spoilersOf(part: unknown): unknown[] {
  if (typeof part === 'number') return [1e12, 2 ** 31, 2 ** 53 - 1, -1, 0.5];
  if (typeof part === 'string') {
    return [`${part}${NUL}`, (part || 'x').repeat(5_000), '99999999999999999999', ' '];
  }
  return [null, [], {}, NUL, 1e12];
}

/**
 * A valid body with one or two of its parts (or itself) replaced by hostile values, mostly
 * ones of the part's own type.
 */
function mutationsOf(valid: unknown): fc.Arbitrary<unknown> {
  const mutation = fc.constantFrom(...pathsOf(valid)).chain((path) =>
    fc.record({
      path: fc.constant(path),
      value: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...spoilersOf(partAt(valid, path))) },
        { weight: 1, arbitrary: hostileLeaf },
      ),
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

/** Path and query values no route may answer with a 5xx (sent percent-encoded, '%' alone raw). */
const hostileParameters = [
  NUL,
  `x${NUL}`,
  'x'.repeat(5_000),
  '..',
  '%',
  '',
  '1e400',
  '-1',
  '0',
  '1.5',
  'NaN',
  '1e12',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
];

/** Path and query values: plausible ids and hostile text. */
const pathValue = fc.oneof(
  fc.constantFrom('cf-nr-a', 'fac-stables', 'BK-0000', '00000000-0000-0000-0000-000000000000'),
  fc.uuid(),
  fc.constantFrom(...hostileParameters),
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

/**
 * Valid bodies of the routes whose bodies reach a service and the database, by `method path`:
 * spoiling one part of these tests what the schemas let through.
 */
function validBodies(bookingPublicId: string): Record<string, unknown> {
  const { check_in, check_out, guests, vehicles, first_name, last_name, phone, country } =
    dayVisit('2026-11-21');
  const quote = { check_in, check_out, guests, vehicles };
  const staffBooking = {
    ...quote,
    ...{ first_name, last_name, phone, country, email: 'amina@example.com' },
    destination: 'dst-main',
  };
  const booking_public_id = bookingPublicId;
  return {
    'post /public/quotes': quote,
    'post /bookings': staffBooking,
    'patch /bookings/{booking_public_id}': { ...staffBooking, send_mail: false },
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
    'post /auth/signup': {
      full_name: 'Neema Achieng',
      email: 'neema@example.com',
      password: 'kifaru-2026-site',
      new_password: 'kifaru-2026-site',
    },
    'post /menus': { name: 'Reports', sort_order: 3 },
    'post /user-types': { name: 'Night Guard', landing: '/dashboard' },
    'post /devices/registration-codes': { gate_public_id: 'gate-main' },
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
}

/** An operation of the document with what the tests need of it. */
interface Route {
  method: string;
  path: string;
  pathNames: string[];
  queryNames: string[];
  bodySchema: Schema | undefined;
  /** The token that opens the route: a kiosk's for the device routes, else an administrator's. */
  opener: 'admin' | 'kiosk';
}

function routesOf(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method,
        path,
        pathNames: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodySchema: operation.requestBody?.content['application/json']?.schema,
        opener: operation.security?.some((scheme) => DEVICE_SECURITY_SCHEME in scheme)
          ? ('kiosk' as const)
          : ('admin' as const),
      };
    }),
  );
}

const hasBody = (route: Route) => ['post', 'patch', 'put'].includes(route.method);

describe('hostile input over every route of the OpenAPI document', () => {
  const database = useTestDatabase();
  let app: ReturnType<typeof staffTestApp>['app'];
  let logs: ReturnType<typeof staffTestApp>['logs'];
  let routes: Route[];
  let document: OpenApiDocument;
  let adminToken: string;
  let kiosk: { device_public_id: string; device_token: string };
  let bookingPublicId: string;
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  /** Sends `init` to `url` with the token of `who`; fails the test on a 5xx or a 4xx of another shape. */
  async function expectHeld(
    url: string,
    method: string,
    who: 'none' | 'admin' | 'kiosk',
    body: string | undefined,
    failures: string[],
  ) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const token = { none: undefined, admin: adminToken, kiosk: kiosk.device_token }[who];
    if (token) headers.Authorization = `Bearer ${token}`;
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
    } else if (response.status >= 400) {
      const answer = JSON.parse(text) as { code?: unknown; message?: unknown };
      expect(typeof answer.code, `${method} ${url}`).toBe('string');
      expect(typeof answer.message, `${method} ${url}`).toBe('string');
    }
  }

  /**
   * Signs the administrator in again, and registers the kiosk again, when a route before signed
   * the token out (POST /auth/logout) or revoked the kiosk (POST /devices/{id}/revoke).
   */
  async function keepTokensValid() {
    const me = await app.request('/api/v1/auth/me', { headers: bearer(adminToken) });
    if (me.status !== 200) adminToken = await signInAs(app, 'Administrator', nextAddress());
    const changes = await app.request('/api/v1/sync/changes?limit=1', {
      headers: bearer(kiosk.device_token),
    });
    if (changes.status !== 200) kiosk = await registerKiosk(app, adminToken, 'gate-main');
  }

  beforeAll(async () => {
    await seedStaff(database.db);
    ({ app, logs } = staffTestApp(database.db));
    document = (await (await app.request('/api/v1/openapi.json')).json()) as OpenApiDocument;
    routes = routesOf(document);
    adminToken = await signInAs(app, 'Administrator', nextAddress());
    kiosk = await registerKiosk(app, adminToken, 'gate-main');
    const booked = await app.request(
      '/api/v1/public/bookings',
      postJson(bookingRequest()),
      fromAddress(nextAddress()),
    );
    expect(booked.status).toBe(201);
    bookingPublicId = ((await booked.json()) as { booking_public_id: string }).booking_public_id;
  });

  afterEach(() => {
    expect(logs.filter((line) => line.msg === 'unexpected error')).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers every hostile path and query value below 500, signed in', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      await keepTokensValid();
      const body = hasBody(route) ? '{}' : undefined;
      for (const name of [...route.pathNames, ...route.queryNames]) {
        for (const value of hostileParameters) {
          const pathValues = Object.fromEntries(
            route.pathNames.map((other) => [other, other === name ? value : bookingPublicId]),
          );
          const query = route.queryNames.includes(name) ? { [name]: value } : {};
          const url = urlOf(route.path, pathValues, query);
          await expectHeld(url, route.method, route.opener, body, failures);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every valid body with any one part spoiled below 500', async () => {
    const failures: string[] = [];
    for (const [key, valid] of Object.entries(validBodies(bookingPublicId))) {
      await keepTokensValid();
      const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === key);
      if (!route) throw new Error(`No route ${key} in the document`);
      for (const path of pathsOf(valid)) {
        for (const spoiler of spoilersOf(partAt(valid, path))) {
          // Fresh bodies: an outbox operation's idempotency key is answered once.
          const fresh = validBodies(bookingPublicId)[key];
          const body = JSON.stringify(replaceAt(fresh, path, spoiler));
          await expectHeld(`/api/v1${route.path}`, route.method, route.opener, body, failures);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers random and hostile bodies below 500 on every POST, PATCH and PUT', async () => {
    const ids = fc.constantFrom(bookingPublicId, kiosk.device_public_id, 'gate-main');
    const failures: string[] = [];
    for (const route of routes.filter(hasBody)) {
      await keepTokensValid();
      const valid = validBodies(bookingPublicId)[`${route.method} ${route.path}`];
      const request = fc.record({
        // Mostly the token that opens the route, so bodies get past the guard to the schema.
        who: fc.oneof(
          { weight: 2, arbitrary: fc.constant(route.opener) },
          { weight: 1, arbitrary: fc.constantFrom('none', 'admin', 'kiosk') },
        ),
        pathValues: fc.record(
          Object.fromEntries(route.pathNames.map((name) => [name, fc.oneof(ids, pathValue)])),
        ),
        query: fc.dictionary(fc.constantFrom(...route.queryNames, 'x'), pathValue, {
          maxKeys: 2,
        }),
        body: bodiesOf(route.bodySchema, valid, document),
      });
      await fc.assert(
        fc.asyncProperty(request, ({ who, pathValues, query, body }) =>
          expectHeld(urlOf(route.path, pathValues, query), route.method, who, body, failures),
        ),
        { numRuns: valid === undefined ? RUNS_PER_ROUTE : RUNS_PER_SPOILED_ROUTE },
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
