/**
 * Loads the reports' benchmark data in SQL (`generate_series`, no row leaves Postgres): `count`
 * bookings made over the year before `now`, each arriving 0 to 120 days after it was made, with
 * its guest lines (1 to 6 guests of a catalogue guest category), a vehicle line, for 15% an
 * accommodation line of 1 to 3 nights and for 10% an activity line; 70% paid in full (checked
 * out, checked in or confirmed by their dates) with one payment (M-Pesa, card, cash or bank)
 * and its paid ledger row some minutes after the booking was made, so a year of payments; the
 * rest held, cancelled or expired; 10% in USD. Their `created` and `payment_received` (Paid)
 * events, and a check-in at Main Gate for those that arrived. Amounts are the catalogue's
 * prices times the counts, in the booking's currency (a USD booking's KES prices divided by
 * the rate); they are realistic in size, not priced by the engine.
 *
 * The row triggers that keep `guest_total`, `holds_until`, `bookings_paid`, `payment_days`, the
 * revenue charts' tables and the day summaries (`booking_days`, `arrival_days`, `volume_days`)
 * are switched off while loading and those written in bulk (the same definitions;
 * `rebuild_revenue_days()`, `rebuild_report_day_summaries()`), then switched back on;
 * the loaded tables' indexes (other than their keys) are dropped and built again afterwards,
 * before the revenue and day summaries are rebuilt (the revenue facts read lines by booking id).
 */
import postgres from 'postgres';

/** What was loaded and how long it took. */
export interface ReportDataSummary {
  bookings: number;
  paid_bookings: number;
  ledger_rows: number;
  guest_lines: number;
  seconds: number;
}

/** Tables whose secondary indexes are dropped while loading and built again after. */
const bulkTables = [
  'bookings',
  'booking_guests',
  'booking_vehicles',
  'booking_facilities',
  'booking_activities',
  'booking_events',
  'payments',
  'payment_ledger',
  'check_ins',
];

/** Row triggers that would run once per loaded row; their columns are written in bulk. */
const rowTriggers = [
  ['booking_guests', 'booking_guests_total'],
  ['booking_events', 'booking_events_record_paid'],
  ['booking_facilities', 'booking_facilities_holds_until'],
  ['booking_activities', 'booking_activities_holds_until'],
  ['bookings_paid', 'bookings_paid_revenue'],
  ['booking_guests', 'booking_guests_revenue'],
  ['booking_vehicles', 'booking_vehicles_revenue'],
  ['booking_facilities', 'booking_facilities_revenue'],
  ['booking_activities', 'booking_activities_revenue'],
  ['payment_ledger', 'payment_ledger_record_day'],
  ['bookings', 'bookings_day_summaries'],
  ['bookings', 'bookings_day_summaries_update'],
  ['booking_guests', 'booking_guests_volume'],
  ['booking_vehicles', 'booking_vehicles_volume'],
] as const;

