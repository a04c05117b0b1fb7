CREATE TYPE "public"."expense_kind" AS ENUM('utlagg', 'mil', 'trakt');--> statement-breakpoint
CREATE TABLE "expense_lines" (
	"expense_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"pay_code" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2),
	CONSTRAINT "expense_lines_expense_id_position_pk" PRIMARY KEY("expense_id","position"),
	CONSTRAINT "expense_lines_positive" CHECK ("expense_lines"."quantity" > 0 AND "expense_lines"."unit_price" >= 0 AND "expense_lines"."amount" >= 0),
	CONSTRAINT "expense_lines_pay_code" CHECK ("expense_lines"."pay_code" IN ('UTLÄGG', 'MIL_FRI', 'MIL_SKT', 'INRHEL_FRI', 'INRHLV_FRI', 'INRNAT_FRI', 'MATRED_FRU', 'MATRED_LCH', 'MATRED_MID'))
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"kind" "expense_kind" NOT NULL,
	"date" date NOT NULL,
	"status" "report_status" DEFAULT 'submitted' NOT NULL,
	"return_reason" text,
	"project_id" uuid,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2),
	"receipt_image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"km" integer,
	"depart_at" text,
	"return_at" text,
	"overnight" boolean,
	"distance_over_50km" boolean,
	"lodging_paid" boolean,
	"meals" jsonb,
	"full_days" integer,
	"half_days" integer,
	"nights" integer,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_nonnegative" CHECK ("expenses"."amount" >= 0),
	CONSTRAINT "expenses_utlagg_fields" CHECK (("expenses"."kind" = 'utlagg') = ("expenses"."vat" IS NOT NULL) AND ("expenses"."vat" IS NULL OR ("expenses"."vat" >= 0 AND "expenses"."vat" <= "expenses"."amount" AND "expenses"."amount" > 0 AND cardinality("expenses"."receipt_image_urls") >= 1))),
	CONSTRAINT "expenses_mil_fields" CHECK (("expenses"."kind" = 'mil') = ("expenses"."km" IS NOT NULL) AND ("expenses"."km" IS NULL OR "expenses"."km" BETWEEN 1 AND 2000)),
	CONSTRAINT "expenses_trakt_fields" CHECK (("expenses"."kind" = 'trakt') = ("expenses"."depart_at" IS NOT NULL) AND ("expenses"."depart_at" IS NULL OR ("expenses"."return_at" > "expenses"."depart_at" AND "expenses"."overnight" AND "expenses"."distance_over_50km" AND "expenses"."lodging_paid" IS NOT NULL AND "expenses"."meals" IS NOT NULL AND "expenses"."full_days" >= 0 AND "expenses"."half_days" >= 0 AND "expenses"."nights" >= 0 AND left("expenses"."depart_at", 10) = "expenses"."date"::text))),
	CONSTRAINT "expenses_return_reason" CHECK ("expenses"."return_reason" IS NULL OR "expenses"."status" = 'draft')
);
--> statement-breakpoint
CREATE TABLE "payroll_export_pay_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"export_id" uuid NOT NULL,
	"worker_id" uuid,
	"employee_number" text NOT NULL,
	"full_name" text NOT NULL,
	"expense_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" "expense_kind" NOT NULL,
	"pay_code" text NOT NULL,
	"payroll_code" text NOT NULL,
	"date" date NOT NULL,
	"project_number" text,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2),
	"comment" text NOT NULL,
	CONSTRAINT "payroll_export_pay_lines_pay_code" CHECK ("payroll_export_pay_lines"."pay_code" IN ('UTLÄGG', 'MIL_FRI', 'MIL_SKT', 'INRHEL_FRI', 'INRHLV_FRI', 'INRNAT_FRI', 'MATRED_FRU', 'MATRED_LCH', 'MATRED_MID'))
);
--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD COLUMN "expense_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD COLUMN "expense_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_lines" ADD CONSTRAINT "expense_lines_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_export_pay_lines" ADD CONSTRAINT "payroll_export_pay_lines_export_id_payroll_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."payroll_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_export_pay_lines" ADD CONSTRAINT "payroll_export_pay_lines_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_worker_date_idx" ON "expenses" USING btree ("worker_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("date","status");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_worker_client_id_unique" ON "expenses" USING btree ("worker_id","client_id");--> statement-breakpoint
CREATE INDEX "payroll_export_pay_lines_export_idx" ON "payroll_export_pay_lines" USING btree ("export_id","employee_number","date","expense_id","position");