-- Insights (issue "Insights: consumption per meter and workload over time"): figures the
-- database computes, so no client downloads every reading, malfunction or provision.
-- Called through PostgREST RPC (GET or POST): every function only reads (stable), runs as
-- the caller (security invoker: the row-level security of the tables applies) and is
-- granted to authenticated only.
--
--   utility_consumption(p_utility_id, p_period)  consumption of one meter per calendar
--                                                month, quarter or year, per series
--   malfunctions_per_week()                       the last 12 ISO weeks: reported, open
--   due_per_month()                               the next 6 months: maintenance and
--                                                 inspections due
--
-- Every day is a calendar day in Europe/Amsterdam (docs/architecture.md, "Insights").

-- ---------------------------------------------------------------------------
-- utility_consumption
--
-- The readings of the meter in the order the reading rules use (reading_date, created_at,
-- id; 20261124000006_utility_readings.sql). A reading lower than the one before it starts
-- a new series: the database stores a lower reading only when the user confirmed it (a
-- meter replacement), so its drop is no negative consumption. Series are numbered 1, 2, …
-- in reading order. (A reading added later with an earlier date can also make a drop; it
-- is read the same way: nothing tells the two apart.)
--
-- Between two consecutive readings of a series, on Amsterdam days d1 and d2, the
-- difference is spread evenly over the days d1 .. d2 - 1 (the day of the first reading
-- counts, the day of the second does not): 300 from 20 January to 19 February is 30 days
-- of 10, so 12 days (120) in January and 18 days (180) in February. Two readings on the
-- same day: their difference counts for that one day.
--
-- One row per period (a calendar month, quarter or year) and series that has a covered day:
--   consumption  the spread amounts of the period, rounded to 3 decimals;
--   days         the days of the period that lie between two readings of the series
--                (a day is counted once, also with several readings on it);
--   needs_check  ('Controleren') the period's consumption per day is more than 3 times the
--                average per day of the series' OTHER periods, where that average is their
--                total consumption divided by their total covered days. A series with one
--                period, or whose other periods cover no day, is never flagged. Compared
--                before rounding. If the other periods used nothing, any use is flagged.
-- Ordered by period_start, series. Any other p_period is refused
-- (utility_consumption_period_check).
-- ---------------------------------------------------------------------------
create function public.utility_consumption(p_utility_id uuid, p_period text)
returns table (series integer, period_start date, consumption numeric, days integer, needs_check boolean)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  period_length interval := case p_period when 'month' then interval '1 month'
                                          when 'quarter' then interval '3 months'
                                          else interval '1 year' end;
begin
  if p_period is null or p_period not in ('month', 'quarter', 'year') then
    raise exception 'utility_consumption: period % violates check constraint "utility_consumption_period_check"',
                    coalesce(pg_catalog.quote_literal(p_period), 'null')
      using errcode = '23514', constraint = 'utility_consumption_period_check',
            detail = 'Kies een geldige periode voor het verbruik: maand, kwartaal of jaar.';
  end if;
  return query
  with reading as (
    select (r.reading_date at time zone 'Europe/Amsterdam')::date as day,
           replace(r.reading_value, ',', '.')::numeric as value,
           r.reading_date, r.created_at, r.id
      from public.utility_readings r
     where r.utility_id = p_utility_id
  ),
  step as (
    select rd.*,
           coalesce((rd.value < lag(rd.value) over w)::int, 0) as is_drop,
           lead(rd.day) over w as next_day,
           lead(rd.value) over w as next_value
      from reading rd
    window w as (order by rd.reading_date, rd.created_at, rd.id)
  ),
  numbered as (
    select s.*, 1 + (sum(s.is_drop) over (order by s.reading_date, s.created_at, s.id))::int as series_no,
           coalesce(s.next_value < s.value, false) as next_starts_series
      from step s
  ),
  -- From each reading to the next one of its series: the days [from_day, to_day).
  span as (
    select n.series_no, n.day as from_day, greatest(n.next_day, n.day + 1) as to_day,
           n.next_value - n.value as amount
      from numbered n
     where n.next_day is not null and not n.next_starts_series
  ),
  -- The days a span adds to those of the spans before it (spans of a series follow each
  -- other, so only a same-day span overlaps the next one).
  covering as (
    select sp.*,
           greatest(sp.from_day, coalesce(max(sp.to_day) over (partition by sp.series_no order by sp.from_day, sp.to_day
                                                           rows between unbounded preceding and 1 preceding), sp.from_day)) as new_from
      from span sp
  ),
  piece as (
    select c.series_no, p.start as p_start,
           c.amount * (least(c.to_day, p.stop) - greatest(c.from_day, p.start)) / (c.to_day - c.from_day) as amount,
           greatest(0, least(c.to_day, p.stop) - greatest(c.new_from, p.start)) as new_days
      from covering c
     cross join lateral (
       select g::date as start, (g + period_length)::date as stop
         from pg_catalog.generate_series(date_trunc(p_period, c.from_day::timestamp),
                                         date_trunc(p_period, (c.to_day - 1)::timestamp),
                                         period_length) g
     ) p
  ),
  per_period as (
    select pc.series_no, pc.p_start, sum(pc.amount) as amount, sum(pc.new_days)::int as covered
      from piece pc
     group by pc.series_no, pc.p_start
  ),
  with_rest as (
    select pp.*,
           sum(pp.amount) over (partition by pp.series_no) - pp.amount as rest_amount,
           sum(pp.covered) over (partition by pp.series_no) - pp.covered as rest_days
      from per_period pp
  )
  select wr.series_no, wr.p_start, round(wr.amount, 3), wr.covered,
         wr.rest_days > 0 and wr.covered > 0
           and wr.amount / wr.covered > 3 * (wr.rest_amount / wr.rest_days)
    from with_rest wr
   where wr.covered > 0
   order by wr.p_start, wr.series_no;
