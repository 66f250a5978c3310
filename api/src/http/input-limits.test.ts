/**
 * The API holds under bad input: NUL characters, numbers past any column, bodies of the wrong
 * kind, empty patches and oversized bodies all answer 4xx in the one error shape, never 500.
 */
import { request } from 'node:http';
import { messages } from '@hifadhi/shared/messages';
import { type ServerType, serve } from '@hono/node-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, fromAddress, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { donationForm } from '../payments/payable-fixtures';
import { bookingRequest, bookingRowCounts } from '../test/booking-fixtures';
import { freePort } from '../test/free-port';
import { useTestDatabase } from '../test/test-database';
import { MAX_BODY_BYTES } from './limit-body-size';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let admin: string;
let requests = 0;

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  admin = await signInAs(app, 'Administrator');
});

/** A request with a raw body (already JSON text, or a stream), from a fresh address. */
function send(method: string, path: string, body?: BodyInit, token?: string) {
  requests += 1;
  const headers = token ? bearer(token) : { 'Content-Type': 'application/json' };
  return app.request(
    `/api/v1${path}`,
    { method, headers, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) },
    fromAddress(`10.9.${requests >> 8}.${requests & 255}`),
  );
}

/** The cart of `bookingRequest` alone, as `POST /public/quotes` takes it. */
function quoteRequest() {
  const { check_in, check_out, currency, guests, vehicles, facilities } = bookingRequest();
  return { check_in, check_out, currency, guests, vehicles, facilities };
}

describe('text with a NUL character', () => {
  it('is refused with 400 wherever it is: a body field, a key, the path, the query', async () => {
    const before = await bookingRowCounts(database);
    const inField = await send(
      'POST',
      '/public/bookings',
      JSON.stringify(bookingRequest({ city: 'Nye\u0000ri' })),
    );
    expect(inField.status).toBe(400);
    expect(await inField.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.nulCharacter,
      messages: [messages.nulCharacter],
      fields: { city: messages.nulCharacter },
    });
    const inLine = await send(
      'POST',
      '/public/quotes',
      JSON.stringify({
        ...quoteRequest(),
        guests: [{ payment_public_id: 'cf-nr-a\u0000', payment_guests: 2 }],
      }),
    );
    expect((await inLine.json()).fields).toEqual({
      'guests.0.payment_public_id': messages.nulCharacter,
    });
    const inKey = await send('POST', '/public/donations', '{"first\\u0000name":"Akinyi"}');
    expect(inKey.status).toBe(400);
    expect((await inKey.json()).message).toBe(messages.nulCharacter);
    for (const path of ['/public/programs/%00', '/public/bookings/x%00y']) {
      const inPath = await send('GET', path);
      expect(inPath.status, path).toBe(400);
      expect((await inPath.json()).fields, path).toEqual({ '': messages.nulCharacter });
    }
    const inQuery = await send('GET', '/users?deleted=false%00', undefined, admin);
    expect(inQuery.status).toBe(400);
    expect((await inQuery.json()).fields).toEqual({ deleted: messages.nulCharacter });
    const staffPath = await send('DELETE', '/features/%00', undefined, admin);
    expect(staffPath.status).toBe(400);
    expect(await bookingRowCounts(database)).toEqual(before);
  });

  it('lets through text that only spells a NUL: an escaped backslash, an encoded percent', async () => {
    const spelled = await send(
      'POST',
      '/public/bookings',
      JSON.stringify(bookingRequest({ city: 'C:\\u0000' })),
    );
    expect(spelled.status).toBe(201);
    const percent = await send('GET', '/public/programs/%2500');
    expect(percent.status).toBe(404);
  });
});

describe('numbers beyond what a booking or a column can hold', () => {
  it('refuses 1e12 guests, 2^31 vehicles and 1e12 rooms with the field named, writing nothing', async () => {
    const before = await bookingRowCounts(database);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 1e12 }] },
        'guests.0.payment_guests',
      ],
      [{ vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 2 ** 31 }] }, 'vehicles.0.vehicles'],
      [
        {
          facilities: [
            {
              public_id: 'fac-stables',
              adults: 2,
              number_of_rooms: 1e12,
              residency: 'non_resident',
            },
          ],
        },
        'facilities.0.number_of_rooms',
      ],
    ];
    for (const [overrides, field] of cases) {
      const response = await send(
        'POST',
        '/public/bookings',
        JSON.stringify({ ...bookingRequest(), ...overrides }),
      );
      expect(response.status, field).toBe(400);
      expect((await response.json()).fields[field], field).toBe(messages.countMaximum(10_000));
    }
    expect(await bookingRowCounts(database)).toEqual(before);
  });

  it('refuses donation amounts beyond the money column', async () => {
    const tooMuch = await send(
      'POST',
      '/public/donations',
      JSON.stringify(donationForm({ amount: '99999999999999999999' })),
    );
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).fields).toEqual({
      amount: messages.amountMaximum(100_000_000),
    });
    const inBooking = await send(
      'POST',
      '/public/quotes',
      JSON.stringify({ ...quoteRequest(), donations: [{ amount: '1000000000000000' }] }),
    );
    expect(inBooking.status).toBe(400);
    expect((await inBooking.json()).fields).toEqual({
      'donations.0.amount': messages.amountMaximum(100_000_000),
    });
  });

  it('refuses a menu sort order beyond the integer column', async () => {
    const response = await send(
      'POST',
      '/menus',
      JSON.stringify({ name: 'Reports', sort_order: 2 ** 31 }),
      admin,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      sort_order: messages.countMaximum(10_000),
    });
  });
});

