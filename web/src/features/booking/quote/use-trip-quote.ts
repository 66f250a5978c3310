/**
 * The trip priced: the API's quote (`POST /public/quotes`) is what the screens show; while it
 * is on its way (the visitor is still changing the cart) the shared pricing engine gives a
 * local preview from the public catalogue, marked pending. Quotes already received are kept
 * for the page visit, so moving between screens shows them at once.
 *
 * spec: public-site.md §1, §2.9 (BOOKING SUMMARY, TOTAL AMOUNT); api-contract.md §Quote;
 * style-anchors.md Recommendation (Web: shared pricing gives an instant preview; the API quote
 * is what the page shows).
 */
import type { ErrorBody } from '@hifadhi/shared/errors';
import { DomainError } from '@hifadhi/shared/errors';
import { priceQuote } from '@hifadhi/shared/pricing/price-quote';
import type { Quote, QuoteRequest } from '@hifadhi/shared/schemas/quote';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, apiPost } from '../../../lib/api-client';
import { useTrip } from '../trip/trip-context';
import { pricingCatalogue } from './pricing-catalogue';
import { hasLines, tripQuoteRequest } from './trip-quote-request';
import { useCatalogueParts } from './use-catalogue-parts';

/** How long the cart must stay still before the API is asked, in milliseconds. */
const QUOTE_DELAY_MS = 200;
const received = new Map<string, Quote>();

export interface TripQuote {
  /** The request priced, or null while the trip has no dates. */
  request: QuoteRequest | null;
  /** The figures to show: the API's quote, else the local preview, else null. */
  quote: Quote | null;
  /** True while the figures shown are not yet the API's for this cart. */
  pending: boolean;
  /** True when the figures are the API's quote (not the local preview). */
  fromApi: boolean;
  /** Why the cart cannot be priced (the API's or the engine's error), if it cannot. */
  error: ErrorBody | null;
}

type ApiAnswer = { key: string; quote: Quote } | { key: string; error: ErrorBody };

function localPreview(
  request: QuoteRequest,
  parts: ReturnType<typeof useCatalogueParts>,
): { quote: Quote | null; error: ErrorBody | null } {
  if (!parts) return { quote: null, error: null };
  try {
    return { quote: priceQuote(request, { catalogue: pricingCatalogue(parts) }), error: null };
  } catch (error) {
    if (error instanceof DomainError) return { quote: null, error: error.toBody() };
    throw error;
  }
}

/** The current trip priced (see the module comment). */
export function useTripQuote(): TripQuote {
  const { trip } = useTrip();
  const parts = useCatalogueParts({
    date: trip.user.check_in,
    destination: trip.user.destination,
  });
  const request = useMemo(() => tripQuoteRequest(trip), [trip]);
  const key = request && hasLines(request) ? JSON.stringify(request) : null;
  const [answer, setAnswer] = useState<ApiAnswer | null>(null);

  useEffect(() => {
    if (key === null || received.has(key)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      apiPost<Quote>('/public/quotes', JSON.parse(key), controller.signal).then(
        (quote) => {
          received.set(key, quote);
          setAnswer({ key, quote });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const body =
            error instanceof ApiError
              ? error.body
              : { code: 'INTERNAL_ERROR' as const, message: String(error) };
          setAnswer({ key, error: body });
        },
      );
    }, QUOTE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  const preview = useMemo(
    () => (request && key !== null ? localPreview(request, parts) : null),
    [request, key, parts],
  );

  if (request === null || key === null) {
    return { request, quote: null, pending: false, fromApi: false, error: null };
  }
  const apiQuote = received.get(key);
  if (apiQuote) return { request, quote: apiQuote, pending: false, fromApi: true, error: null };
  if (answer?.key === key && 'error' in answer) {
    const unreachable = answer.error.code === 'NOT_FOUND' || answer.error.code === 'INTERNAL_ERROR';
    return {
      request,
      quote: unreachable ? (preview?.quote ?? null) : null,
      pending: false,
      fromApi: false,
      error: unreachable ? (preview?.error ?? null) : answer.error,
    };
  }
  return {
    request,
    quote: preview?.quote ?? null,
    pending: true,
    fromApi: false,
    error: preview?.error ?? null,
  };
}
