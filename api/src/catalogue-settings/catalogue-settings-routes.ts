/**
 * Catalogue settings over HTTP: partners and partner types (`partners`), promo codes and their
 * types beside `POST /promo-codes` (`promo-codes`), currencies and exchange rates (`currency`),
 * VAT and catering levy rates (`vat`, `catering-levy`), conservation and vehicle fee
 * schedules (`conservation-fees`, `vehicle-fees`), and destinations and gates (`destinations`,
 * `gates`). Lists answer 200, new records 201; unknown
 * records are 404, bad input 400, a status that does not allow the operation 409, all in the
 * one error shape.
 *
 * spec: membership-backoffice.md §2.5, §3, §4, §7 (Partners, Promo codes); staff-booking.md §7
 * (get_newly_scheduled_pricing); api-contract.md §Catalogue administration.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import {
  currencyPatchSchema,
  currencyReadSchema,
  destinationBodySchema,
  destinationPatchSchema,
  destinationReadSchema,
  exchangeRateBodySchema,
  type FeeKind,
  feeScheduleBodySchema,
  feeScheduleListQuerySchema,
  feeScheduleListSchema,
  feeSchedulePatchSchema,
  feeScheduleReadSchema,
  gateBodySchema,
  gatePatchSchema,
  gateReadSchema,
  partnerBodySchema,
  partnerListQuerySchema,
  partnerPageSchema,
  partnerPatchSchema,
  partnerReadSchema,
  promoCodeListQuerySchema,
  promoCodePageSchema,
  promoCodePatchSchema,
  promoCodeSettingsReadSchema,
  promoCodeUsageQuerySchema,
  promoCodeUsageSchema,
  scheduledPricingQuerySchema,
  scheduledPricingSchema,
  type TaxKind,
  taxRateBodySchema,
  taxRateListQuerySchema,
  taxRateListSchema,
  taxRateReadSchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { z } from '@hono/zod-openapi';
import { type Access, feature, isAllowed } from '../auth/access';
import { createAuthRouter, type StaffPrincipal } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import { addExchangeRate, getCurrency, listCurrencies, updateCurrency } from './currencies';
import {
  createDestination,
  createGate,
  listDestinations,
  listGates,
  setDestinationDeleted,
  setGateDeleted,
  updateDestination,
  updateGate,
} from './destinations-gates';
import {
  addFeeSchedule,
  listFeeSchedules,
  scheduledPricing,
  setFeeScheduleDeleted,
  updateFeeSchedule,
} from './fee-schedules';
import { addNamedTypeRoutes } from './named-type-routes';
import {
  createPartner,
  getPartner,
  listPartners,
  type PartnerOperation,
  setPartnerStatus,
  updatePartner,
} from './partners';
import {
  getPromoCode,
  listPromoCodes,
  promoCodeUsage,
  setPromoCodeDeleted,
  updatePromoCode,
} from './promo-code-settings';
import { addTaxRate, listTaxRates, setTaxRateDeleted } from './tax-rates';

const idParams = z.object({ public_id: z.string().max(100) });
const codeParams = z.object({ code: z.string().max(100) });
const currencyParams = z.object({ currency_public_id: z.string().max(10) });
const destinationParams = z.object({ destination_public_id: z.string().max(100) });
const gateParams = z.object({ gate_public_id: z.string().max(100) });

const taxFeature: Record<TaxKind, string> = {
  vat: staffFeatures.vat,
  catering_levy: staffFeatures.cateringLevy,
};
const feeFeature: Record<FeeKind, string> = {
  conservation: staffFeatures.conservationFees,
  vehicle: staffFeatures.vehicleFees,
};

/** @throws DomainError FORBIDDEN unless `staff` has feature `url` (a screen shared by two). */
function requireFeature(staff: Pick<StaffPrincipal, 'features'>, url: string): void {
  if (!isAllowed(feature(url), staff)) throw new DomainError('FORBIDDEN', messages.noAccess);
}

const notFound = errorResponse('No such record');
const badInput = errorResponse('A field is missing or wrong');
const refused = errorResponse('Its status does not allow this, or the name is taken');

