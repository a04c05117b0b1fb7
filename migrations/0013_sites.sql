CREATE TABLE "site_responsibles" (
	"site_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "site_responsibles_pk" PRIMARY KEY("site_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"skv_id" text,
	"ledger_scope" text DEFAULT 'own' NOT NULL,
	"builder_name" text,
	"builder_org_number" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_dates_order" CHECK ("sites"."end_date" IS NULL OR "sites"."end_date" >= "sites"."start_date"),
	CONSTRAINT "sites_ledger_scope" CHECK ("sites"."ledger_scope" IN ('own', 'site'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "site_responsibles" ADD CONSTRAINT "site_responsibles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_responsibles" ADD CONSTRAINT "site_responsibles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_responsibles_user_idx" ON "site_responsibles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sites_name_idx" ON "sites" USING btree ("name");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_site_idx" ON "projects" USING btree ("site_id");