import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/database';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

describe('GET /api/v1/health', () => {
  const database = useTestDatabase({ seed: false });

  it('answers ok with the kind of database and the API version', async () => {
    const { app } = createTestApp(database.db);
    const response = await app.request('/api/v1/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'external',
      version: '0.1.0',
    });
  });

  it('answers the one error shape when the database does not answer', async () => {
    const unreachable = connectDatabase('postgres://nobody:nothing@127.0.0.1:1/none', undefined, {
      max: 1,
    });
    const { app, logs } = createTestApp(unreachable.db);
    const response = await app.request('/api/v1/health');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(logs.some((line) => line.msg === 'unexpected error')).toBe(true);
    await unreachable.sql.end();
  });
});
