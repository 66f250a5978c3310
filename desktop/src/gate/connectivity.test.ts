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

  it('comes back online after 2 fast answers in a row without an error', () => {
    const offline = after([failed, failed]);
    expect(after([ok], offline).mode).toBe('offline');
    expect(after([ok, failed, ok], offline).mode).toBe('offline');
    expect(after([ok, ok], offline).mode).toBe('online');
  });

  it('stays offline while the answers come back slow', () => {
    const offline = after([failed, failed]);
    expect(
      after(
        [
          { ok: true, ms: 6_000 },
          { ok: true, ms: 6_000 },
        ],
        offline,
      ).mode,
    ).toBe('offline');
  });

  it('forgets the outage once back online: one more error does not switch it off again', () => {
    const back = after([ok, ok], after([failed, failed]));
    expect(after([failed], back).mode).toBe('online');
  });
});

describe('back-off after failed syncs', () => {
  it('waits 5 s after one failure, doubling per failure up to a minute', () => {
    expect([0, 1, 2, 3, 4, 10].map(backOffMs)).toEqual([0, 5_000, 10_000, 20_000, 40_000, 60_000]);
  });
});
