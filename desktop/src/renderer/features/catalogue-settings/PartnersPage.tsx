/**
 * The partners list (`/partners`, route Partners): `GET /partners` by name, 15 a page, searched
 * by name, e-mail or customer code and filtered by status, with a New partner form above it
 * that opens the new partner's page, and a link to the partner types.
 *
 * spec: membership-backoffice.md §2.5 (Partners: partners, new-partner, settings), §3, §7.
 */
import {
  type PartnerBody,
  type PartnerPage,
  type PartnerRead,
  partnerStatuses,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { useMutation } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { staffRequest } from '../../lib/staff-api';
import { PartnerForm } from './PartnerForm';
import { partnerPath } from './settings-routes';
import { percentText, statusOptions, statusTone, statusWord } from './settings-words';

const PARTNERS_PER_PAGE = 15;

const partnerFilters = [
  { name: 'search', label: 'Name, e-mail or customer code', kind: 'text' },
  { name: 'status', label: 'Status', kind: 'choice', options: statusOptions(partnerStatuses) },
] as const satisfies readonly FilterField<string>[];

const column = createColumnHelper<ListFeatures, PartnerRead>();

const partnerColumns = column.columns([
  column.accessor('name', {
    header: 'Partner',
    cell: (info) => (
      <Link to={partnerPath(info.row.original.public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((row) => row.type_name ?? row.type_public_id, { id: 'type', header: 'Type' }),
  column.accessor((row) => percentText(row.conservation_fee_discount), {
    id: 'conservation',
    header: 'Conservation discount',
  }),
  column.accessor(
    (row) => `${percentText(row.facility_discount)} + ${percentText(row.facility_commission)}`,
    { id: 'facility', header: 'Facility discount + commission' },
  ),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <span className={statusTone(info.getValue())}>{statusWord(info.getValue())}</span>
    ),
  }),
]);

function NewPartner() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // One key for every attempt of this form: a double click or a retry adds one partner.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const create = useMutation({
    mutationFn: (body: PartnerBody) =>
      staffRequest<PartnerRead>('POST', '/partners', body, { 'Idempotency-Key': attemptKey }),
    onSuccess: (partner) => navigate(partnerPath(partner.public_id)),
  });
  if (!open) {
    return (
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            setAttemptKey(newIdempotencyKey());
            setOpen(true);
          }}
        >
          New partner
        </button>
        <Link to="/partners/settings" className="button">
          Partner types
        </Link>
      </div>
    );
  }
  return (
    <section className="panel operation-form" aria-label="New partner">
      <h2>New partner</h2>
      <PartnerForm
        label="Add partner"
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

export function PartnersPage() {
  return (
    <ResourceList<(typeof partnerFilters)[number]['name'], PartnerPage, PartnerRead>
      title="Partners"
      path="/partners"
      items={PARTNERS_PER_PAGE}
      filters={partnerFilters}
      columns={partnerColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.public_id}
      noun={{ one: 'partner', many: 'partners' }}
      tabs={<NewPartner />}
    />
  );
}
