-- Dates are never read month-first (issue #27). PostgreSQL's default DateStyle is
-- 'ISO, MDY': a date sent as '01-02-2020' or '1/2/2020' was stored as 2 January, where
-- a Dutch reader means 1 February. The API roles read day-first now: 'ISO, DMY'.
--
-- What the API accepts for a date or timestamp (docs/architecture.md, "Value rules"):
--   ISO 8601, year first: '2020-02-01', '2020-02-01T10:30:00Z', '2020-02-01 10:30+01'
--     (what the apps send);
--   day-first numeric dates: '01-02-2020', '1/2/2020', '01.02.2020' (1 February 2020);
--     a first number above 12 is a day ('13-01-2020'), a second one above 12 is refused
--     ('01-13-2020': there is no 13th month), 22008 -> 'Een ingevulde datum of tijd is
--     ongeldig.'.
-- Output stays ISO (the 'ISO' half; PostgREST's JSON is ISO 8601 whatever the style).
--
-- PostgREST (>= 11.1, the local stack runs 12) applies a role's settings when it switches
-- to that role for a request ("impersonated role settings"), locally and on a hosted
-- Supabase project alike; functions called through the API (save_malfunction,
-- add_utility_reading, ...) run in that transaction and read their text dates the same
-- way. The database owner (migrations, seed) keeps the server default: it writes ISO.
alter role anon set datestyle = 'ISO, DMY';
alter role authenticated set datestyle = 'ISO, DMY';
alter role service_role set datestyle = 'ISO, DMY';

-- A running PostgREST reads role settings with its configuration.
notify pgrst, 'reload config';