const statements = (count: number, now: Date) => {
  const at = now.toISOString();
  return [
    `select setseed(0.2026)`,
    // One row per booking with its drawn figures.
    `create temporary table gen as
      select g,
        'RB' || to_char(g, 'FM00000000') as ref,
        made,
        (made at time zone 'Africa/Nairobi')::date + (random() * 120)::int as check_in,
        (random() * 2)::int as nights,
        1 + (random() * 5)::int as guests,
        1 + (random() * 3)::int as vehicle_pick,
        random() < 0.7 as paid,
        random() < 0.1 as usd,
        random() < 0.15 as stays,
        random() < 0.1 as activity,
        (random() * 3)::int as method_pick,
        made + (5 + random() * 600) * interval '1 minute' as paid_at,
        random() as status_roll
      from (select g, timestamptz '${at}' - random() * interval '365 days' as made
            from generate_series(1, ${count}) g) drawn`,
    `alter table gen add column id bigint, add column currency text, add column rate numeric,
       add column fee_id text, add column fee numeric, add column vehicle_id text,
       add column vehicle_fee numeric, add column facility_id text, add column facility_price numeric,
       add column activity_id text, add column activity_price numeric, add column status text`,
    `update gen set
       currency = case when usd then 'USD' else 'KES' end,
       rate = case when usd then (select sell_amount from currency_rates
         where currency_public_id = 'USD' order by effective_at desc limit 1) else 1 end,
       status = case
         when paid and check_in + nights < (timestamptz '${at}' at time zone 'Africa/Nairobi')::date then 'checked_out'
         when paid and check_in <= (timestamptz '${at}' at time zone 'Africa/Nairobi')::date then 'checked_in'
         when paid then 'confirmed'
         when status_roll < 0.5 then 'expired'
         when status_roll < 0.95 then 'cancelled'
         else 'held' end`,
    `with fees as (select payment_public_id, payment_person_amount,
         row_number() over (order by sort_order, payment_public_id) - 1 as n,
         count(*) over () as total from conservation_fees)
     update gen set fee_id = f.payment_public_id, fee = f.payment_person_amount
     from fees f where f.n = gen.g % f.total`,
    `with fees as (select vehicle_public_id, vehicle_charge_category_cost,
         row_number() over (order by sort_order, vehicle_public_id) - 1 as n,
         count(*) over () as total from vehicle_fees)
     update gen set vehicle_id = v.vehicle_public_id, vehicle_fee = v.vehicle_charge_category_cost
     from fees v where v.n = gen.vehicle_pick % v.total`,
    `with rooms as (select f.public_id, coalesce((select min(p.mandatory_price) from facility_prices p
         where p.facility_public_id = f.public_id), 5000) as price,
         row_number() over (order by f.sort_order, f.public_id) - 1 as n,
         count(*) over () as total from facilities f)
     update gen set facility_id = r.public_id, facility_price = r.price
     from rooms r where gen.stays and r.n = gen.g % r.total`,
    `with trips as (select a.public_id, coalesce((select min(p.adult_price) from activity_prices p
         where p.activity_public_id = a.public_id), 1500) as price,
         row_number() over (order by a.sort_order, a.public_id) - 1 as n,
         count(*) over () as total from activities a)
     update gen set activity_id = t.public_id, activity_price = t.price
     from trips t where gen.activity and t.n = gen.g % t.total`,
    `insert into bookings (booking_ref_code, source, booking_status, booking_payment_status,
       currency, check_in, check_out, first_name, last_name, email, phone, country, city, terms,
       disclaimer, currency_buying_rate_at_time, currency_selling_rate_at_time, total_cost,
       amount_due, booking_payment_balance, guest_total, hold_expires_at, created_at, updated_at)
     select ref, case when g % 10 = 0 then 'gate' when g % 33 = 0 then 'staff' else 'public' end::booking_source,
       status::booking_status, case when paid then 'Paid' else 'Unpaid' end::booking_payment_status,
       currency, check_in, check_in + nights, 'Bench', 'Visitor ' || g, 'bench' || g || '@example.com',
       '+2547' || lpad((g % 100000000)::text, 8, '0'), case when usd then 'GB' else 'KE' end, 'Nanyuki',
       true, true, rate, rate, t.total, t.total, case when paid then 0 else t.total end, guests,
       case when status = 'held' then made + interval '30 minutes' end, made, made
     from gen, lateral (select ceil((fee * guests * (nights + 1) + vehicle_fee * (nights + 1)
         + coalesce(facility_price * greatest(nights, 1), 0) + coalesce(activity_price * guests, 0)) / rate)
       as total) t`,
    `update gen set id = b.id from bookings b where b.booking_ref_code = gen.ref`,
    `insert into booking_guests (booking_id, payment_public_id, payment_guests, amount)
     select id, fee_id, guests, ceil(fee * guests * (nights + 1) / rate) from gen`,
    `insert into booking_vehicles (booking_id, vehicle_public_id, vehicles, amount)
     select id, vehicle_id, 1, ceil(vehicle_fee * (nights + 1) / rate) from gen`,
    `insert into booking_facilities (booking_id, facility_public_id, start_date, end_date,
       units_held, holds_until, number_of_rooms, adults, amount)
     select id, facility_id, check_in, check_in + greatest(nights, 1), 1,
       case when status in ('confirmed', 'checked_in') then 'infinity'::timestamptz
         when status = 'held' then made + interval '30 minutes' end, 1, guests,
       ceil(facility_price * greatest(nights, 1) / rate)
     from gen where facility_id is not null`,
    `insert into booking_activities (booking_id, activity_public_id, date, adults, participants,
       holds_until, amount)
     select id, activity_id, check_in, guests, guests,
       case when status in ('confirmed', 'checked_in') then 'infinity'::timestamptz end,
       ceil(activity_price * guests / rate)
     from gen where activity_id is not null`,
    `insert into booking_events (booking_id, type, payload, actor, at)
     select id, 'created', '{}'::jsonb, 'public', made from gen
     union all
     select id, 'payment_received', '{"booking_payment_status": "Paid"}'::jsonb, 'system', paid_at
     from gen where paid`,
    `insert into bookings_paid (booking_id, paid_at) select id, paid_at from gen where paid`,
    `insert into payments (payable_kind, booking_id, method, status, amount, currency,
       credit_amount, payable_currency, provider_reference, created_at, settled_at)
     select 'booking', g.id, (array['mpesa', 'card', 'cash', 'bank'])[g.method_pick + 1]::payment_method,
       'paid', b.amount_due, g.currency, b.amount_due, g.currency, g.ref, g.made, g.paid_at
     from gen g join bookings b on b.id = g.id where g.paid`,
    `insert into payment_ledger (payment_id, provider, provider_reference, status, amount,
       currency, credited_amount, source, raw_payload, at)
     select p.id, p.method, p.provider_reference, 'paid', p.amount, p.currency, p.credit_amount,
       'callback', '{}'::jsonb, p.settled_at
     from payments p where p.provider_reference like 'RB%'`,
    // Every loaded payment is in its booking's currency: KES at the booking's selling rate.
    `insert into payment_days (day, provider, payable_kind, currency, payments, amount, amount_kes)
     select (l.at at time zone 'Africa/Nairobi')::date, l.provider, 'booking'::payable_kind, l.currency,
       count(*), sum(l.amount), sum(round(l.amount * b.currency_selling_rate_at_time, 2))
     from payment_ledger l join payments p on p.id = l.payment_id join bookings b on b.id = p.booking_id
     where l.status = 'paid' group by 1, 2, 3, 4`,
    `insert into check_ins (booking_id, gate_public_id, direction, device_time, forced,
       decision_status, decision_message)
     select id, 'gate-main', 'check_in', (check_in + time '09:00') at time zone 'Africa/Nairobi',
       false, 'valid', 'Valid ticket'
     from gen where status in ('checked_in', 'checked_out')`,
  ];
};