describe('a body of the wrong kind', () => {
  it.each([
    ['an array', '[{"first_name":"Akinyi"}]'],
    ['nested arrays', '[[["\\u0041"]]]'],
    ['a string', '"Akinyi"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('refuses %s where an object is expected with 400', async (_kind, body) => {
    for (const path of [
      '/public/bookings',
      '/public/donations',
      '/public/members',
      '/public/quotes',
    ]) {
      const response = await send('POST', path, body);
      expect(response.status, path).toBe(400);
      expect((await response.json()).code, path).toBe('VALIDATION_FAILED');
    }
  });
});

describe('PATCH /users/{public_id}', () => {
  it('refuses an empty patch with 400 and changes nothing', async () => {
    const page = await (await send('GET', '/users', undefined, admin)).json();
    const user = page.data[0];
    const response = await send('PATCH', `/users/${user.public_id}`, '{}', admin);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: messages.nothingToChange,
    });
  });

  it('changes only the gates when only the gates are sent', async () => {
    const page = await (await send('GET', '/users', undefined, admin)).json();
    const user = page.data.find((u: { user_type: string }) => u.user_type === 'Gate Clerk');
    const response = await send(
      'PATCH',
      `/users/${user.public_id}`,
      JSON.stringify({ gate_public_ids: ['gate-main'] }),
      admin,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      full_name: user.full_name,
      gate_public_ids: ['gate-main'],
    });
  });
});

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  maxItems?: number;
}

/** Where in `schema` a string has no maximum length or an array no maximum size. */
function unbounded(
  schema: JsonSchema,
  schemas: Record<string, JsonSchema>,
  path: string,
  seen = new Set<string>(),
): string[] {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return [];
    return unbounded(schemas[name] ?? {}, schemas, path, new Set([...seen, name]));
  }
  const found: string[] = [];
  const types = [schema.type ?? []].flat();
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  const formatted = ['date-time', 'uuid'].includes(schema.format ?? '');
  if (types.includes('string') && !fixed && !formatted && schema.maxLength === undefined) {
    found.push(path);
  }
  if (types.includes('array') && schema.maxItems === undefined) found.push(`${path}[]`);
  for (const choice of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    found.push(...unbounded(choice, schemas, path, seen));
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    found.push(...unbounded(child, schemas, path ? `${path}.${key}` : key, seen));
  }
  if (schema.items) found.push(...unbounded(schema.items, schemas, `${path}[]`, seen));
  if (typeof schema.additionalProperties === 'object') {
    found.push(...unbounded(schema.additionalProperties, schemas, `${path}.*`, seen));
  }
  if (schema.propertyNames)
    found.push(...unbounded(schema.propertyNames, schemas, `${path}.<key>`, seen));
  return found;
}

describe('the request schemas', () => {
  it('bound every string and every list of every request body in the OpenAPI document', async () => {
    const document = await (await app.request('/api/v1/openapi.json')).json();
    const found: string[] = [];
    for (const [path, operations] of Object.entries<
      Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        if (!schema) continue;
        found.push(
          ...unbounded(schema, document.components.schemas, '').map(
            (field) => `${method.toUpperCase()} ${path} ${field}`,
          ),
        );
      }
    }
    expect(found).toEqual([]);
  });
});

describe('the body limit', () => {
  it('refuses a declared body over 1 MB with 413 before reading it', async () => {
    const response = await app.request('/api/v1/public/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) },
      body: 'x',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.bodyTooLarge('1 MB'),
    });
  });

  it('stops reading a streamed body once it passes 1 MB, on any route, signed in or not', async () => {
    for (const path of ['/public/bookings', '/auth/login', '/payments/mpesa/callback/abc']) {
      let sent = 0;
      const chunk = new TextEncoder().encode(`"${'x'.repeat(64 * 1024 - 2)}"`);
      const fiftyMegabytes = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 50 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const response = await send('POST', path, fiftyMegabytes);
      expect(response.status, path).toBe(413);
      expect((await response.json()).message, path).toBe(messages.bodyTooLarge('1 MB'));
      expect(sent, path).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.length);
    }
  });

  it('answers an unauthenticated 50 MB upload over real HTTP with 413 without taking it all', async () => {
    const port = await freePort();
    const server = await new Promise<ServerType>((resolve) => {
      const listening = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
        resolve(listening),
      );
    });
    try {
      for (const declared of [true, false]) {
        let sent = 0;
        const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
          const upload = request(
            {
              host: '127.0.0.1',
              port,
              path: '/api/v1/public/bookings',
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                ...(declared ? { 'Content-Length': 50 * 1024 * 1024 } : {}),
              },
            },
            (response) => {
              let body = '';
              response.on('data', (data) => {
                body += data;
              });
              response.on('end', () => resolve({ status: response.statusCode, body }));
            },
          );
          upload.on('error', reject);
          const chunk = Buffer.alloc(64 * 1024, 'x');
          const pump = () => {
            while (sent < 50 * 1024 * 1024) {
              sent += chunk.length;
              if (!upload.write(chunk)) return void upload.once('drain', pump);
            }
            upload.end();
          };
          pump();
        });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body).message).toBe(messages.bodyTooLarge('1 MB'));
        expect(sent).toBeLessThan(10 * 1024 * 1024);
      }
    } finally {
      server.close();
    }
  });

  it('accepts a body just under the limit', async () => {
    const response = await send(
      'POST',
      '/public/quotes',
      JSON.stringify({ ...quoteRequest(), padding: ' '.repeat(MAX_BODY_BYTES - 2_000) }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ padding: messages.unknownField('padding') });
  });
});
