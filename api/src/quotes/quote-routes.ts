/**
 * `POST /public/quotes`: prices a cart without saving anything. Any dates are accepted
 * (pricing only); the date rules apply when a booking is created.
 *
 * spec: api-contract.md §Quote; pricing-rules.md.
 */
import { publicQuoteRequestSchema, quoteResponseSchema } from '@hifadhi/shared/schemas/quote';
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { type PricingDeps, priceCart } from './price-cart';

const createQuote = createRoute({
  method: 'post',
  path: '/public/quotes',
  tags: ['Quotes'],
  summary: 'Price a cart (conservation fees, vehicles, accommodation, activities, donations)',
  request: jsonBody(publicQuoteRequestSchema),
  responses: {
    200: jsonContent(
      quoteResponseSchema,
      'Every line and total in whole units of the booking currency',
    ),
    400: errorResponse(
      'Invalid cart: a field, an unknown id, no pricing set, too many guests for a room, or an invalid promo code',
    ),
  },
});

/** The quote router; mount it under `/api/v1`. */
export function quoteRoutes(deps: PricingDeps) {
  return createRouter().openapi(createQuote, async (c) => {
    const { quote } = await priceCart(deps, c.req.valid('json'));
    return c.json(quote, 200);
  });
}
