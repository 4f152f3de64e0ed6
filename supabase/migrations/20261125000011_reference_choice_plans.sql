-- Reference choices (20261125000010_reference_choices.sql): plans that fit what was typed.
--
-- PostgREST sends every request as a prepared statement (`search ILIKE $1`); after five
-- executions Postgres may switch to one generic plan, made without the pattern. For a
-- search that plan is wrong half the time: made for a rare pattern it reads the whole
-- trigram index for '12' (the housing units of one building: 3 ms -> 55 ms at 100,000
-- units, tools/bench/reference-search.mjs); made for a common one it filters every row
-- for 'zzz'. A custom plan per request costs well under a millisecond of planning, and
-- the lists' searches (`or=(name.ilike.*…*)`) get plans that fit their pattern too.
--
-- PostgREST applies the settings of the role it switches to for each request (as
-- Supabase documents for statement_timeout) and reads them again on 'reload config'.
alter role authenticated set plan_cache_mode = force_custom_plan;
notify pgrst, 'reload config';
