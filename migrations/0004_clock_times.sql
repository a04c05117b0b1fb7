ALTER TABLE "time_reports" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "break_minutes" integer;--> statement-breakpoint
ALTER TABLE "time_reports" ADD CONSTRAINT "time_reports_times_together" CHECK (("time_reports"."start_time" IS NULL) = ("time_reports"."end_time" IS NULL) AND ("time_reports"."start_time" IS NULL) = ("time_reports"."break_minutes" IS NULL));--> statement-breakpoint
ALTER TABLE "time_reports" ADD CONSTRAINT "time_reports_times_format" CHECK ("time_reports"."start_time" IS NULL OR ("time_reports"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "time_reports"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'));--> statement-breakpoint
ALTER TABLE "time_reports" ADD CONSTRAINT "time_reports_break_range" CHECK ("time_reports"."break_minutes" IS NULL OR "time_reports"."break_minutes" BETWEEN 0 AND 240);