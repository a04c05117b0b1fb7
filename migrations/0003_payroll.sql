CREATE TYPE "public"."time_code" AS ENUM('ARB', 'ÖT1', 'ÖT2', 'RE1', 'SJK', 'SEM', 'VAB', 'FPE', 'TJL');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "payroll_export_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"export_id" uuid NOT NULL,
	"worker_id" uuid,
	"employee_number" text NOT NULL,
	"full_name" text NOT NULL,
	"time_code" time_code NOT NULL,
	"payroll_code" text NOT NULL,
	"date" date NOT NULL,
	"project_number" text,
	"hours" numeric(6, 2) NOT NULL,
	"report_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"report_count" integer NOT NULL,
	"total_hours" numeric(12, 2) NOT NULL,
	"company_name" text NOT NULL,
	"org_number" text NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" uuid,
	"reopen_reason" text,
	CONSTRAINT "payroll_exports_dates_order" CHECK ("payroll_exports"."start_date" <= "payroll_exports"."end_date")
);
--> statement-breakpoint
ALTER TABLE "time_reports" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "time_code" time_code DEFAULT 'ARB' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employee_number" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_export_lines" ADD CONSTRAINT "payroll_export_lines_export_id_payroll_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."payroll_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_export_lines" ADD CONSTRAINT "payroll_export_lines_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_export_lines_export_idx" ON "payroll_export_lines" USING btree ("export_id","employee_number","date");--> statement-breakpoint
CREATE INDEX "payroll_exports_period_idx" ON "payroll_exports" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_employee_number_unique" ON "users" USING btree ("employee_number");--> statement-breakpoint
ALTER TABLE "time_reports" ADD CONSTRAINT "time_reports_project_by_code" CHECK (("time_reports"."project_id" IS NULL) = ("time_reports"."time_code" IN ('SJK', 'SEM', 'VAB', 'FPE', 'TJL')));--> statement-breakpoint
-- Locked pay periods never overlap; a reopened period frees its dates (kept by hand: drizzle-kit has no EXCLUDE).
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_no_overlap" EXCLUDE USING gist (daterange("start_date", "end_date", '[]') WITH &&) WHERE ("reopened_at" IS NULL);
