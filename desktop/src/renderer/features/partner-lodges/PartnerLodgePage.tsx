/**
 * One partner lodge (`/partner-lodge/{lodge_id}`, route PartnerLodge; `new` adds one): its
 * form — name, partner, description, code and analysis code, currency, rooms a night,
 * commission (0–100 %), priced or not, VAT and catering levy included — and its pricing
 * parameters and supplements, one card per row with Remove and an Add button under each
 * list, checked with the shared partner lodge schema. Save sends the whole lodge (the lists
 * replace the lodge's); Delete / Restore sit beside it.
 *
 * spec: staff-booking.md §2.4, §3.9; membership-backoffice.md §3–4.
 */
import {
  type PartnerLodgeBody,
  type PartnerLodgeBodyInput,
  type PartnerLodgeRead,
  partnerLodgeBodySchema,
  pricingPointLabels,
} from '@hifadhi/shared/schemas/partner-lodges';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { statusTone } from '../catalogue-settings/settings-words';
import { partnerLodgePath, partnerLodgesPath } from './partner-lodge-paths';

const pointOptions = Object.entries(pricingPointLabels).map(([value, label]) => ({
  value,
  label,
}));
const currencyOptions = ['KES', 'USD'].map((value) => ({ value, label: value }));

function formValues(lodge: PartnerLodgeRead | undefined): PartnerLodgeBodyInput {
  if (!lodge) {
    return {
      name: '',
      partner_name: '',
      description: '',
      code: '',
      analysis_code: '',
      currency: 'KES',
      quantity: 0,
      percentage_commission: '0',
      pricing_status: true,
      vat: false,
      catering_levy: false,
      parameters: [],
      supplements: [],
    };
  }
  const { public_id: _id, deleted: _deleted, ...body } = lodge;
  return body;
}

