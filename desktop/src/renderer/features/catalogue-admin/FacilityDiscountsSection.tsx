/**
 * A facility's "Discounts" section on its page, for users with the `discounts` feature: its own
 * offer (percent and switch), and its discount and commission per discount type — each row
 * with Edit, Delete and Restore, and a form to add one for a discount type it has none for.
 * A partner of that type booking this facility gets these instead of the partner's own
 * facility discount and commission.
 *
 * spec: membership-backoffice.md §3 (Facility: commission, discounts), §4, §7 (facility
 * discount: CRUD); staff-booking.md §3.5; docs/pricing.md "Facility and activity discounts".
 */
import {
  type DiscountTypeRead,
  type FacilityDiscountBody,
  type FacilityDiscountRead,
  type FacilityDiscountsRead,
  facilityDiscountBodySchema,
  facilityDiscountPatchSchema,
} from '@hifadhi/shared/schemas/facility-discounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { RowActions, StatusCell } from '../catalogue-settings/RowActions';
import { ScrollTable } from '../catalogue-settings/ScrollTable';
import { ItemOfferForm } from './ItemOfferForm';
import type { ItemWrite } from './use-catalogue-item';

type Write = (change: ItemWrite) => Promise<unknown>;
type DealValues = Record<keyof FacilityDiscountBody, string>;

/**
 * Adds a deal (`deal` absent: a discount type from `types`; one Idempotency-Key per opened
 * form) or edits `deal`'s percentages.
 */
function DealForm(props: {
  deal?: FacilityDiscountRead;
  types: DiscountTypeRead[];
  write: Write;
  onDone(): void;
}) {
  const { deal } = props;
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<DealValues>({
    resolver: zodResolver(
      deal ? facilityDiscountPatchSchema : facilityDiscountBodySchema,
    ) as unknown as Resolver<DealValues>,
    defaultValues: {
      discount_type_id: deal?.discount_type_id ?? '',
      discount: deal?.discount ?? '',
      commission: deal?.commission ?? '',
    },
  });
  const { errors } = formState;
  return (
    <form
      className="form"
      noValidate
      aria-label={deal ? `Edit ${deal.discount_type_name} discount` : 'New type discount'}
      onSubmit={handleSubmit((body) => {
        setFailure(null);
        const change: ItemWrite = deal
          ? {
              method: 'PATCH',
              under: `/discounts/${encodeURIComponent(deal.public_id)}`,
              body: { discount: body.discount, commission: body.commission },
            }
          : { method: 'POST', under: '/discounts', body, headers: { 'Idempotency-Key': key } };
        return props.write(change).then(props.onDone).catch(setFailure);
      })}
    >
      <div className="form-grid">
        {deal ? (
          <p>
            <strong>{deal.discount_type_name}</strong>
          </p>
        ) : (
          <SelectField
            label="Discount type"
            placeholder="Choose a discount type"
            options={props.types.map((type) => ({
              value: type.public_id,
              label: `${type.name} (${type.partner_type_name})`,
            }))}
            error={errors.discount_type_id?.message}
            {...register('discount_type_id')}
          />
        )}
        <Field
          label="Discount (%)"
          inputMode="decimal"
          error={errors.discount?.message}
          {...register('discount')}
        />
        <Field
          label="Commission (%)"
          inputMode="decimal"
          error={errors.commission?.message}
          {...register('commission')}
        />
      </div>
      <FormButtons
        label={deal ? 'Save discount' : 'Add discount'}
        busy={formState.isSubmitting}
        failure={failure}
        onCancel={props.onDone}
      />
    </form>
  );
}

export function FacilityDiscountsSection(props: {
  facilityId: string;
  write: Write;
  busy: boolean;
}) {
  const [editing, setEditing] = useState<FacilityDiscountRead | 'new' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // Under the facility's query key, so every write on the facility reads it again.
  const path = `/facilities/${encodeURIComponent(props.facilityId)}`;
  const discounts = useQuery({
    queryKey: [path, 'discounts'],
    queryFn: () => staffRequest<FacilityDiscountsRead>('GET', `${path}/discounts`),
  });
  const types = useQuery({
    queryKey: ['/discount-types'],
    queryFn: () => staffGet<DiscountTypeRead[]>('/discount-types'),
  });
  const read = discounts.data;
  const taken = new Set(
    (read?.discounts ?? []).filter((deal) => !deal.deleted).map((deal) => deal.discount_type_id),
  );
  const free = (types.data ?? []).filter((type) => !type.deleted && !taken.has(type.public_id));
  const toggle = (deal: FacilityDiscountRead) => {
    setFailure(null);
    const one = `/discounts/${encodeURIComponent(deal.public_id)}`;
    props
      .write(
        deal.deleted
          ? { method: 'POST', under: `${one}/restore` }
          : { method: 'DELETE', under: one },
      )
      .catch(setFailure);
  };
  return (
    <section className="panel" aria-label="Discounts">
      <h2>Discounts</h2>
      {(discounts.error || types.error) && <ErrorNotice error={discounts.error ?? types.error} />}
      {read && (
        <ItemOfferForm
          key={`${read.discount}-${read.discount_status}`}
          noun="facility"
          offer={read}
          write={props.write}
        />
      )}
      <h3>By discount type</h3>
      <p className="muted">
        A partner of the type’s partner type gets these on this facility instead of its own facility
        discount and commission.
      </p>
      {failure !== null && <ErrorNotice error={failure} onClose={() => setFailure(null)} />}
      {read && read.discounts.length > 0 && (
        <ScrollTable caption="Discounts by type">
          <thead>
            <tr>
              <th scope="col">Discount type</th>
              <th scope="col">Discount</th>
              <th scope="col">Commission</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {read.discounts.map((deal) => (
              <tr key={deal.public_id}>
                <td>{deal.discount_type_name}</td>
                <td>{deal.discount}%</td>
                <td>{deal.commission}%</td>
                <StatusCell deleted={deal.deleted} />
                <RowActions
                  deleted={deal.deleted}
                  busy={props.busy}
                  edit={
                    <button type="button" className="button" onClick={() => setEditing(deal)}>
                      Edit
                    </button>
                  }
                  onToggle={() => toggle(deal)}
                />
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {read && read.discounts.length === 0 && (
        <p className="muted">None: partners get their own facility discount and commission.</p>
      )}
      {editing ? (
        <DealForm
          key={editing === 'new' ? 'new' : editing.public_id}
          deal={editing === 'new' ? undefined : editing}
          types={free}
          write={props.write}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={free.length === 0}
            onClick={() => setEditing('new')}
          >
            Add a type discount
          </button>
          {types.data && free.length === 0 && (
            <p className="muted">
              Every discount type has one here: add types under Discount types.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
