/**
 * Keeps the wizard's draft priced: asks its channel's pricer for a quote (the gate service's
 * replica at the kiosk, the API's `POST /quotes` for staff) shortly after the cart changes, and
 * on demand for the cart as it is now.
 *
 * spec: staff-booking.md §2.1 (figures on each step); pricing-rules.md.
 */
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { useCallback, useEffect, useRef, useState } from 'react';

const DEBOUNCE_MILLISECONDS = 250;

export interface WalkInQuote {
  /** The quote of the current cart; null while none or after an error. */
  quote: Quote | null;
  /** Why the cart could not be priced (the service's error), else null. */
  error: unknown;
  /** The quote of the cart as it is now, asked for when the kept one is stale. */
  current(): Promise<Quote | null>;
}

/** Prices a request; throws the service's refusal. */
export type QuotePricer = (request: unknown) => Promise<Quote>;

/**
 * Prices `request` (null: the dates are not complete, nothing to price) with `pricer`, which
 * must be stable (module-level or memoised).
 */
export function useWalkInQuote(request: object | null, pricer: QuotePricer): WalkInQuote {
  const key = request ? JSON.stringify(request) : null;
  const [priced, setPriced] = useState<{ key: string; quote: Quote | null; error: unknown }>();
  const latest = useRef(key);
  latest.current = key;

  const price = useCallback(
    async (forKey: string) => {
      try {
        const quote = await pricer(JSON.parse(forKey));
        if (latest.current === forKey) setPriced({ key: forKey, quote, error: null });
        return quote;
      } catch (error) {
        if (latest.current === forKey) setPriced({ key: forKey, quote: null, error });
        return null;
      }
    },
    [pricer],
  );

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
