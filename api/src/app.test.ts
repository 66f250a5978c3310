import { DomainError, type ErrorCode } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { createRoute, z } from '@hono/zod-openapi';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRouter } from './http/create-router';
import { createTestApp } from './test/test-app';
import { useTestDatabase } from './test/test-database';

const errorLevel = 50;

const echoRoute = createRoute({
  method: 'post',
  path: '/echo',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            first_name: z.string().min(1, messages.required),
            adults: z.number(),
          }),
        },
      },
    },
  },
  responses: { 200: { description: 'echo' } },
});

/** The app with three routes the tests need: an echo with a body schema, a domain error, a defect. */
function appWithTestRoutes(db: Parameters<typeof createTestApp>[0]) {
  const { app, logs } = createTestApp(db);
  const testRoutes = createRouter()
    .openapi(echoRoute, (c) => c.json(c.req.valid('json'), 200))
    .get('/domain-error/:code', (c) => {
      throw new DomainError(c.req.param('code') as ErrorCode, messages.slotsTaken);
    })
    .get('/defect', () => {
      throw new Error('database password is hunter2');
    });
  app.route('/api/v1/test', testRoutes);
  return { app, logs };
}

const postJson = (body: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body,
});

describe('the one error path', () => {
  const database = useTestDatabase({ seed: false });

  it('answers a body that is not JSON with 400 VALIDATION_FAILED "Malformed JSON body"', async () => {
    const { app } = appWithTestRoutes(database.db);
    const response = await app.request('/api/v1/test/echo', postJson('{"first_name": "Amina",'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Malformed JSON body',
    });
  });

  it('answers a body that fails its schema with every field message', async () => {
    const { app } = appWithTestRoutes(database.db);
    const response = await app.request(
      '/api/v1/test/echo',
      postJson(JSON.stringify({ first_name: '', adults: 'two' })),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This field is required',
      fields: { first_name: 'This field is required', adults: expect.any(String) },
    });
    expect(body.messages).toHaveLength(2);
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const { app } = appWithTestRoutes(database.db);
    for (const path of ['/api/v1/public/nothing-here', '/', '/api/v2/health']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it.each([
    ['VALIDATION_FAILED', 400],
    ['PRICING_NOT_SET', 400],
    ['NO_SPECIAL_PRICING', 400],
    ['ROOM_CAPACITY_EXCEEDED', 400],
    ['UNKNOWN_REFERENCE', 400],
    ['PAYMENT_FAILED', 402],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['BOOKING_NOT_FOUND', 404],
    ['NOT_FOUND', 404],
    ['CAPACITY_EXCEEDED', 409],
    ['CONFLICT', 409],
    ['RATE_LIMITED', 429],
  ])('answers DomainError %s with status %i and its message', async (code, status) => {
    const { app, logs } = appWithTestRoutes(database.db);
    const response = await app.request(`/api/v1/test/domain-error/${code}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, message: messages.slotsTaken });
    expect(logs.filter((line) => line.level >= errorLevel)).toEqual([]);
  });

  it('answers an unexpected throw with 500 INTERNAL_ERROR, logged, without its details', async () => {
    const { app, logs } = appWithTestRoutes(database.db);
    const response = await app.request('/api/v1/test/defect');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(text).not.toContain('hunter2');
    const requestId = response.headers.get('X-Request-Id');
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: errorLevel,
        msg: 'unexpected error',
        request_id: requestId,
        err: expect.objectContaining({ message: 'database password is hunter2' }),
      }),
    );
  });

  it('never lets bad input reach the 500 path', async () => {
    const { app, logs } = appWithTestRoutes(database.db);
    const badBodies = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .record({ first_name: fc.anything(), adults: fc.anything() }, { requiredKeys: [] })
        .map((value) => JSON.stringify(value) ?? ''),
    );
    await fc.assert(
      fc.asyncProperty(badBodies, async (body) => {
        const response = await app.request('/api/v1/test/echo', postJson(body));
        expect([200, 400]).toContain(response.status);
        const answer = await response.json();
        if (response.status === 400) expect(answer.code).toBe('VALIDATION_FAILED');
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string(), async (type) => {
        const response = await app.request(
          `/api/v1/public/facilities?type=${encodeURIComponent(type)}`,
        );
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 50 },
    );
    expect(logs.filter((line) => line.level >= errorLevel)).toEqual([]);
  });
});

describe('request id, logs and headers', () => {
  const database = useTestDatabase({ seed: false });

  it('echoes a request id on every answer and logs the request under it', async () => {
    const { app, logs } = createTestApp(database.db);
    const response = await app.request('/api/v1/health');
    const requestId = response.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        request_id: requestId,
        method: 'GET',
        route: '/api/v1/health',
        status: 200,
      }),
    );
    const errorAnswer = await app.request('/api/v1/nowhere');
    expect(errorAnswer.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the caller's request id when it sends a valid one", async () => {
    const { app } = createTestApp(database.db);
    const response = await app.request('/api/v1/health', {
      headers: { 'X-Request-Id': 'kiosk-gate-main-42' },
    });
    expect(response.headers.get('X-Request-Id')).toBe('kiosk-gate-main-42');
  });

  it('sends secure headers', async () => {
    const { app } = createTestApp(database.db);
    const response = await app.request('/api/v1/health');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('CORS', () => {
  const database = useTestDatabase({ seed: false });

  it('allows the public site and the kiosk by default', async () => {
    const { app } = createTestApp(database.db);
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:5174']) {
      const response = await app.request('/api/v1/health', { headers: { Origin: origin } });
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    }
  });

  it('answers a preflight only for a configured origin', async () => {
    const { app } = createTestApp(database.db, {
      config: { SITE_ORIGINS: ['https://book.kijani.example'] },
    });
    const preflight = (origin: string) =>
      app.request('/api/v1/public/quotes', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const allowed = await preflight('https://book.kijani.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://book.kijani.example');
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const simple = await app.request('/api/v1/health', {
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(simple.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
