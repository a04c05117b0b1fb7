CREATE TABLE "inspection_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
ALTER TABLE "inspection_links" ADD CONSTRAINT "inspection_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_links" ADD CONSTRAINT "inspection_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_links" ADD CONSTRAINT "inspection_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_links_token_unique" ON "inspection_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "inspection_links_site_idx" ON "inspection_links" USING btree ("site_id","expires_at");--> statement-breakpoint
-- An inspection link is made once and may only be revoked, once: revoked_at and revoked_by go
-- from empty to set and nothing else changes. Only the retention purge deletes links
-- (docs/product-rules.md §15), as it deletes entries.
CREATE FUNCTION "inspection_links_revoke_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF coalesce(current_setting('tidrapport.ledger_purge', true), '') = 'on' THEN
			RETURN OLD;
		END IF;
	ELSIF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL AND NEW.revoked_by IS NOT NULL
		AND NEW.id = OLD.id AND NEW.site_id = OLD.site_id AND NEW.token_hash = OLD.token_hash
		AND NEW.created_by = OLD.created_by AND NEW.created_at = OLD.created_at AND NEW.expires_at = OLD.expires_at THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'kontrollänken ändras inte: % på % nekas', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inspection_links_revoke_only" BEFORE UPDATE OR DELETE ON "inspection_links"
	FOR EACH ROW EXECUTE FUNCTION "inspection_links_revoke_only"();
