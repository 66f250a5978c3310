/**
 * Keeps the walk-in draft priced: asks the gate service for a quote (`POST
 * /gate/v1/walk-in/quotes`, the replica's rates) shortly after the cart changes, and on demand
 * for the cart as it is now.
 *
 * spec: staff-booking.md §2.1 (figures on each step); pricing-rules.md.
 */
import type { Quote, QuoteRequestInput } from '@hifadhi/shared/schemas/quote';
import { useCallback, useEffect, useRef, useState } from 'react';
import { gatePost } from '../../lib/gate-api';

const DEBOUNCE_MILLISECONDS = 250;

export interface WalkInQuote {
  /** The quote of the current cart; null while none or after an error. */
  quote: Quote | null;
  /** Why the cart could not be priced (the service's error), else null. */
  error: unknown;
  /** The quote of the cart as it is now, asked for when the kept one is stale. */
  current(): Promise<Quote | null>;
}

/** Prices `request` (null: the dates are not complete, nothing to price). */
export function useWalkInQuote(request: QuoteRequestInput | null): WalkInQuote {
  const key = request ? JSON.stringify(request) : null;
  const [priced, setPriced] = useState<{ key: string; quote: Quote | null; error: unknown }>();
  const latest = useRef(key);
  latest.current = key;

  const price = useCallback(async (forKey: string) => {
    try {
      const quote = await gatePost<Quote>('/walk-in/quotes', JSON.parse(forKey));
      if (latest.current === forKey) setPriced({ key: forKey, quote, error: null });
      return quote;
    } catch (error) {
      if (latest.current === forKey) setPriced({ key: forKey, quote: null, error });
      return null;
    }
  }, []);

  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => void price(key), DEBOUNCE_MILLISECONDS);
    return () => clearTimeout(timer);
  }, [key, price]);

  const fresh = priced && priced.key === key ? priced : null;
  const current = useCallback(
    async () => (key ? (fresh ? fresh.quote : price(key)) : null),
    [key, fresh, price],
  );
  return { quote: key ? (fresh?.quote ?? null) : null, error: fresh?.error ?? null, current };
}
