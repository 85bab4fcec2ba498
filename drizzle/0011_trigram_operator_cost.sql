-- The planner prices pg_trgm's similarity operators (`<%`, `%>`) like `=`, so on a big catalogue it
-- would rather compute them on every row than read the trigram indexes. At their true cost it
-- picks the indexes by itself, and search needs no `enable_seqscan off` (decision 083).
-- A role that does not own the extension's functions keeps the default: search stays right,
-- only slower on a big catalogue.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm''s functions belong to another role: their planner cost stays as it is';
END $$;
