/**
 * The contacts of a facility or an activity on its page: a table of them (name, role, phone,
 * e-mail; Active, Inactive or Deleted) with Edit, Deactivate or Activate (`PATCH …/contacts/{id}`
 * with `active`), Delete or Restore, and a form to add one (`POST …/contacts`, one
 * Idempotency-Key per opened form) or edit the chosen one; the API's refusals show on the
 * field they name.
 *
 * spec: membership-backoffice.md §3 (Facility, Activity: contacts), §4 (Contacts: active or
 * inactive; soft delete and restore), §7 (contacts).
 */
import {
  type ContactBody,
  type ContactRead,
  contactSchema,
} from '@hifadhi/shared/schemas/facility-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { RecordForm } from '../catalogue-settings/RecordForm';
import { useRefusalOnFields } from '../catalogue-settings/refusal-on-fields';
import { statusTone, statusWord } from '../catalogue-settings/settings-words';
import { AddToggle, ItemRecordRows } from './ItemRecordRows';
import type { ItemWrite } from './use-catalogue-item';

interface ContactsProps {
  contacts: ContactRead[];
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
}

const contactPath = (contact: ContactRead) =>
  `/contacts/${encodeURIComponent(contact.contact_public_id)}`;

/** Adds a contact, or edits `contact`; `onDone` once saved or cancelled. */
function ContactForm(props: {
  contact?: ContactRead;
  write: ContactsProps['write'];
  onDone(): void;
}) {
  const { contact, write } = props;
  const [key] = useState(newIdempotencyKey);
  const form = useForm<ContactBody>({
    resolver: zodResolver(contactSchema) as unknown as Resolver<ContactBody>,
    defaultValues: {
      name: contact?.name ?? '',
      role: contact?.role ?? '',
      phone: contact?.phone ?? '',
      email: contact?.email ?? '',
    },
  });
  const refusal = useRefusalOnFields(form.setError, ['name', 'role', 'phone', 'email']);
  const { register, formState } = form;
  const { errors } = formState;
  const send = async (body: ContactBody) => {
    const saved = await refusal.send(
      write(
        contact
          ? { method: 'PATCH', under: contactPath(contact), body }
          : { method: 'POST', under: '/contacts', body, headers: { 'Idempotency-Key': key } },
      ),
    );
    if (saved) props.onDone();
    return saved;
  };
  return (
    <section aria-label={contact ? `Edit contact ${contact.name}` : 'New contact'}>
      <h3>{contact ? `Edit: ${contact.name}` : 'New contact'}</h3>
      <RecordForm
        form={form}
        noun="contact"
        record={contact}
        failure={refusal.failure}
        onSend={send}
        onCancel={props.onDone}
      >
        <div className="form-grid">
          <Field label="Name" error={errors.name?.message} {...register('name')} />
          <Field label="Role" error={errors.role?.message} {...register('role')} />
          <Field label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
          <Field label="E-mail" type="email" error={errors.email?.message} {...register('email')} />
        </div>
      </RecordForm>
    </section>
  );
}

const statusOf = (contact: ContactRead) =>
  contact.deleted ? 'deleted' : contact.active ? 'active' : 'inactive';

export function ContactsSection({ contacts, write, busy }: ContactsProps) {
  return (
    <section className="panel" aria-label="Contacts">
      <h2>Contacts</h2>
      {contacts.length === 0 ? (
        <p className="muted">No contact yet.</p>
      ) : (
        <ItemRecordRows
          caption="Contacts"
          heads={['Name', 'Role', 'Phone', 'E-mail']}
          rows={contacts.map((contact) => ({
            key: contact.contact_public_id,
            path: contactPath(contact),
            deleted: contact.deleted,
            cells: [contact.name, contact.role ?? '—', contact.phone ?? '—', contact.email ?? '—'],
            status: (
              <td>
                <span className={statusTone(statusOf(contact))}>
                  {statusWord(statusOf(contact))}
                </span>
              </td>
            ),
            actions: (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  write({
                    method: 'PATCH',
                    under: contactPath(contact),
                    body: { active: !contact.active },
                  }).catch(() => undefined)
                }
              >
                {contact.active ? 'Deactivate' : 'Activate'}
              </button>
            ),
          }))}
          write={write}
          busy={busy}
          editForm={(id, onDone) => (
            <ContactForm
              key={id}
              contact={contacts.find((contact) => contact.contact_public_id === id)}
              write={write}
              onDone={onDone}
            />
          )}
        />
      )}
      <AddToggle
        label="Add contact"
        form={(onDone) => <ContactForm write={write} onDone={onDone} />}
      />
    </section>
  );
}
