CREATE TABLE "project_hours" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"hours" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
DROP INDEX "time_reports_worker_date_idx";--> statement-breakpoint
DROP INDEX "time_reports_project_date_idx";--> statement-breakpoint
DROP INDEX "time_reports_status_date_idx";--> statement-breakpoint
ALTER TABLE "project_hours" ADD CONSTRAINT "project_hours_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_reports_list_idx" ON "time_reports" USING btree ("date","created_at","id");--> statement-breakpoint
CREATE INDEX "time_reports_worker_list_idx" ON "time_reports" USING btree ("worker_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "time_reports_project_list_idx" ON "time_reports" USING btree ("project_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "time_reports_status_list_idx" ON "time_reports" USING btree ("status","date","created_at","id");--> statement-breakpoint
CREATE INDEX "time_reports_time_code_list_idx" ON "time_reports" USING btree ("time_code","date","created_at","id");--> statement-breakpoint
CREATE INDEX "time_reports_submitted_worker_idx" ON "time_reports" USING btree ("worker_id") WHERE "time_reports"."status" = 'submitted';--> statement-breakpoint
-- Hours per project, every status counted (as the project list has always summed them), kept
-- by triggers on time_reports inside the writing transaction (drizzle-kit has no triggers).
-- Inserts and deletes are summed per statement, so a bulk insert adds one amount per project;
-- rows are upserted in project_id order, so concurrent writers lock them in the same order.
CREATE FUNCTION "project_hours_apply_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_hours AS ph (project_id, hours)
    SELECT project_id, sum(hours) * CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END
    FROM changed_rows
    WHERE project_id IS NOT NULL
    GROUP BY project_id
    ORDER BY project_id
  ON CONFLICT (project_id) DO UPDATE SET hours = ph.hours + excluded.hours;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A report whose hours or project change moves its hours: off the old project, onto the new.
CREATE FUNCTION "project_hours_apply_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_hours AS ph (project_id, hours)
    SELECT change.project_id, sum(change.hours)
    FROM (VALUES (OLD.project_id, -OLD.hours), (NEW.project_id, NEW.hours)) AS change (project_id, hours)
    WHERE change.project_id IS NOT NULL
    GROUP BY change.project_id
    ORDER BY change.project_id
  ON CONFLICT (project_id) DO UPDATE SET hours = ph.hours + excluded.hours;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "project_hours_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM project_hours;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "time_reports_project_hours_insert" AFTER INSERT ON "time_reports"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "project_hours_apply_statement"();--> statement-breakpoint
CREATE TRIGGER "time_reports_project_hours_delete" AFTER DELETE ON "time_reports"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "project_hours_apply_statement"();--> statement-breakpoint
CREATE TRIGGER "time_reports_project_hours_update" AFTER UPDATE OF "hours", "project_id" ON "time_reports" FOR EACH ROW
  WHEN (OLD.hours IS DISTINCT FROM NEW.hours OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION "project_hours_apply_update"();--> statement-breakpoint
CREATE TRIGGER "time_reports_project_hours_truncate" AFTER TRUNCATE ON "time_reports"
  FOR EACH STATEMENT EXECUTE FUNCTION "project_hours_clear"();--> statement-breakpoint
-- Recomputes every project's hours from the reports, e.g. after a bulk load with triggers off.
-- The SHARE lock holds report writes back until the new figures are stored.
CREATE FUNCTION "rebuild_project_hours"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE time_reports IN SHARE MODE;
  DELETE FROM project_hours;
  INSERT INTO project_hours (project_id, hours)
    SELECT project_id, sum(hours) FROM time_reports WHERE project_id IS NOT NULL GROUP BY project_id;
END;
$$;--> statement-breakpoint
SELECT "rebuild_project_hours"();
