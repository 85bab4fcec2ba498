-- Trigram search (typo-tolerant product search). pg_trgm is a trusted extension
-- since PostgreSQL 13, so the database owner may create it; PGlite loads it as a contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
