/**
 * What the one route factory of the settings lists documents per kind, as the reference shows
 * it: an Idempotency-Key on add only where the kind takes one, no 409 where nothing is unique,
 * the list's query and its 400 only where the kind has a query, a list open to a wider feature
 * than the writes.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

type Operation = {
  'x-access': string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { description: string }>;
};

describe('settings list routes in the reference', () => {
  const database = useTestDatabase({ seed: false });

  const operations = async () => {
    const { app } = createTestApp(database.db);
    const document = await (await app.request('/api/v1/openapi.json')).json();
    return (path: string, method: string): Operation => document.paths[path][method];
  };

  it('documents each kind by its own words and rules', async () => {
    const operation = await operations();

    const addRate = operation('/school-fees', 'post');
    expect(addRate.parameters?.map((parameter) => parameter.name)).toEqual(['idempotency-key']);
    expect(Object.keys(addRate.responses).sort()).toEqual(['201', '400', '401', '403']);
    expect(Object.keys(operation('/school-fees/{public_id}', 'patch').responses)).not.toContain(
      '409',
    );

    const addLodge = operation('/partner-lodges', 'post');
    expect(addLodge.parameters).toBeUndefined();
    expect(addLodge.responses['409']?.description).toBe(
      'The code is taken, or it is deleted already (or not deleted)',
    );
    expect(addLodge.responses['201']?.description).toBe('The new lodge');
    expect(operation('/partner-lodges/{public_id}', 'get').responses['404']?.description).toBe(
      'No such partner lodge',
    );

    const lodges = operation('/partner-lodges', 'get');
    expect(lodges.parameters?.map((parameter) => parameter.name)).toEqual(['deleted']);
    expect(lodges.responses['400']).toBeDefined();

    const types = operation('/facility-types', 'get');
    expect(types.parameters).toBeUndefined();
    expect(Object.keys(types.responses).sort()).toEqual(['200', '401', '403']);
    expect(types['x-access']).toBe('feature:facility/types|facilities');
    expect(operation('/facility-types', 'post')['x-access']).toBe('feature:facility/types');

    expect(operation('/holidays/{public_id}', 'patch').responses['200']?.description).toBe(
      'The holiday afterwards',
    );
    expect(operation('/holidays/{public_id}/restore', 'post').responses['409']?.description).toBe(
      'Deleted already (or not deleted), or the name or date is taken',
    );
  });
});
