/**
 * An activity's "Discount" section on its page: its own offer (percent and switch), for users
 * with the `discounts` feature.
 *
 * spec: membership-backoffice.md §3 (Activity: discounts); staff-booking.md §3.7 (discount,
 * discount_status); docs/pricing.md "Facility and activity discounts".
 */
import type { ItemOfferRead } from '@hifadhi/shared/schemas/facility-discounts';
import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../components/ErrorNotice';
import { staffRequest } from '../../lib/staff-api';
import { ItemOfferForm } from './ItemOfferForm';
import type { ItemWrite } from './use-catalogue-item';

export function ActivityDiscountSection(props: {
  activityId: string;
  write(change: ItemWrite): Promise<unknown>;
}) {
  // Under the activity's query key, so every write on the activity reads it again.
  const path = `/activities/${encodeURIComponent(props.activityId)}`;
  const offer = useQuery({
    queryKey: [path, 'discount'],
    queryFn: () => staffRequest<ItemOfferRead>('GET', `${path}/discount`),
  });
  return (
    <section className="panel" aria-label="Discount">
      <h2>Discount</h2>
      {offer.error && <ErrorNotice error={offer.error} />}
      {offer.data && (
        <ItemOfferForm
          key={`${offer.data.discount}-${offer.data.discount_status}`}
          noun="activity"
          offer={offer.data}
          write={props.write}
        />
      )}
    </section>
  );
}
