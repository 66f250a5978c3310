import { describe, expect, it } from 'vitest';
import {
  type ApiResult,
  backOffMs,
  type Connectivity,
  initialConnectivity,
  recordApiResult,
} from './connectivity';

const ok: ApiResult = { ok: true, ms: 200 };
const failed: ApiResult = { ok: false, ms: 200 };

function after(results: ApiResult[], start: Connectivity = initialConnectivity): Connectivity {
  return results.reduce((state, result) => recordApiResult(state, result, 5_000), start);
}

describe('automatic offline switching', () => {
  it('stays online through one error among the last 5 answers', () => {
    expect(after([ok, failed, ok, ok]).mode).toBe('online');
  });

  it('goes offline after 2 errors among the last 5 answers', () => {
    expect(after([failed, ok, ok, failed]).mode).toBe('offline');
  });

  it('goes offline when the answers are slow on average', () => {
    expect(after([ok, { ok: true, ms: 12_000 }]).mode).toBe('offline');
  });

  it('comes back online only after 5 fast answers without an error', () => {
    const offline = after([failed, failed]);
    expect(after([ok, ok, ok, ok], offline).mode).toBe('offline');
    expect(after([ok, ok, ok, ok, ok], offline).mode).toBe('online');
  });
});

describe('back-off after failed syncs', () => {
  it('waits 30 s after one failure, doubling per failure up to 15 minutes', () => {
    expect([0, 1, 2, 3, 6, 10].map(backOffMs)).toEqual([
      0, 30_000, 60_000, 120_000, 900_000, 900_000,
    ]);
  });
});
