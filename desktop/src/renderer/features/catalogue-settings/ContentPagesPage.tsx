/**
 * Content pages (`/extra-pages`, every type) and the terms and conditions
 * (`/terms-and-conditions`, the pages of type `terms` the public site shows): a list with
 * Edit (the page's own screen), Delete and Restore, and an Add form; and one page's edit
 * screen (`/page/:page_id`). Saved pages show on the public site at once.
 *
 * spec: membership-backoffice.md §2.5 (add-page, extra-pages, page/{page_id}, page-types,
 * terms-and-conditions), §4, §7 (Content); public-site.md §2.1 (PTermsAndConditions).
 */
import type { NamedTypeRead } from '@hifadhi/shared/schemas/catalogue-settings';
import {
  type ContentPageBody,
  type ContentPageRead,
  contentPageBodySchema,
} from '@hifadhi/shared/schemas/content-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { staffGet } from '../../lib/staff-api';
import { RowActions, StatusCell } from './RowActions';
import { ScrollTable } from './ScrollTable';
import { useSoftDeleteList } from './use-soft-delete-list';

const PATH = '/content-pages';

/** The path of content page `publicId`'s edit screen. */
export const contentPagePath = (publicId: string) => `/page/${encodeURIComponent(publicId)}`;

function usePageTypes() {
  return useQuery({
    queryKey: ['/page-types'],
    queryFn: () => staffGet<NamedTypeRead[]>('/page-types'),
  });
}

function ContentPageForm(props: {
  page?: ContentPageRead;
  pageType?: string;
  label: string;
  failure: unknown;
  onSend(body: ContentPageBody): Promise<unknown>;
}) {
  const types = usePageTypes();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(contentPageBodySchema),
    defaultValues: {
      page_type_public_id: props.page?.page_type_public_id ?? props.pageType ?? '',
      title: props.page?.title ?? '',
      description: props.page?.description ?? '',
      sort_order: props.page?.sort_order ?? 0,
    },
  });
  const errors = formState.errors;
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        await props.onSend(body);
        if (!props.page) reset();
      })}
    >
      <SelectField
        label="Page type"
        placeholder="Choose a page type"
        options={(types.data ?? [])
          .filter((type) => !type.deleted || type.public_id === props.page?.page_type_public_id)
          .map((type) => ({ value: type.public_id, label: type.name }))}
        error={errors.page_type_public_id?.message}
        {...register('page_type_public_id')}
      />
      <Field label="Title" error={errors.title?.message} {...register('title')} />
      <Field
        label="Order"
        type="number"
        min={0}
        error={errors.sort_order?.message}
        {...register('sort_order', { valueAsNumber: true })}
      />
      <TextAreaField
        label="Text"
        hint="A blank line starts a new paragraph; lines starting with '- ' make a list."
        error={errors.description?.message}
        {...register('description')}
      />
      <FormButtons label={props.label} busy={formState.isSubmitting} failure={props.failure} />
    </form>
  );
}

export function ContentPagesPage({ pageType }: { pageType?: string }) {
  const listPath = pageType ? `${PATH}?page_type=${encodeURIComponent(pageType)}` : PATH;
  const { rows, add, toggle } = useSoftDeleteList<ContentPageRead, ContentPageBody>(PATH, listPath);
  const title = pageType === 'terms' ? 'Terms and conditions' : 'Content pages';
  return (
    <section className="resource-list">
      {!pageType && (
        <p>
          <Link to="/page-types">Page types</Link>
        </p>
      )}
      <h1>{title}</h1>
      <section className="panel operation-form" aria-label="New page">
        <h2>New page</h2>
        <ContentPageForm
          pageType={pageType}
          label="Add page"
          failure={add.error}
          onSend={(body) => add.mutateAsync(body).catch(() => undefined)}
        />
      </section>
      {rows.error && <ErrorNotice error={rows.error} />}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <ScrollTable caption={title}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Page type</th>
            <th scope="col">Order</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(rows.data ?? []).map((page) => (
            <tr key={page.public_id}>
              <td>{page.title}</td>
              <td>{page.page_type_name}</td>
              <td>{page.sort_order}</td>
              <StatusCell deleted={page.deleted} />
              <RowActions
                deleted={page.deleted}
                busy={toggle.isPending}
                edit={
                  <Link className="button" to={contentPagePath(page.public_id)}>
                    Edit
                  </Link>
                }
                onToggle={() => toggle.mutate(page)}
              />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}

export function ContentPagePage() {
  const { page_id: id = '' } = useParams();
  const navigate = useNavigate();
  const { edit } = useSoftDeleteList<ContentPageRead, ContentPageBody>(PATH);
  const page = useQuery({
    queryKey: [PATH, id],
    queryFn: () => staffGet<ContentPageRead>(`${PATH}/${encodeURIComponent(id)}`),
  });
  const back =
    page.data?.page_type_public_id === 'terms' ? '/terms-and-conditions' : '/extra-pages';
  return (
    <section className="resource-list">
      <p>
        <Link to={back}>← Pages</Link>
      </p>
      <h1>{page.data ? `Edit ${page.data.title}` : 'Edit page'}</h1>
      {page.error && <ErrorNotice error={page.error} />}
      {page.data && (
        <section className="panel operation-form" aria-label="Edit page">
          <ContentPageForm
            page={page.data}
            label="Save page"
            failure={edit.error}
            onSend={(body) =>
              edit
                .mutateAsync({ id, body })
                .then(() => navigate(back))
                .catch(() => undefined)
            }
          />
        </section>
      )}
    </section>
  );
}
