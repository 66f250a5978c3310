import { describe, expect, it } from 'vitest';
import { MPESA_WAIT_LIMIT_MS, mpesaWait, mpesaWaitMessages } from './mpesa-wait';

const payment = (status: 'pending' | 'paid' | 'failed', reason: string | null = null) => ({
  payment_public_id: 'p-1',
  status,
  reason,
});

describe('waiting for an M-Pesa payment (public-site.md §4 Payment)', () => {
  it('keeps waiting while the payment is pending and the prompt may still be open', () => {
    expect(mpesaWait(payment('pending'), 0)).toEqual({ kind: 'waiting' });
    expect(mpesaWait(payment('pending'), MPESA_WAIT_LIMIT_MS - 1)).toEqual({ kind: 'waiting' });
  });

  it('stops waiting once paid', () => {
    expect(mpesaWait(payment('paid'), 5_000)).toEqual({ kind: 'paid' });
  });

  it('stops waiting with the API’s words when the payment failed', () => {
    const reason =
      'You cancelled the M-Pesa request on your phone. Request payment again to retry.';
    expect(mpesaWait(payment('failed', reason), 3_000)).toEqual({
      kind: 'failed',
      message: reason,
    });
    expect(mpesaWait(payment('failed'), 3_000)).toEqual({
      kind: 'failed',
      message: mpesaWaitMessages.failedGeneric,
    });
  });

  it('stops waiting when no final answer comes in time', () => {
    expect(mpesaWait(payment('pending'), MPESA_WAIT_LIMIT_MS)).toEqual({
      kind: 'timed_out',
      message: mpesaWaitMessages.timedOut,
    });
  });
});
