CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"user_id" uuid,
	"person_id" uuid,
	"person_name" text NOT NULL,
	"identity_number" text NOT NULL,
	"company_name" text NOT NULL,
	"company_org_number" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid NOT NULL,
	"method" text NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"corrects_id" uuid,
	"supersedes" boolean DEFAULT false NOT NULL,
	"voids" boolean DEFAULT false NOT NULL,
	"reason" text,
	"client_id" text,
	CONSTRAINT "ledger_entries_one_person" CHECK (("ledger_entries"."user_id" IS NULL) <> ("ledger_entries"."person_id" IS NULL)),
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" IN ('in', 'out')),
	CONSTRAINT "ledger_entries_method" CHECK ("ledger_entries"."method" IN ('self', 'registered', 'correction')),
	CONSTRAINT "ledger_entries_correction" CHECK (("ledger_entries"."method" = 'correction') = ("ledger_entries"."corrects_id" IS NOT NULL) AND ("ledger_entries"."method" = 'correction') = ("ledger_entries"."reason" IS NOT NULL) AND ("ledger_entries"."method" = 'correction' OR NOT ("ledger_entries"."supersedes" OR "ledger_entries"."voids")))
);
--> statement-breakpoint
CREATE TABLE "ledger_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entry_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"org_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"identity_number" text NOT NULL,
	"id06_card_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_person_id_site_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."site_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_corrects_id_ledger_entries_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_companies" ADD CONSTRAINT "site_companies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_people" ADD CONSTRAINT "site_people_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_people" ADD CONSTRAINT "site_people_company_id_site_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."site_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_site_time_idx" ON "ledger_entries" USING btree ("site_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_time_idx" ON "ledger_entries" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_person_time_idx" ON "ledger_entries" USING btree ("person_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_corrects_idx" ON "ledger_entries" USING btree ("corrects_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_superseded_once" ON "ledger_entries" USING btree ("corrects_id") WHERE "ledger_entries"."supersedes";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_client_unique" ON "ledger_entries" USING btree ("recorded_by","client_id");--> statement-breakpoint
CREATE INDEX "ledger_events_site_at_idx" ON "ledger_events" USING btree ("site_id","at");--> statement-breakpoint
CREATE INDEX "ledger_events_at_idx" ON "ledger_events" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_companies_org_unique" ON "site_companies" USING btree ("site_id","org_number");--> statement-breakpoint
CREATE UNIQUE INDEX "site_people_identity_unique" ON "site_people" USING btree ("site_id","identity_number");--> statement-breakpoint
CREATE INDEX "site_people_company_idx" ON "site_people" USING btree ("company_id");--> statement-breakpoint
-- The personalliggare is a record the law makes the company keep (docs/product-rules.md §15):
-- entries and their event log are never changed or deleted. Only the retention purge deletes,
-- inside a transaction that has set tidrapport.ledger_purge to 'on' with SET LOCAL.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND coalesce(current_setting('tidrapport.ledger_purge', true), '') = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'personalliggaren ändras aldrig: % på % nekas', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_events_append_only" BEFORE UPDATE OR DELETE ON "ledger_events"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE FUNCTION "ledger_refuse_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'personalliggaren ändras aldrig: TRUNCATE på % nekas', TG_TABLE_NAME
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_truncate"();--> statement-breakpoint
CREATE TRIGGER "ledger_events_no_truncate" BEFORE TRUNCATE ON "ledger_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_truncate"();
