/**
 * What the request log keeps out: the M-Pesa callback's secret token and other ids in paths
 * (the matched route pattern is logged, never the path or the query string), and, in error
 * logs, a failed query's parameters (e-mails, names, password hashes) and the values a
 * Postgres error quotes.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { captureLogger, createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import type { AppEnv } from './app-env';
import { errorHandler } from './on-error';
import { requestLogger } from './request-logger';

const database = useTestDatabase();

describe('request log', () => {
  it('logs the STK callback route pattern, never its token', async () => {
    const { app, logs } = createTestApp(database.db);
    const token = 'sEcReT-callback-token-0123456789abcdef';
    const response = await app.request(`/api/v1/payments/mpesa/callback/${token}`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(logs.find((line) => line.msg === 'request')).toMatchObject({
      method: 'POST',
      route: '/api/v1/payments/mpesa/callback/:token',
      status: 404,
    });
    expect(JSON.stringify(logs)).not.toContain(token);
  });

  it('never logs a query string or the reference in a path', async () => {
    const { app, logs } = createTestApp(database.db);
    await app.request('/api/v1/public/donations/DN-SECRET42?email=amina%40example.com&name=Amina');
    const line = logs.find((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ route: '/api/v1/public/donations/:donation_ref_code' });
    const text = JSON.stringify(logs);
    for (const secret of ['DN-SECRET42', 'amina', 'Amina']) expect(text).not.toContain(secret);
  });
});

describe('error log', () => {
  it("keeps a failed query's SQL and Postgres code, never its parameters or quoted values", async () => {
    const { logger, lines } = captureLogger();
    const app = new Hono<AppEnv>()
      .use(requestId())
      .use(requestLogger(logger))
      .get('/fails', async () => {
        await database.db.execute(
          sql`select ${'amina.wanjiku@example.com'}::int as id, ${'$argon2id$v=19$hash'} as hash`,
        );
        return new Response('unreachable');
      });
    app.onError(errorHandler(logger));

    const response = await app.request('/fails?phone=254712345678');
    expect(response.status).toBe(500);
    const error = lines.find((line) => line.msg === 'unexpected error');
    expect(error?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: select \$1::int/),
      cause: { code: '22P02', message: 'invalid input syntax for type integer: "…"' },
    });
    const text = JSON.stringify(lines);
    for (const secret of ['amina.wanjiku', 'argon2id', '254712345678']) {
      expect(text).not.toContain(secret);
    }
  });
});
