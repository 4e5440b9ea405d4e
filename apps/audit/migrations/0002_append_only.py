"""The audit table is append-only, enforced by PostgreSQL itself: UPDATE and DELETE raise.

TRUNCATE is left to the table owner (test runs flush tables with it; production should run the
app as a role without TRUNCATE). A raw connection that drops the trigger can still change rows;
the hash chain makes that detectable (``manage.py verify_audit``), and deletion receipts carry
the chain head so that a truncated log is detectable too.
"""

from django.db import migrations

FORWARDS = """
CREATE OR REPLACE FUNCTION audit_event_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'audit_auditevent is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER audit_event_no_update BEFORE UPDATE OR DELETE ON audit_auditevent
    FOR EACH ROW EXECUTE FUNCTION audit_event_append_only();
"""

BACKWARDS = """
DROP TRIGGER IF EXISTS audit_event_no_update ON audit_auditevent;
DROP FUNCTION IF EXISTS audit_event_append_only();
"""


class Migration(migrations.Migration):
    dependencies = [("audit", "0001_initial")]

    operations = [migrations.RunSQL(sql=FORWARDS, reverse_sql=BACKWARDS)]
