CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin (("project_number" || ' ' || "title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "time_reports_description_trgm_idx" ON "time_reports" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);