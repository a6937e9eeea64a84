-- Announces every change that can alter what an API key authenticates as: the key's own
-- columns (revocation, scopes, mode, tenant, hash), its removal, and its tenant's tier or
-- removal. The service's in-process principal cache (embedded PGlite only) listens on this
-- channel and is emptied before the changing statement returns, so a revoked key is refused
-- at once, also when the change is made with plain SQL.
CREATE OR REPLACE FUNCTION recepcja_auth_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('recepcja_auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER api_keys_auth_changed
  AFTER UPDATE OF key_hash, tenant_id, mode, scopes, revoked_at OR DELETE OR TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION recepcja_auth_changed();
--> statement-breakpoint
CREATE TRIGGER tenants_auth_changed
  AFTER UPDATE OF tier OR DELETE OR TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION recepcja_auth_changed();
