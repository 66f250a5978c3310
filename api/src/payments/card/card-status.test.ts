import { describe, expect, it } from 'vitest';
import { readCardReturn } from './card-return';
import { cardStatusOutcome } from './card-status';

describe('cardStatusOutcome', () => {
  it.each([
    ['0', 'success'],
    [0, 'success'],
    ['1', 'try_later'],
    ['2', 'try_later'],
    ['5', 'try_later'],
    [9, 'try_later'],
    ['255', 'error'],
    ['3', 'fail'],
    ['4', 'fail'],
    ['14', 'fail'],
    ['', 'fail'],
    ['approved', 'fail'],
  ] as const)('Lite_Payment_Card_Status %j is %s', (status, outcome) => {
    expect(cardStatusOutcome(status)).toBe(outcome);
  });
});

describe('readCardReturn', () => {
  it("reports the trace and the browser's claimed outcome, nothing more", () => {
    expect(
      readCardReturn({
        Lite_Merchant_Trace: 'HFD-1',
        Lite_Payment_Card_Status: '0',
        Lite_Order_Amount: '1',
      }),
    ).toEqual({ merchantTrace: 'HFD-1', claimedOutcome: 'success' });
    expect(readCardReturn({})).toEqual({ merchantTrace: null, claimedOutcome: 'fail' });
  });
});