end;
$$;
comment on function public.utility_consumption(uuid, text) is
  'Verbruik van een meter per maand, kwartaal of jaar (p_period month, quarter, year), per reeks (een bevestigde lagere meterstand begint een nieuwe reeks). needs_check: meer dan 3x het gemiddelde per dag van de andere perioden van de reeks.';

-- ---------------------------------------------------------------------------
-- malfunctions_per_week: the last 12 ISO weeks (Monday to Sunday in Amsterdam), the current
-- week last; always 12 rows.
--   reported     malfunctions whose start (an Amsterdam day) lies in the week;
--   open_at_end  malfunctions started on or before the week's last day and not resolved
--                at the end of the week (Monday 00:00 after it, Amsterdam), or, for the
--                current week, not resolved now.
-- ---------------------------------------------------------------------------
create function public.malfunctions_per_week()
returns table (week_start date, reported integer, open_at_end integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with weeks as (
    select w::date as start,
           least((w + interval '7 days') at time zone 'Europe/Amsterdam', now()) as end_at
      from pg_catalog.generate_series(
             date_trunc('week', (now() at time zone 'Europe/Amsterdam')::date::timestamp) - interval '11 weeks',
             date_trunc('week', (now() at time zone 'Europe/Amsterdam')::date::timestamp),
             interval '1 week') w
  )
  select wk.start,
         (select count(*) from public.malfunctions m
           where m.started_at >= wk.start::timestamp at time zone 'Europe/Amsterdam'
             and m.started_at < (wk.start + 7)::timestamp at time zone 'Europe/Amsterdam')::int,
         (select count(*) from public.malfunctions m
           where m.started_at < (wk.start + 7)::timestamp at time zone 'Europe/Amsterdam'
             and (m.resolved_at is null or m.resolved_at > wk.end_at))::int
    from weeks wk
   order by wk.start;
$$;
comment on function public.malfunctions_per_week() is
  'De laatste 12 weken (maandag tot en met zondag, deze week als laatste): gemelde storingen en storingen die aan het eind van de week (nu, voor deze week) open waren.';

-- ---------------------------------------------------------------------------
-- due_per_month: the next 6 calendar months, the current one first; always 6 rows.
--   maintenance  technical provisions whose next_maintenance_date lies in the month;
--   inspections  provisions that require inspection whose next_inspection_date lies in the
--                month (requires_inspection as in the list of upcoming inspections; only such
--                a provision has an inspection date: technical_provisions_inspection_requires_flag).
-- Decision: the current month counts from today on. A date before today is overdue, not
-- due: counting it in "this month" would hide it among the planned work and make the
-- figure of this month mean something else than that of the next months (the lists of
-- upcoming maintenance and inspections start today as well). Overdue work is a figure of
-- its own, not part of this one.
-- ---------------------------------------------------------------------------
create function public.due_per_month()
returns table (month_start date, maintenance integer, inspections integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with today as (
    select (now() at time zone 'Europe/Amsterdam')::date as day
  ),
  months as (
    select m::date as start, greatest(m::date, t.day) as from_day, (m + interval '1 month')::date as stop
      from today t
     cross join pg_catalog.generate_series(date_trunc('month', t.day::timestamp),
                                           date_trunc('month', t.day::timestamp) + interval '5 months',
                                           interval '1 month') m
  )
  select mo.start,
         (select count(*) from public.technical_provisions p
           where p.next_maintenance_date >= mo.from_day and p.next_maintenance_date < mo.stop)::int,
         (select count(*) from public.technical_provisions p
           where p.requires_inspection
             and p.next_inspection_date >= mo.from_day and p.next_inspection_date < mo.stop)::int
    from months mo
   order by mo.start;
$$;
comment on function public.due_per_month() is
  'De komende 6 maanden (deze maand vanaf vandaag): technische voorzieningen met onderhoud en met keuring in die maand. Achterstallig telt niet mee.';

revoke execute on function public.utility_consumption(uuid, text), public.malfunctions_per_week(), public.due_per_month()
  from public, anon, service_role;
grant execute on function public.utility_consumption(uuid, text), public.malfunctions_per_week(), public.due_per_month()
  to authenticated;