function LodgeForm(props: {
  lodge?: PartnerLodgeRead;
  failure: unknown;
  onSend(body: PartnerLodgeBody): Promise<unknown>;
}) {
  const { register, control, handleSubmit, formState } = useForm<
    PartnerLodgeBodyInput,
    unknown,
    PartnerLodgeBody
  >({ resolver: zodResolver(partnerLodgeBodySchema), defaultValues: formValues(props.lodge) });
  const parameters = useFieldArray({ control, name: 'parameters' });
  const supplements = useFieldArray({ control, name: 'supplements' });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <div className="form-grid">
        <Field label="Name" error={errors.name?.message} {...register('name')} />
        <Field label="Partner" error={errors.partner_name?.message} {...register('partner_name')} />
        <Field label="Code" error={errors.code?.message} {...register('code')} />
        <Field
          label="Analysis code"
          error={errors.analysis_code?.message}
          {...register('analysis_code')}
        />
        <SelectField
          label="Currency"
          options={currencyOptions}
          error={errors.currency?.message}
          {...register('currency')}
        />
        <Field
          label="Rooms a night"
          type="number"
          min={0}
          error={errors.quantity?.message}
          {...register('quantity', { valueAsNumber: true })}
        />
        <Field
          label="Commission (%)"
          inputMode="decimal"
          error={errors.percentage_commission?.message}
          {...register('percentage_commission')}
        />
      </div>
      <TextAreaField
        label="Description"
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset className="gate-choices">
        <legend>Pricing</legend>
        <div>
          <label className="check-field">
            <input type="checkbox" {...register('pricing_status')} /> Priced (the desk charges it)
          </label>
        </div>
        <div>
          <label className="check-field">
            <input type="checkbox" {...register('vat')} /> Price includes VAT
          </label>
        </div>
        <div>
          <label className="check-field">
            <input type="checkbox" {...register('catering_levy')} /> Price includes the catering
            levy
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend>Pricing parameters</legend>
        {parameters.fields.map((row, index) => {
          const rowErrors = errors.parameters?.[index];
          return (
            <fieldset key={row.id} className="panel" aria-label={`Parameter ${index + 1}`}>
              <div className="form-grid">
                <Field
                  label="Parameter"
                  error={rowErrors?.facility_parameter_name?.message}
                  {...register(`parameters.${index}.facility_parameter_name`)}
                />
                <Field
                  label="Price"
                  inputMode="decimal"
                  error={rowErrors?.price?.message}
                  {...register(`parameters.${index}.price`)}
                />
                <SelectField
                  label="Charged"
                  placeholder="Choose…"
                  options={pointOptions}
                  error={rowErrors?.facility_pricing_point?.message}
                  {...register(`parameters.${index}.facility_pricing_point`)}
                />
                <Field
                  label="Default value"
                  type="number"
                  min={0}
                  error={rowErrors?.parameter_default_value?.message}
                  {...register(`parameters.${index}.parameter_default_value`, {
                    valueAsNumber: true,
                  })}
                />
              </div>
              <label className="check-field">
                <input type="checkbox" {...register(`parameters.${index}.non_priced_parameter`)} />{' '}
                Not priced (counted only)
              </label>
              {rowErrors?.parameter_public_id?.message && (
                <p className="field-error">{rowErrors.parameter_public_id.message}</p>
              )}
              <button type="button" className="button" onClick={() => parameters.remove(index)}>
                Remove parameter
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className="button"
          onClick={() =>
            parameters.append({
              facility_parameter_name: '',
              price: '',
              facility_pricing_point: 'per_night',
              parameter_default_value: 0,
              non_priced_parameter: false,
            })
          }
        >
          Add parameter
        </button>
      </fieldset>
      <fieldset>
        <legend>Supplements</legend>
        {supplements.fields.map((row, index) => {
          const rowErrors = errors.supplements?.[index];
          return (
            <fieldset key={row.id} className="panel" aria-label={`Supplement ${index + 1}`}>
              <div className="form-grid">
                <Field
                  label="Supplement"
                  error={rowErrors?.name?.message}
                  {...register(`supplements.${index}.name`)}
                />
                <Field
                  label="Price"
                  inputMode="decimal"
                  error={rowErrors?.supplement_price?.message}
                  {...register(`supplements.${index}.supplement_price`)}
                />
                <SelectField
                  label="Charged"
                  placeholder="Choose…"
                  options={pointOptions}
                  error={rowErrors?.facility_pricing_point?.message}
                  {...register(`supplements.${index}.facility_pricing_point`)}
                />
              </div>
              <label className="check-field">
                <input type="checkbox" {...register(`supplements.${index}.is_include`)} /> On by
                default at the desk
              </label>
              {rowErrors?.supplement_public_id?.message && (
                <p className="field-error">{rowErrors.supplement_public_id.message}</p>
              )}
              <button type="button" className="button" onClick={() => supplements.remove(index)}>
                Remove supplement
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className="button"
          onClick={() =>
            supplements.append({
              name: '',
              supplement_price: '',
              facility_pricing_point: 'per_stay',
              is_include: false,
            })
          }
        >
          Add supplement
        </button>
      </fieldset>
      <FormButtons
        label={props.lodge ? 'Save lodge' : 'Add partner lodge'}
        busy={formState.isSubmitting}
        failure={props.failure}
      />
    </form>
  );
}

export function PartnerLodgePage() {
  const lodgeId = useParams().lodge_id ?? '';
  const adding = lodgeId === 'new';
  const path = `${partnerLodgesPath}/${encodeURIComponent(lodgeId)}`;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lodge = useQuery({
    queryKey: [partnerLodgesPath, lodgeId],
    queryFn: () => staffGet<PartnerLodgeRead>(path),
    enabled: !adding,
  });
  const settle = async (saved: PartnerLodgeRead) => {
    queryClient.setQueryData([partnerLodgesPath, saved.public_id], saved);
    await queryClient.invalidateQueries({ queryKey: [partnerLodgesPath] });
    if (adding) navigate(partnerLodgePath(saved.public_id));
  };
  const save = useMutation({
    mutationFn: (body: PartnerLodgeBody) =>
      adding
        ? staffRequest<PartnerLodgeRead>('POST', partnerLodgesPath, body)
        : staffRequest<PartnerLodgeRead>('PATCH', path, body),
    onSuccess: settle,
  });
  const toggle = useMutation({
    mutationFn: (deleted: boolean) =>
      deleted
        ? staffRequest<PartnerLodgeRead>('POST', `${path}/restore`)
        : staffRequest<PartnerLodgeRead>('DELETE', path),
    onSuccess: settle,
  });

  if (lodge.error) return <ErrorNotice error={lodge.error} />;
  const read = lodge.data;
  if (!adding && !read) return <p className="muted">Loading the lodge…</p>;
  return (
    <article className="detail">
      <p>
        <Link to={partnerLodgesPath}>← Partner lodges</Link>
      </p>
      <h1>{read ? read.name : 'New partner lodge'}</h1>
      {read && (
        <div className="button-row">
          <span className={statusTone(read.deleted ? 'deleted' : 'active')}>
            {read.deleted ? 'Deleted' : 'Active'}
          </span>
          <button
            type="button"
            className="button"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(read.deleted)}
          >
            {read.deleted ? 'Restore' : 'Delete'}
          </button>
        </div>
      )}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <LodgeForm
        key={read ? `${read.public_id}-${read.deleted}` : 'new'}
        lodge={read}
        failure={save.error}
        onSend={(body) => save.mutateAsync(body).catch(() => undefined)}
      />
    </article>
  );
}
