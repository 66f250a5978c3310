/**
 * Calls to action (`/call-to-action`): the public home page's alerts, each a message, its
 * description and an optional link to a page of the site with the link's text; a list with
 * Edit, Delete and Restore, and one form to add a call or edit the chosen one. Saved calls show
 * on the public site at once.
 *
 * spec: membership-backoffice.md §2.5 (call-to-action), §3 (calls to action (description)), §4;
 * public-site.md §2.4 (alerts).
 */
import {
  type CallToActionBody,
  type CallToActionRead,
  callToActionBodySchema,
} from '@hifadhi/shared/schemas/content-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { RecordForm, type RecordFormProps } from './RecordForm';
import { SoftDeleteListPage } from './SoftDeleteListPage';

function CallToActionForm(props: RecordFormProps<CallToActionRead, CallToActionBody>) {
  const form = useForm({
    resolver: zodResolver(callToActionBodySchema),
    defaultValues: {
      message: props.record?.message ?? '',
      description: props.record?.description ?? '',
      link_path: props.record?.link_path ?? '',
      link_label: props.record?.link_label ?? '',
      sort_order: props.record?.sort_order ?? 0,
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  return (
    <RecordForm form={form} noun="call to action" {...props}>
      <Field label="Message" error={errors.message?.message} {...register('message')} />
      <Field label="Description" error={errors.description?.message} {...register('description')} />
      <Field
        label="Link"
        hint="A page of the public site, such as /support-us; leave empty for none."
        error={errors.link_path?.message}
        {...register('link_path')}
      />
      <Field label="Link text" error={errors.link_label?.message} {...register('link_label')} />
      <Field
        label="Order"
        type="number"
        min={0}
        error={errors.sort_order?.message}
        {...register('sort_order', { valueAsNumber: true })}
      />
    </RecordForm>
  );
}

export function CallsToActionPage() {
  return (
    <SoftDeleteListPage<CallToActionRead, CallToActionBody>
      title="Calls to action"
      apiPath="/calls-to-action"
      noun="call to action"
      nameOf={(call) => call.message}
      columns={[
        { head: 'Message', cell: (call) => call.message },
        { head: 'Description', cell: (call) => call.description },
        {
          head: 'Link',
          cell: (call) => (call.link_path ? `${call.link_label} (${call.link_path})` : '—'),
        },
      ]}
      form={CallToActionForm}
    />
  );
}
