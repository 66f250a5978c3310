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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { RowActions, StatusCell } from './RowActions';
import { ScrollTable } from './ScrollTable';
import { useSoftDeleteList } from './use-soft-delete-list';

function CallToActionForm(props: {
  call?: CallToActionRead;
  failure: unknown;
  onSend(body: CallToActionBody): Promise<unknown>;
  onCancel?(): void;
}) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(callToActionBodySchema),
    defaultValues: {
      message: props.call?.message ?? '',
      description: props.call?.description ?? '',
      link_path: props.call?.link_path ?? '',
      link_label: props.call?.link_label ?? '',
      sort_order: props.call?.sort_order ?? 0,
    },
  });
  const errors = formState.errors;
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        await props.onSend(body);
        if (!props.call) reset();
      })}
    >
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
      <FormButtons
        label={props.call ? 'Save call to action' : 'Add call to action'}
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

export function CallsToActionPage() {
  const [editing, setEditing] = useState<CallToActionRead | null>(null);
  const { rows, add, edit, toggle } = useSoftDeleteList<CallToActionRead, CallToActionBody>(
    '/calls-to-action',
  );
  return (
    <section className="resource-list">
      <h1>Calls to action</h1>
      <section
        className="panel operation-form"
        aria-label={editing ? 'Edit call to action' : 'New call to action'}
      >
        <h2>{editing ? `Edit: ${editing.message}` : 'New call to action'}</h2>
        {editing ? (
          <CallToActionForm
            key={editing.public_id}
            call={editing}
            failure={edit.error}
            onSend={(body) =>
              edit
                .mutateAsync({ id: editing.public_id, body })
                .then(() => setEditing(null))
                .catch(() => undefined)
            }
            onCancel={() => {
              edit.reset();
              setEditing(null);
            }}
          />
        ) : (
          <CallToActionForm
            failure={add.error}
            onSend={(body) => add.mutateAsync(body).catch(() => undefined)}
          />
        )}
      </section>
      {rows.error && <ErrorNotice error={rows.error} />}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <ScrollTable caption="Calls to action">
        <thead>
          <tr>
            <th scope="col">Message</th>
            <th scope="col">Description</th>
            <th scope="col">Link</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(rows.data ?? []).map((call) => (
            <tr key={call.public_id}>
              <td>{call.message}</td>
              <td>{call.description}</td>
              <td>{call.link_path ? `${call.link_label} (${call.link_path})` : '—'}</td>
              <StatusCell deleted={call.deleted} />
              <RowActions
                deleted={call.deleted}
                busy={toggle.isPending}
                edit={
                  <button type="button" className="button" onClick={() => setEditing(call)}>
                    Edit
                  </button>
                }
                onToggle={() => toggle.mutate(call)}
              />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