/** The catalogue settings router; mount it under `/api/v1`. */
export function catalogueSettingsRoutes(deps: {
  db: Database;
  clock: Clock;
  catalogueCache: CatalogueCache;
}) {
  const guard = staffGuard(deps);
  const routeFor =
    (access: Access, tag: string) =>
    <R extends Parameters<typeof staffRoute>[2]>(route: R) =>
      staffRoute(guard, access, { tags: [tag], ...route });
  const partnerRoute = routeFor(feature(staffFeatures.partners), 'Partners');
  const promoRoute = routeFor(feature(staffFeatures.promoCodes), 'Promo codes');
  const currencyRoute = routeFor(feature(staffFeatures.currency), 'Currencies');
  const taxRoute = routeFor(feature(staffFeatures.vat, staffFeatures.cateringLevy), 'Taxes');
  const destinationRoute = routeFor(feature(staffFeatures.destinations), 'Destinations');
  const gateRoute = routeFor(feature(staffFeatures.gates), 'Gates');
  const feeRoute = routeFor(
    feature(staffFeatures.conservationFees, staffFeatures.vehicleFees),
    'Fee schedules',
  );

  const partnerStatus = (operation: Exclude<PartnerOperation, 'delete'>, summary: string) =>
    partnerRoute({
      method: 'post',
      path: `/partners/{public_id}/${operation}`,
      summary,
      request: { params: idParams },
      responses: {
        200: jsonContent(partnerReadSchema, 'The partner afterwards'),
        404: notFound,
        409: refused,
      },
    });

  const routes = {
    partners: partnerRoute({
      method: 'get',
      path: '/partners',
      summary: 'Partners by name, searched by name, e-mail or customer code, by status',
      request: { query: partnerListQuerySchema },
      responses: { 200: jsonContent(partnerPageSchema, 'A page of partners'), 400: badInput },
    }),
    partner: partnerRoute({
      method: 'get',
      path: '/partners/{public_id}',
      summary: 'One partner with its destinations and users',
      request: { params: idParams },
      responses: { 200: jsonContent(partnerReadSchema, 'The partner'), 404: notFound },
    }),
    createPartner: partnerRoute({
      method: 'post',
      path: '/partners',
      summary: 'Add a partner (active)',
      request: { headers: idempotencyHeaders, ...jsonBody(partnerBodySchema) },
      responses: { 201: jsonContent(partnerReadSchema, 'The new partner'), 400: badInput },
    }),
    updatePartner: partnerRoute({
      method: 'patch',
      path: '/partners/{public_id}',
      summary: 'Edit a partner: any of its fields, its destinations as a whole list',
      request: { params: idParams, ...jsonBody(partnerPatchSchema) },
      responses: {
        200: jsonContent(partnerReadSchema, 'The partner afterwards'),
        400: badInput,
        404: notFound,
      },
    }),
    deletePartner: partnerRoute({
      method: 'delete',
      path: '/partners/{public_id}',
      summary: 'Soft delete a partner: no booking can be made for it until restored',
      request: { params: idParams },
      responses: {
        200: jsonContent(partnerReadSchema, 'The partner, deleted'),
        404: notFound,
        409: refused,
      },
    }),
    suspend: partnerStatus('suspend', 'Suspend a partner: quotes and bookings for it are refused'),
    unsuspend: partnerStatus('unsuspend', 'Activate a suspended partner again'),
    restorePartner: partnerStatus('restore', 'Restore a deleted partner as it was'),
    promoCodes: promoRoute({
      method: 'get',
      path: '/promo-codes',
      summary: 'Promo codes, newest first, searched by code, by status, with their uses',
      request: { query: promoCodeListQuerySchema },
      responses: { 200: jsonContent(promoCodePageSchema, 'A page of promo codes'), 400: badInput },
    }),
    promoCode: promoRoute({
      method: 'get',
      path: '/promo-codes/{code}',
      summary: 'One promo code with its uses',
      request: { params: codeParams },
      responses: { 200: jsonContent(promoCodeSettingsReadSchema, 'The code'), 404: notFound },
    }),
    updatePromoCode: promoRoute({
      method: 'patch',
      path: '/promo-codes/{code}',
      summary:
        'Edit a promo code’s terms or type; `active: false` deactivates it (quotes refuse it), `true` activates it',
      request: { params: codeParams, ...jsonBody(promoCodePatchSchema) },
      responses: {
        200: jsonContent(promoCodeSettingsReadSchema, 'The code afterwards'),
        400: badInput,
        404: notFound,
      },
    }),
    deletePromoCode: promoRoute({
      method: 'delete',
      path: '/promo-codes/{code}',
      summary: 'Soft delete a promo code: quotes and bookings refuse it until restored',
      request: { params: codeParams },
      responses: {
        200: jsonContent(promoCodeSettingsReadSchema, 'The code, deleted'),
        404: notFound,
        409: refused,
      },
    }),
    restorePromoCode: promoRoute({
      method: 'post',
      path: '/promo-codes/{code}/restore',
      summary: 'Restore a deleted promo code',
      request: { params: codeParams },
      responses: {
        200: jsonContent(promoCodeSettingsReadSchema, 'The code, restored'),
        404: notFound,
        409: refused,
      },
    }),
    usage: promoRoute({
      method: 'get',
      path: '/promo-codes/{code}/usage',
      summary: 'The paid (or partly paid) bookings that used a promo code, newest first',
      request: { params: codeParams, query: promoCodeUsageQuerySchema },
      responses: {
        200: jsonContent(promoCodeUsageSchema, 'A page of bookings'),
        400: badInput,
        404: notFound,
      },
    }),
    currencies: currencyRoute({
      method: 'get',
      path: '/currencies',
      summary: 'Currencies with the exchange rate in force now (KES per unit)',
      responses: { 200: jsonContent(z.array(currencyReadSchema), 'The currencies') },
    }),
    currency: currencyRoute({
      method: 'get',
      path: '/currencies/{currency_public_id}',
      summary: 'One currency with its whole rate history, latest first',
      request: { params: currencyParams },
      responses: { 200: jsonContent(currencyReadSchema, 'The currency'), 404: notFound },
    }),
    updateCurrency: currencyRoute({
      method: 'patch',
      path: '/currencies/{currency_public_id}',
      summary: 'Change a currency’s name, sign or description',
      request: { params: currencyParams, ...jsonBody(currencyPatchSchema) },
      responses: {
        200: jsonContent(currencyReadSchema, 'The currency afterwards'),
        400: badInput,
        404: notFound,
      },
    }),
    addRate: currencyRoute({
      method: 'post',
      path: '/currencies/{currency_public_id}/rates',
      summary:
        'Add an exchange rate (KES per unit, buy and sell), in force from now or from the start of a later day; quotes use it at once and bookings store the rate they were made with',
      request: {
        params: currencyParams,
        headers: idempotencyHeaders,
        ...jsonBody(exchangeRateBodySchema),
      },
      responses: {
        201: jsonContent(
          currencyReadSchema,
          'The currency with its history (as it is, for a retry with the same key)',
        ),
        400: badInput,
        404: notFound,
      },
    }),
    taxRates: taxRoute({
      method: 'get',
      path: '/tax-rates',
      summary: 'The history of the VAT or the catering levy rate, with the one in force today',
      request: { query: taxRateListQuerySchema },
      responses: { 200: jsonContent(taxRateListSchema, 'The rates'), 400: badInput },
    }),
    addTaxRate: taxRoute({
      method: 'post',
      path: '/tax-rates',
      summary: 'Add a VAT or catering levy rate (percent) from an effective date',
      request: { headers: idempotencyHeaders, ...jsonBody(taxRateBodySchema) },
      responses: { 201: jsonContent(taxRateReadSchema, 'The rate'), 400: badInput },
    }),
    deleteTaxRate: taxRoute({
      method: 'delete',
      path: '/tax-rates/{public_id}',
      summary: 'Soft delete a rate of the history (the one before it is in force again)',
      request: { params: idParams },
      responses: {
        200: jsonContent(taxRateReadSchema, 'The rate, deleted'),
        404: notFound,
        409: refused,
      },
    }),
    restoreTaxRate: taxRoute({
      method: 'post',
      path: '/tax-rates/{public_id}/restore',
      summary: 'Restore a deleted rate',
      request: { params: idParams },
      responses: {
        200: jsonContent(taxRateReadSchema, 'The rate, restored'),
        404: notFound,
        409: refused,
      },
    }),
    feeSchedules: feeRoute({
      method: 'get',
      path: '/fee-schedules',
      summary: 'The schedules of conservation or vehicle fees (or only the deleted ones)',
      request: { query: feeScheduleListQuerySchema },
      responses: { 200: jsonContent(feeScheduleListSchema, 'The schedules'), 400: badInput },
    }),
    addFeeSchedule: feeRoute({
      method: 'post',
      path: '/fee-schedules',
      summary:
        'Schedule a fee’s new amount from an effective date, at one destination or all; stays checking in on or after it are priced with it',
      request: { headers: idempotencyHeaders, ...jsonBody(feeScheduleBodySchema) },
      responses: { 201: jsonContent(feeScheduleReadSchema, 'The schedule'), 400: badInput },
    }),
    editFeeSchedule: feeRoute({
      method: 'patch',
      path: '/fee-schedules/{public_id}',
      summary:
        'Correct a schedule’s amount, currency, effective date or destination, at any time: bookings already made keep their figures (their lines and pricing basis), new quotes and bookings use the correction',
      request: { params: idParams, ...jsonBody(feeSchedulePatchSchema) },
      responses: {
        200: jsonContent(feeScheduleReadSchema, 'The schedule, corrected'),
        400: badInput,
        404: notFound,
        409: refused,
      },
    }),
    deleteFeeSchedule: feeRoute({
      method: 'delete',
      path: '/fee-schedules/{public_id}',
      summary: 'Soft delete a schedule',
      request: { params: idParams },
      responses: {
        200: jsonContent(feeScheduleReadSchema, 'The schedule, deleted'),
        404: notFound,
        409: refused,
      },
    }),
    restoreFeeSchedule: feeRoute({
      method: 'post',
      path: '/fee-schedules/{public_id}/restore',
      summary: 'Restore a deleted schedule',
      request: { params: idParams },
      responses: {
        200: jsonContent(feeScheduleReadSchema, 'The schedule, restored'),
        404: notFound,
        409: refused,
      },
    }),
    destinations: destinationRoute({
      method: 'get',
      path: '/destinations',
      summary: 'Every destination, deleted ones too, in the catalogue’s order',
      responses: { 200: jsonContent(z.array(destinationReadSchema), 'The destinations') },
    }),
    createDestination: destinationRoute({
      method: 'post',
      path: '/destinations',
      summary:
        'Add a destination (priced with the fee schedules for every destination until it has its own)',
      request: { headers: idempotencyHeaders, ...jsonBody(destinationBodySchema) },
      responses: {
        201: jsonContent(destinationReadSchema, 'The new destination'),
        400: badInput,
        409: refused,
      },
    }),
    updateDestination: destinationRoute({
      method: 'patch',
      path: '/destinations/{destination_public_id}',
      summary: 'Rename a destination',
      request: { params: destinationParams, ...jsonBody(destinationPatchSchema) },
      responses: {
        200: jsonContent(destinationReadSchema, 'The destination afterwards'),
        400: badInput,
        404: notFound,
      },
    }),
    deleteDestination: destinationRoute({
      method: 'delete',
      path: '/destinations/{destination_public_id}',
      summary:
        'Soft delete a destination (refused while a live gate admits to it): new quotes and bookings refuse it, its fee schedules and bookings stay',
      request: { params: destinationParams },
      responses: {
        200: jsonContent(destinationReadSchema, 'The destination, deleted'),
        404: notFound,
        409: refused,
      },
    }),
    restoreDestination: destinationRoute({
      method: 'post',
      path: '/destinations/{destination_public_id}/restore',
      summary: 'Restore a deleted destination as it was',
      request: { params: destinationParams },
      responses: {
        200: jsonContent(destinationReadSchema, 'The destination, restored'),
        404: notFound,
        409: refused,
      },
    }),
    gates: gateRoute({
      method: 'get',
      path: '/gates',
      summary: 'Every gate with its entry mode, deleted ones too, in the catalogue’s order',
      responses: { 200: jsonContent(z.array(gateReadSchema), 'The gates') },
    }),
    createGate: gateRoute({
      method: 'post',
      path: '/gates',
      summary:
        'Add a gate: its name, the entry mode it serves and the live destination it admits to',
      request: { headers: idempotencyHeaders, ...jsonBody(gateBodySchema) },
      responses: {
        201: jsonContent(gateReadSchema, 'The new gate'),
        400: badInput,
        409: refused,
      },
    }),
    updateGate: gateRoute({
      method: 'patch',
      path: '/gates/{gate_public_id}',
      summary: 'Rename a gate or move it to another entry mode',
      request: { params: gateParams, ...jsonBody(gatePatchSchema) },
      responses: {
        200: jsonContent(gateReadSchema, 'The gate afterwards'),
        400: badInput,
        404: notFound,
      },
    }),
    deleteGate: gateRoute({
      method: 'delete',
      path: '/gates/{gate_public_id}',
      summary:
        'Soft delete a gate: offered as no entry point and refused in new bookings; its kiosks stay registered',
      request: { params: gateParams },
      responses: {
        200: jsonContent(gateReadSchema, 'The gate, deleted'),
        404: notFound,
        409: refused,
      },
    }),
    restoreGate: gateRoute({
      method: 'post',
      path: '/gates/{gate_public_id}/restore',
      summary: 'Restore a deleted gate (its destination must be live)',
      request: { params: gateParams },
      responses: {
        200: jsonContent(gateReadSchema, 'The gate, restored'),
        404: notFound,
        409: refused,
      },
    }),
    inForce: routeFor(
      feature(
        staffFeatures.conservationFees,
        staffFeatures.vehicleFees,
        staffFeatures.newBooking,
        staffFeatures.newPartnerBooking,
      ),
      'Fee schedules',
    )({
      method: 'get',
      path: '/fee-schedules/in-force',
      summary:
        'The conservation and vehicle fee amounts in force for a stay (get_newly_scheduled_pricing)',
      request: { query: scheduledPricingQuerySchema },
      responses: { 200: jsonContent(scheduledPricingSchema, 'The fees'), 400: badInput },
    }),
  };

  // Registered one by one on a router of the base type: the chained type of ~40 routes would
  // make the app's route union too complex for the compiler.
  const router = createAuthRouter();
  addNamedTypeRoutes(
    router,
    { ...deps, guard },
    {
      entity: 'partner_type',
      path: '/partner-types',
      what: 'partner type',
      access: feature(staffFeatures.partners),
      tag: 'Partners',
    },
  );
  addNamedTypeRoutes(
    router,
    { ...deps, guard },
    {
      entity: 'promo_code_type',
      path: '/promo-code-types',
      what: 'promo code type',
      access: feature(staffFeatures.promoCodes),
      tag: 'Promo codes',
    },
  );
  router
    // the fixed path before /fee-schedules/{public_id}
    .openapi(routes.inForce, async (c) =>
      c.json(await scheduledPricing(deps, c.req.valid('query')), 200),
    )
    .openapi(routes.partners, async (c) =>
      c.json(await listPartners(deps.db, c.req.valid('query')), 200),
    )
    .openapi(routes.partner, async (c) =>
      c.json(await getPartner(deps.db, c.req.valid('param').public_id), 200),
    )
    .openapi(routes.createPartner, async (c) =>
      c.json(
        await createPartner(
          deps,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .openapi(routes.updatePartner, async (c) =>
      c.json(
        await updatePartner(deps, c.req.valid('param').public_id, c.req.valid('json'), c.var.staff),
        200,
      ),
    )
    .openapi(routes.deletePartner, async (c) =>
      c.json(
        await setPartnerStatus(deps, c.req.valid('param').public_id, 'delete', c.var.staff),
        200,
      ),
    )
    .openapi(routes.suspend, async (c) =>
      c.json(
        await setPartnerStatus(deps, c.req.valid('param').public_id, 'suspend', c.var.staff),
        200,
      ),
    )
    .openapi(routes.unsuspend, async (c) =>
      c.json(
        await setPartnerStatus(deps, c.req.valid('param').public_id, 'unsuspend', c.var.staff),
        200,
      ),
    )
    .openapi(routes.restorePartner, async (c) =>
      c.json(
        await setPartnerStatus(deps, c.req.valid('param').public_id, 'restore', c.var.staff),
        200,
      ),
    )
    .openapi(routes.promoCodes, async (c) =>
      c.json(await listPromoCodes(deps, c.req.valid('query')), 200),
    )
    .openapi(routes.promoCode, async (c) =>
      c.json(await getPromoCode(deps, c.req.valid('param').code), 200),
    )
    .openapi(routes.updatePromoCode, async (c) =>
      c.json(
        await updatePromoCode(deps, c.req.valid('param').code, c.req.valid('json'), c.var.staff),
        200,
      ),
    )
    .openapi(routes.deletePromoCode, async (c) =>
      c.json(await setPromoCodeDeleted(deps, c.req.valid('param').code, true, c.var.staff), 200),
    )
    .openapi(routes.restorePromoCode, async (c) =>
      c.json(await setPromoCodeDeleted(deps, c.req.valid('param').code, false, c.var.staff), 200),
    )
    .openapi(routes.usage, async (c) =>
      c.json(await promoCodeUsage(deps.db, c.req.valid('param').code, c.req.valid('query')), 200),
    )
    .openapi(routes.destinations, async (c) => c.json(await listDestinations(deps.db), 200))
    .openapi(routes.createDestination, async (c) =>
      c.json(
        await createDestination(
          deps,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .openapi(routes.updateDestination, async (c) =>
      c.json(
        await updateDestination(
          deps,
          c.req.valid('param').destination_public_id,
          c.req.valid('json'),
          c.var.staff,
        ),
        200,
      ),
    )
    .openapi(routes.deleteDestination, async (c) =>
      c.json(
        await setDestinationDeleted(
          deps,
          c.req.valid('param').destination_public_id,
          true,
          c.var.staff,
        ),
        200,
      ),
    )
    .openapi(routes.restoreDestination, async (c) =>
      c.json(
        await setDestinationDeleted(
          deps,
          c.req.valid('param').destination_public_id,
          false,
          c.var.staff,
        ),
        200,
      ),
    )
    .openapi(routes.gates, async (c) => c.json(await listGates(deps.db), 200))
    .openapi(routes.createGate, async (c) =>
      c.json(
        await createGate(
          deps,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .openapi(routes.deleteGate, async (c) =>
      c.json(
        await setGateDeleted(deps, c.req.valid('param').gate_public_id, true, c.var.staff),
        200,
      ),
    )
    .openapi(routes.restoreGate, async (c) =>
      c.json(
        await setGateDeleted(deps, c.req.valid('param').gate_public_id, false, c.var.staff),
        200,
      ),
    )
    .openapi(routes.updateGate, async (c) =>
      c.json(
        await updateGate(
          deps,
          c.req.valid('param').gate_public_id,
          c.req.valid('json'),
          c.var.staff,
        ),
        200,
      ),
    )
    .openapi(routes.currencies, async (c) => c.json(await listCurrencies(deps), 200))
    .openapi(routes.currency, async (c) =>
      c.json(await getCurrency(deps, c.req.valid('param').currency_public_id), 200),
    )
    .openapi(routes.updateCurrency, async (c) =>
      c.json(
        await updateCurrency(
          deps,
          c.req.valid('param').currency_public_id,
          c.req.valid('json'),
          c.var.staff,
        ),
        200,
      ),
    )
    .openapi(routes.addRate, async (c) =>
      c.json(
        await addExchangeRate(
          deps,
          c.req.valid('param').currency_public_id,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .openapi(routes.taxRates, async (c) => {
      const { tax } = c.req.valid('query');
      requireFeature(c.var.staff, taxFeature[tax]);
      return c.json(await listTaxRates(deps, tax), 200);
    })
    .openapi(routes.addTaxRate, async (c) => {
      const body = c.req.valid('json');
      requireFeature(c.var.staff, taxFeature[body.tax]);
      return c.json(
        await addTaxRate(deps, body, c.var.staff, idempotencyKeyOf(c.req.valid('header'))),
        201,
      );
    })
    .openapi(routes.deleteTaxRate, async (c) =>
      c.json(
        await setTaxRateDeleted(deps, c.req.valid('param').public_id, true, c.var.staff, (tax) =>
          requireFeature(c.var.staff, taxFeature[tax]),
        ),
        200,
      ),
    )
    .openapi(routes.restoreTaxRate, async (c) =>
      c.json(
        await setTaxRateDeleted(deps, c.req.valid('param').public_id, false, c.var.staff, (tax) =>
          requireFeature(c.var.staff, taxFeature[tax]),
        ),
        200,
      ),
    )
    .openapi(routes.feeSchedules, async (c) => {
      const query = c.req.valid('query');
      requireFeature(c.var.staff, feeFeature[query.fee_kind]);
      return c.json(await listFeeSchedules(deps.db, query), 200);
    })
    .openapi(routes.addFeeSchedule, async (c) => {
      const body = c.req.valid('json');
      requireFeature(c.var.staff, feeFeature[body.fee_kind]);
      return c.json(
        await addFeeSchedule(deps, body, c.var.staff, idempotencyKeyOf(c.req.valid('header'))),
        201,
      );
    })
    .openapi(routes.editFeeSchedule, async (c) =>
      c.json(
        await updateFeeSchedule(
          deps,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
          (kind) => requireFeature(c.var.staff, feeFeature[kind]),
        ),
        200,
      ),
    )
    .openapi(routes.deleteFeeSchedule, async (c) =>
      c.json(
        await setFeeScheduleDeleted(
          deps,
          c.req.valid('param').public_id,
          true,
          c.var.staff,
          (kind) => requireFeature(c.var.staff, feeFeature[kind]),
        ),
        200,
      ),
    )
    .openapi(routes.restoreFeeSchedule, async (c) =>
      c.json(
        await setFeeScheduleDeleted(
          deps,
          c.req.valid('param').public_id,
          false,
          c.var.staff,
          (kind) => requireFeature(c.var.staff, feeFeature[kind]),
        ),
        200,
      ),
    );
  return router;
}
