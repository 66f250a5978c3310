/**
 * Discount types (`/discount-types`): named kinds of partner deal ("Tour operator",
 * "Corporate", "Travel agent"), each tied to one partner type, listed with Edit, Delete and
 * Restore, and one form to add a type or edit the chosen one. A facility carries its discount
 * and commission per type (its Discounts section).
 *
 * spec: membership-backoffice.md §2.6 (Module.* discount types), §4, §7 (discount type: CRUD);
 * docs/pricing.md "Facility and activity discounts".
 */
import type { NamedTypeRead } from '@hifadhi/shared/schemas/catalogue-settings';
import {
  type DiscountTypeBody,
  type DiscountTypeRead,
  discountTypeBodySchema,
} from '@hifadhi/shared/schemas/facility-discounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { staffGet } from '../../lib/staff-api';
import { RecordForm, type RecordFormProps } from '../catalogue-settings/RecordForm';
import { SoftDeleteListPage } from '../catalogue-settings/SoftDeleteListPage';

function DiscountTypeForm(props: RecordFormProps<DiscountTypeRead, DiscountTypeBody>) {
  const partnerTypes = useQuery({
    queryKey: ['/partner-types'],
    queryFn: () => staffGet<NamedTypeRead[]>('/partner-types'),
  });
  const form = useForm({
    resolver: zodResolver(discountTypeBodySchema),
    defaultValues: {
      name: props.record?.name ?? '',
      partner_type_public_id: props.record?.partner_type_public_id ?? '',
    },
  });
  const options = (partnerTypes.data ?? [])
    .filter((type) => !type.deleted || type.public_id === props.record?.partner_type_public_id)
    .map((type) => ({ value: type.public_id, label: type.name }));
  const { register, formState } = form;
  return (
    <RecordForm form={form} noun="discount type" {...props}>
      <Field label="Name" error={formState.errors.name?.message} {...register('name')} />
      <SelectField
        label="Partner type"
        placeholder="Choose a partner type"
        options={options}
        error={formState.errors.partner_type_public_id?.message}
        {...register('partner_type_public_id')}
      />
    </RecordForm>
  );
}

export function DiscountTypesPage() {
  return (
    <SoftDeleteListPage<DiscountTypeRead, DiscountTypeBody>
      title="Discount types"
      apiPath="/discount-types"
      noun="discount type"
      nameOf={(type) => type.name}
      columns={[
        { head: 'Name', cell: (type) => type.name },
        { head: 'Partner type', cell: (type) => type.partner_type_name },
      ]}
      form={DiscountTypeForm}
    />
  );
}
