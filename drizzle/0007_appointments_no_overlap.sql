-- Two non-cancelled appointments of one tenant and department never overlap (half-open
-- ranges, so back-to-back bookings are fine). A null department is the tenant's general
-- calendar: it is mapped to a sentinel uuid so that the equality operator applies to it.
-- Needs btree_gist (migration 0000) for the `=` operators on uuid in a GiST index.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
	"tenant_id" WITH =,
	(coalesce("department_id", '00000000-0000-0000-0000-000000000000'::uuid)) WITH =,
	tstzrange("start_time", "end_time", '[)') WITH &&
) WHERE ("status" <> 'cancelled');
