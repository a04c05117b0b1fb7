CREATE TABLE "project_leaders" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_leaders_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "project_leaders" ADD CONSTRAINT "project_leaders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_leaders" ADD CONSTRAINT "project_leaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_leaders_user_idx" ON "project_leaders" USING btree ("user_id","project_id");--> statement-breakpoint
ALTER TABLE "time_reports" ADD CONSTRAINT "time_reports_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_reports_awaiting_approval_idx" ON "time_reports" USING btree ("project_id","date") WHERE "time_reports"."status" = 'submitted' AND "time_reports"."approved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "expenses_awaiting_approval_idx" ON "expenses" USING btree ("project_id","date") WHERE "expenses"."status" = 'submitted' AND "expenses"."approved_at" IS NULL;--> statement-breakpoint
ALTER TABLE "time_reports" ADD CONSTRAINT "time_reports_approved_by_with_time" CHECK ("time_reports"."approved_by" IS NULL OR "time_reports"."approved_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "time_reports" ADD CONSTRAINT "time_reports_approved_status" CHECK ("time_reports"."approved_at" IS NULL OR "time_reports"."status" IN ('submitted', 'verified'));--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_approved_by_with_time" CHECK ("expenses"."approved_by" IS NULL OR "expenses"."approved_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_approved_status" CHECK ("expenses"."approved_at" IS NULL OR "expenses"."status" IN ('submitted', 'verified'));