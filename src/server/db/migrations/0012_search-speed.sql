-- Search in one statement, and a search vector read without a second fetch (decision 0032).
--
-- What the user typed becomes a prefix query here, not in a round trip of its
-- own: each lexeme of the 'simple' parser, quoted (quotes and backslashes
-- escaped), with ':*', all required ('&'). NULL when nothing in it is a word.
-- Immutable (its configuration is named, not taken from the session), so the
-- planner computes it once from the request's value and weighs how common the
-- words are, as it did with the query built beforehand.
CREATE FUNCTION "prefix_tsquery"(text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    select to_tsquery('simple', string_agg('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':*', ' & '))
    from unnest(to_tsvector('simple', $1))
  $$;--> statement-breakpoint
-- A search walks the user's documents newest first and tests each one's
-- vector: kept in the row (MAIN) rather than in the TOAST table, that test
-- reads one page instead of five. The content moves out of the row instead
-- (only a document's own page reads it). Existing rows are written again so
-- that they are stored the new way.
ALTER TABLE "documents" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "documents" SET "title" = "title";
