ALTER TABLE "time_reports" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "time_reports_worker_client_id_unique" ON "time_reports" USING btree ("worker_id","client_id");