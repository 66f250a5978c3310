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
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import { NewRecordPanel } from '../../lib/paged-list/NewRecordPanel';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
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
  return (
    <NewRecordPanel<PartnerBody, PartnerRead>
      noun="partner"
      apiPath="/partners"
      pageOf={(partner) => partnerPath(partner.public_id)}
      beside={
        <Link to="/partners/settings" className="button">
          Partner types
        </Link>
      }
      form={(form) => <PartnerForm label="Add partner" {...form} />}
    />
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