/** Loads `count` bookings and a year of payments at `now` into the database at `url`. */
export async function loadReportData(
  url: string,
  count: number,
  now: Date,
): Promise<ReportDataSummary> {
  const started = performance.now();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (const [table, trigger] of rowTriggers) {
      await sql.unsafe(`alter table ${table} disable trigger ${trigger}`);
    }
    // Indexes not behind a constraint: built once over the loaded rows, not row by row.
    const indexes = await sql<{ name: string; definition: string }[]>`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any(${bulkTables})
        and not exists (select 1 from pg_constraint c
          where c.conindid = (quote_ident(i.indexname))::regclass)`;
    for (const index of indexes) await sql.unsafe(`drop index "${index.name}"`);
    for (const statement of statements(count, now)) await sql.unsafe(statement);
    for (const index of indexes) await sql.unsafe(index.definition);
    // After the indexes: the revenue facts read each chunk's lines by booking id.
    await sql.unsafe('select rebuild_revenue_days()');
    await sql.unsafe('select rebuild_report_day_summaries()');
    for (const [table, trigger] of rowTriggers) {
      await sql.unsafe(`alter table ${table} enable trigger ${trigger}`);
    }
    const [summary] = await sql<Omit<ReportDataSummary, 'seconds'>[]>`
      select (select count(*)::int from bookings) as bookings,
        (select count(*)::int from bookings_paid) as paid_bookings,
        (select count(*)::int from payment_ledger) as ledger_rows,
        (select count(*)::int from booking_guests) as guest_lines`;
    await sql.unsafe('drop table gen');
    await sql.unsafe('vacuum analyze');
    return { ...summary!, seconds: (performance.now() - started) / 1000 };
  } finally {
    await sql.end();
  }
}
