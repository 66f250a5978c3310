/**
 * The contacts of a facility or an activity on its page: each with its role, phone and e-mail
 * and a Remove button, and a form to add one (`POST …/contacts`).
 *
 * spec: membership-backoffice.md §3 (Facility, Activity: contacts), §7 (contacts).
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
import { FormButtons } from '../../components/FormButtons';
import { AddToggle, RemovableRows } from './RemovableRows';
import type { ItemWrite } from './use-catalogue-item';

interface ContactsProps {
  contacts: ContactRead[];
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
}

function ContactForm({ write, onDone }: { write: ContactsProps['write']; onDone(): void }) {
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<ContactBody>({
    resolver: zodResolver(contactSchema) as unknown as Resolver<ContactBody>,
    defaultValues: { name: '', role: '', phone: '', email: '' },
  });
  const { errors } = formState;
  return (
    <form
      className="form"
      noValidate
      aria-label="New contact"
      onSubmit={handleSubmit((body) =>
        write({ method: 'POST', under: '/contacts', body }).then(onDone).catch(setFailure),
      )}
    >
      <div className="form-grid">
        <Field label="Name" error={errors.name?.message} {...register('name')} />
        <Field label="Role" error={errors.role?.message} {...register('role')} />
        <Field label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        <Field label="E-mail" type="email" error={errors.email?.message} {...register('email')} />
      </div>
      <FormButtons label="Add contact" busy={formState.isSubmitting} failure={failure} />
    </form>
  );
}

export function ContactsSection({ contacts, write, busy }: ContactsProps) {
  return (
    <section className="panel" aria-label="Contacts">
      <h2>Contacts</h2>
      {contacts.length === 0 && <p className="muted">No contact yet.</p>}
      <RemovableRows
        rows={contacts.map((contact) => ({
          key: contact.contact_public_id,
          text: [contact.name, contact.role, contact.phone, contact.email]
            .filter(Boolean)
            .join(' · '),
          remove: `/contacts/${encodeURIComponent(contact.contact_public_id)}`,
        }))}
        write={write}
        busy={busy}
      />
      <AddToggle
        label="Add contact"
        form={(onDone) => <ContactForm write={write} onDone={onDone} />}
      />
    </section>
  );
}
