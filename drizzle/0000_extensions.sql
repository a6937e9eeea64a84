-- Extensions every later migration may rely on. All three are "trusted" in PostgreSQL 13+
-- (a database owner may create them) and ship with PGlite as contrib modules.
CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
