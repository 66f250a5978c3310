/**
 * The promo codes list (`/promo-codes`, route PromoCodes): `GET /promo-codes` newest first, 15 a
 * page, searched by code and filtered by status, each with its terms and uses; a New promo
 * code form above it (Generate fills a random code; `POST /promo-codes`, checked with the shared
 * `promoCodeRequestSchema`) that opens the new code's page; a link to the promo code types.
 *
 * spec: membership-backoffice.md §2.5 (Promo codes: generate, promo-codes, promo-code-types),
 * §3 (Promo code), §7 (Promo codes); api-contract.md §Catalogue administration.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import {
  type PromoCodeRead,
  type PromoCodeRequest,
  promoCodeRequestSchema,
} from '@hifadhi/shared/schemas/catalogue-admin';
import {
  type PromoCodePage,
  type PromoCodeSettingsRead,
  promoCodeStatuses,
  randomPromoCode,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { staffRequest } from '../../lib/staff-api';
import { promoCodePath } from './settings-routes';
import { percentText, statusOptions, statusTone, statusWord } from './settings-words';

const CODES_PER_PAGE = 15;

const promoFilters = [
  { name: 'search', label: 'Code', kind: 'text' },
  { name: 'status', label: 'Status', kind: 'choice', options: statusOptions(promoCodeStatuses) },
] as const satisfies readonly FilterField<string>[];

const column = createColumnHelper<ListFeatures, PromoCodeSettingsRead>();

const promoColumns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: (info) => (
      <Link to={promoCodePath(info.getValue())} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((row) => percentText(row.percentage_off), { id: 'off', header: 'Off' }),
  column.accessor((row) => `${row.start_date} to ${row.end_date}`, { id: 'days', header: 'Valid' }),
  column.accessor((row) => `${row.uses} of ${row.max_uses} (${row.paid_uses} paid)`, {
    id: 'uses',
    header: 'Uses',
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <span className={statusTone(info.getValue())}>{statusWord(info.getValue())}</span>
    ),
  }),
]);

/** The form of a new promo code, starting today for a year with a generated code. */
function PromoCodeForm(props: {
  failure: unknown;
  onSend(body: PromoCodeRequest): Promise<unknown>;
  onCancel(): void;
}) {
  const today = calendarDateAt(new Date());
  const { register, handleSubmit, formState, setValue } = useForm({
    resolver: zodResolver(promoCodeRequestSchema),
    defaultValues: {
      code: randomPromoCode(),
      percentage_off: '10',
      start_date: today,
      end_date: '',
      max_uses: 100,
    },
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <div className="form-grid">
        <Field
          label="Code"
          hint="3 to 40 letters, digits, dashes or underscores."
          error={errors.code?.message}
          {...register('code')}
        />
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => setValue('code', randomPromoCode(), { shouldValidate: true })}
          >
            Generate
          </button>
        </div>
        <Field
          label="Percentage off"
          inputMode="decimal"
          error={errors.percentage_off?.message}
          {...register('percentage_off')}
        />
        <Field
          label="Maximum uses"
          type="number"
          min={1}
          error={errors.max_uses?.message}
          {...register('max_uses', { valueAsNumber: true })}
        />
        <Field
          label="First day"
          type="date"
          error={errors.start_date?.message}
          {...register('start_date')}
        />
        <Field
          label="Last day"
          type="date"
          error={errors.end_date?.message}
          {...register('end_date')}
        />
      </div>
      <FormButtons
        label="Add promo code"
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

function NewPromoCode() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // One Idempotency-Key per opened form: a retry after a lost answer makes the code once.
  const [key] = useState(newIdempotencyKey);
  const create = useMutation({
    mutationFn: (body: PromoCodeRequest) =>
      staffRequest<PromoCodeRead>('POST', '/promo-codes', body, { 'Idempotency-Key': key }),
    onSuccess: (code) => navigate(promoCodePath(code.code)),
  });
  if (!open) {
    return (
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
          New promo code
        </button>
        <Link to="/promo-code-types" className="button">
          Promo code types
        </Link>
      </div>
    );
  }
  return (
    <section className="panel operation-form" aria-label="New promo code">
      <h2>New promo code</h2>
      <PromoCodeForm
        failure={create.error}
        onSend={(body) => create.mutateAsync(body).catch(() => undefined)}
        onCancel={() => {
          create.reset();
          setOpen(false);
        }}
      />
    </section>
  );
}

export function PromoCodesPage() {
  return (
    <ResourceList<(typeof promoFilters)[number]['name'], PromoCodePage, PromoCodeSettingsRead>
      title="Promo codes"
      path="/promo-codes"
      items={CODES_PER_PAGE}
      filters={promoFilters}
      columns={promoColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.code}
      noun={{ one: 'promo code', many: 'promo codes' }}
      tabs={<NewPromoCode />}
    />
  );
}
