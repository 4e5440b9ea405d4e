"""TRUNCATE is refused too, and the chain's head is recorded outside the audit table.

- A statement-level trigger refuses TRUNCATE on ``audit_auditevent`` (0002 refuses UPDATE and
  DELETE per row). Defence in depth: the app's runtime role has no TRUNCATE privilege and owns
  nothing (memoryhub/dbroles.py); the owner or a superuser can still disable triggers.
- ``audit_chainhead`` holds one row: the id and hash of the newest event. A trigger on every
  insert into the audit log writes it (SECURITY DEFINER, so the runtime role, which may only read
  it, never writes it itself); it refuses any other UPDATE, DELETE or TRUNCATE. ``verify_audit``
  compares the walked chain with it, so an emptied log, rows cut off the end, or a chain rewritten
  with recomputed hashes are caught without a hash kept elsewhere — unless whoever did it also
  rewrote this row (docs/privacy.md says what catches that).
- The row starts from the newest existing event, so a log written before this migration is kept
  as it is.
"""

from django.db import migrations

FORWARDS = r"""
CREATE TRIGGER audit_event_no_truncate BEFORE TRUNCATE ON audit_auditevent
    FOR EACH STATEMENT EXECUTE FUNCTION audit_event_append_only();

CREATE TABLE audit_chainhead (
    id smallint PRIMARY KEY CHECK (id = 1),
    last_event_id bigint NOT NULL,
    head_hash varchar(64) NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO audit_chainhead (id, last_event_id, head_hash)
    SELECT 1, id, hash FROM audit_auditevent ORDER BY id DESC LIMIT 1;

-- The schema is fixed in the function (not the caller's search_path, which could put a table of
-- the same name first).
DO $do$
BEGIN
    EXECUTE format($f$
        CREATE FUNCTION audit_chain_head_advance() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = %I, pg_temp AS $body$
        BEGIN
            INSERT INTO audit_chainhead AS head (id, last_event_id, head_hash, updated_at)
                VALUES (1, NEW.id, NEW.hash, now())
                ON CONFLICT (id) DO UPDATE
                SET last_event_id = EXCLUDED.last_event_id, head_hash = EXCLUDED.head_hash,
                    updated_at = EXCLUDED.updated_at
                WHERE head.last_event_id < EXCLUDED.last_event_id;
            RETURN NULL;
        END
        $body$
    $f$, current_schema());
END
$do$;
REVOKE ALL ON FUNCTION audit_chain_head_advance() FROM PUBLIC;

CREATE TRIGGER audit_event_chain_head AFTER INSERT ON audit_auditevent
    FOR EACH ROW EXECUTE FUNCTION audit_chain_head_advance();

CREATE FUNCTION audit_chain_head_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- the one writer: audit_chain_head_advance, a trigger itself (depth 2 here)
    IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_chainhead is written by the audit log''s trigger only (% refused)', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_chain_head_guard BEFORE UPDATE OR DELETE ON audit_chainhead
    FOR EACH ROW EXECUTE FUNCTION audit_chain_head_guard();
CREATE TRIGGER audit_chain_head_no_truncate BEFORE TRUNCATE ON audit_chainhead
    FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_head_guard();
"""

BACKWARDS = """
DROP TRIGGER IF EXISTS audit_event_chain_head ON audit_auditevent;
DROP TABLE IF EXISTS audit_chainhead;
DROP FUNCTION IF EXISTS audit_chain_head_advance();
DROP FUNCTION IF EXISTS audit_chain_head_guard();
DROP TRIGGER IF EXISTS audit_event_no_truncate ON audit_auditevent;
"""


class Migration(migrations.Migration):
    dependencies = [("audit", "0002_append_only")]

    operations = [migrations.RunSQL(sql=FORWARDS, reverse_sql=BACKWARDS)]
