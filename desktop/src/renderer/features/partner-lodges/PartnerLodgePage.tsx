/**
 * One partner lodge (`/partner-lodge/{lodge_id}`, route PartnerLodge; `new` adds one): its
 * form — name, partner, description, code and analysis code, currency, rooms a night,
 * commission (0–100 %), priced or not, VAT and catering levy included — and its pricing
 * parameters and supplements (LodgeRowsEditor), checked with the shared partner lodge schema.
 * Save sends the whole lodge (the lists replace the lodge's); Delete / Restore sit above it.
 *
 * spec: staff-booking.md §2.4, §3.9; membership-backoffice.md §3–4.
 */
import {
  type PartnerLodgeBody,
  type PartnerLodgeBodyInput,
  type PartnerLodgeRead,
  partnerLodgeBodySchema,
} from '@hifadhi/shared/schemas/partner-lodges';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { TextAreaField } from '../../components/TextAreaField';
import { CurrencyField } from '../catalogue-settings/CurrencyField';
import { RecordForm, type RecordFormProps } from '../catalogue-settings/RecordForm';
import { SoftDeleteRecordPage } from '../catalogue-settings/SoftDeleteRecordPage';
import { type LodgeRowList, LodgeRowsEditor } from './LodgeRowsEditor';
import { partnerLodgeScreens } from './partner-lodge-screens';

const parameterList: LodgeRowList<'parameters'> = {
  name: 'parameters',
  legend: 'Pricing parameters',
  noun: 'parameter',
  fields: [
    { key: 'facility_parameter_name', label: 'Parameter', input: 'text' },
    { key: 'price', label: 'Price', input: 'amount' },
    { key: 'facility_pricing_point', label: 'Charged', input: 'point' },
    { key: 'parameter_default_value', label: 'Default value', input: 'count' },
  ],
  check: { key: 'non_priced_parameter', label: 'Not priced (counted only)' },
  idKey: 'parameter_public_id',
  blank: {
    facility_parameter_name: '',
    price: '',
    facility_pricing_point: 'per_night',
    parameter_default_value: 0,
    non_priced_parameter: false,
  },
};

const supplementList: LodgeRowList<'supplements'> = {
  name: 'supplements',
  legend: 'Supplements',
  noun: 'supplement',
  fields: [
    { key: 'name', label: 'Supplement', input: 'text' },
    { key: 'supplement_price', label: 'Price', input: 'amount' },
    { key: 'facility_pricing_point', label: 'Charged', input: 'point' },
  ],
  check: { key: 'is_include', label: 'On by default at the desk' },
  idKey: 'supplement_public_id',
  blank: { name: '', supplement_price: '', facility_pricing_point: 'per_stay', is_include: false },
};

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

function LodgeForm(props: RecordFormProps<PartnerLodgeRead, PartnerLodgeBody>) {
  const form = useForm<PartnerLodgeBodyInput, unknown, PartnerLodgeBody>({
    resolver: zodResolver(partnerLodgeBodySchema),
    defaultValues: formValues(props.record),
  });
  const { register } = form;
  const { errors } = form.formState;
  return (
    <RecordForm
      form={form}
      noun={partnerLodgeScreens.noun}
      savedNoun={partnerLodgeScreens.savedNoun}
      {...props}
    >
      <div className="form-grid">
        <Field label="Name" error={errors.name?.message} {...register('name')} />
        <Field label="Partner" error={errors.partner_name?.message} {...register('partner_name')} />
        <Field label="Code" error={errors.code?.message} {...register('code')} />
        <Field
          label="Analysis code"
          error={errors.analysis_code?.message}
          {...register('analysis_code')}
        />
        <CurrencyField error={errors.currency?.message} {...register('currency')} />
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
      <LodgeRowsEditor form={form} list={parameterList} />
      <LodgeRowsEditor form={form} list={supplementList} />
    </RecordForm>
  );
}

export function PartnerLodgePage() {
  return (
    <SoftDeleteRecordPage<PartnerLodgeRead, PartnerLodgeBody>
      screens={partnerLodgeScreens}
      form={LodgeForm}
    />
  );
}
