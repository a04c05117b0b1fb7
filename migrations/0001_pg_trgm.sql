-- Trigram operators for the report search (`q`): a trusted extension since PostgreSQL 13;
-- the embedded PGlite loads it as @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
