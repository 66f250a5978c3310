/**
 * The accounting export screen (`/batchfiles`, feature `batchfiles`): a day (today in Nairobi
 * unless the address names one) and a button that downloads its batch from
 * `GET /reports/accounting.csv` (receipts split over analysis codes, credit notes, customer
 * codes), saved as the file the API names.
 *
 * spec: membership-backoffice.md §2.5 (batchfiles), §7 (batch files); issue 17 item 4.
 */
import { calendarDateAt, isCalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { staffGetFile } from '../../lib/staff-api';
import { saveFile } from './save-file';

export function AccountingExportPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : calendarDateAt(new Date());
  const download = useMutation({
    mutationFn: async () => {
      const file = await staffGetFile(`/reports/accounting.csv?date=${date}`);
      saveFile(file.blob, file.name ?? `accounting-${date}.csv`);
    },
  });
  return (
    <section>
      <h1>Accounting export</h1>
      <div className="panel">
        <p>
          The day's receipts and credit notes as one CSV batch for the accounts package: each
          receipt split over the analysis codes of what it paid for, with the customer code.
        </p>
        <Field
          label="Day"
          type="date"
          value={date}
          required
          onChange={(event) => {
            if (isCalendarDate(event.target.value)) setSearch({ date: event.target.value });
          }}
        />
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => download.mutate()}
            disabled={download.isPending}
          >
            {download.isPending ? 'Downloading…' : 'Download the batch (CSV)'}
          </button>
        </div>
        {download.error && <ErrorNotice error={download.error} />}
      </div>
    </section>
  );
}
