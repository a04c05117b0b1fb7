CREATE TABLE "ledger_chains" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" text DEFAULT '' NOT NULL,
	"begins_seq" bigint DEFAULT 0 NOT NULL,
	"begins_hash" text DEFAULT '' NOT NULL,
	"purged_before" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_corrects_id_ledger_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "ledger_chains" ADD CONSTRAINT "ledger_chains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_corrects_id_ledger_entries_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_chain_unique" ON "ledger_entries" USING btree ("site_id","chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_events_chain_unique" ON "ledger_events" USING btree ("site_id","chain_seq");--> statement-breakpoint
-- The chain of the personalliggare (docs/product-rules.md §15, "Kedjan"). Each entry and event
-- of a site is a link: `hash` is the hex SHA-256 of the previous link's hash (the empty text
-- before the first) followed by the row's canonical form. The canonical form is written by the
-- server (server/sites/ledger-chain.ts) and, for the database's own check, by these functions:
-- the insert trigger below refuses a row whose hash the two do not agree on.
-- STABLE, as the functions they call, and not STRICT: PostgreSQL then inlines them into the
-- chain's check, which reads every row of a site (five times faster than calls).
CREATE FUNCTION "ledger_chain_time"(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_chain_hash"(prev text, body text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT encode(sha256(convert_to(prev || body, 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_entry_canonical"(e "ledger_entries") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT json_build_array('ledger_entries', e.chain_seq, e.id, e.site_id, e.user_id, e.person_id, e.person_name,
		e.identity_number, e.company_name, e.company_org_number, e.kind, ledger_chain_time(e.occurred_at),
		ledger_chain_time(e.recorded_at), e.recorded_by, e.method, e.late, e.corrects_id, e.supersedes, e.voids,
		e.reason, e.client_id)::text
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_event_canonical"(v "ledger_events") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT json_build_array('ledger_events', v.chain_seq, v.id, v.site_id, ledger_chain_time(v.at), v.actor_id,
		v.action, v.entry_id, v.details)::text
$$;--> statement-breakpoint
-- Rows there before the chain: one chain per site in the order they were written.
DO $$
DECLARE
	r record;
	site uuid;
	n bigint;
	prev text;
	body text;
BEGIN
	ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_append_only";
	ALTER TABLE "ledger_events" DISABLE TRIGGER "ledger_events_append_only";
	FOR r IN
		SELECT x.site_id, x.tbl, x.entry_id, x.event_id FROM (
			SELECT site_id, 1 AS tbl, id AS entry_id, NULL::bigint AS event_id, recorded_at AS t, id::text AS k FROM "ledger_entries"
			UNION ALL
			SELECT site_id, 2, NULL, id, "at", lpad(id::text, 20, '0') FROM "ledger_events"
		) x ORDER BY x.site_id, x.t, x.tbl, x.k
	LOOP
		IF site IS DISTINCT FROM r.site_id THEN
			IF site IS NOT NULL THEN
				INSERT INTO "ledger_chains" (site_id, seq, hash) VALUES (site, n, prev);
			END IF;
			site := r.site_id;
			n := 0;
			prev := '';
		END IF;
		n := n + 1;
		IF r.tbl = 1 THEN
			UPDATE "ledger_entries" e SET chain_seq = n WHERE e.id = r.entry_id RETURNING ledger_entry_canonical(e) INTO body;
			prev := ledger_chain_hash(prev, body);
			UPDATE "ledger_entries" SET hash = prev WHERE id = r.entry_id;
		ELSE
			UPDATE "ledger_events" v SET chain_seq = n WHERE v.id = r.event_id RETURNING ledger_event_canonical(v) INTO body;
			prev := ledger_chain_hash(prev, body);
			UPDATE "ledger_events" SET hash = prev WHERE id = r.event_id;
		END IF;
	END LOOP;
	IF site IS NOT NULL THEN
		INSERT INTO "ledger_chains" (site_id, seq, hash) VALUES (site, n, prev);
	END IF;
	ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_append_only";
	ALTER TABLE "ledger_events" ENABLE TRIGGER "ledger_events_append_only";
END $$;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "chain_seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_events" ALTER COLUMN "chain_seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_events" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
-- Whether the statement running now was started by the PL/pgSQL function `fn` (its name and
-- argument types as PostgreSQL writes them in an error's context). This is how the guards below
-- know the database's own functions from anything a session sends; see docs/product-rules.md
-- §15, "Kedjan", for what it keeps out and what it cannot.
CREATE FUNCTION "ledger_called_from"(fn text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	stack text;
BEGIN
	GET DIAGNOSTICS stack = PG_CONTEXT;
	RETURN stack ~ ('(^|\n)PL/pgSQL function ' || regexp_replace(fn, '([().,])', '\\\1', 'g') || ' line [0-9]+ at SQL statement(\n|$)');
END;
$$;--> statement-breakpoint
-- The next link of a site's chain: a row whose place or hash is not the one that follows the
-- chain's head is refused, and the head moves on to it. The head row is locked until the
-- transaction ends, so the links of one site are written one at a time.
CREATE FUNCTION "ledger_chain_advance"(p_site uuid, p_seq bigint, p_hash text, p_body text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	head "ledger_chains";
BEGIN
	INSERT INTO "ledger_chains" (site_id) VALUES (p_site) ON CONFLICT DO NOTHING;
	SELECT * INTO head FROM "ledger_chains" WHERE site_id = p_site FOR UPDATE;
	IF p_seq IS DISTINCT FROM head.seq + 1 OR p_hash IS DISTINCT FROM ledger_chain_hash(head.hash, p_body) THEN
		RAISE EXCEPTION 'personalliggarens kedja: raden är inte nästa länk i platsens kedja'
			USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	UPDATE "ledger_chains" SET seq = p_seq, hash = p_hash WHERE site_id = p_site;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_entries_link"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM ledger_chain_advance(NEW.site_id, NEW.chain_seq, NEW.hash, ledger_entry_canonical(NEW));
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_events_link"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM ledger_chain_advance(NEW.site_id, NEW.chain_seq, NEW.hash, ledger_event_canonical(NEW));
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_link" BEFORE INSERT ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_entries_link"();--> statement-breakpoint
CREATE TRIGGER "ledger_events_link" BEFORE INSERT ON "ledger_events"
	FOR EACH ROW EXECUTE FUNCTION "ledger_events_link"();--> statement-breakpoint
-- A chain's head changes only through ledger_chain_advance and ledger_purge.
CREATE FUNCTION "ledger_chains_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' AND (ledger_called_from('ledger_chain_advance(uuid,bigint,text,text)')
		OR ledger_called_from('ledger_purge(uuid,timestamp with time zone,integer)')) THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'personalliggarens kedja ändras bara av databasens egna funktioner: % på % nekas', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_chains_guard" BEFORE INSERT OR UPDATE OR DELETE ON "ledger_chains"
	FOR EACH ROW EXECUTE FUNCTION "ledger_chains_guard"();--> statement-breakpoint
CREATE TRIGGER "ledger_chains_no_truncate" BEFORE TRUNCATE ON "ledger_chains"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_truncate"();--> statement-breakpoint
-- The retention purge (docs/product-rules.md §15, Retention), the one way rows leave the chain:
-- it deletes whole links from the start of the site's chain, up to the first link that stays (a
-- row of `p_before` or later, or an original that a staying correction reaches), at most
-- `p_limit` rows a call, corrections before their originals; and it records where the kept
-- chain begins. Returns the entries and events it deleted; 0 and 0 when nothing is left to do.
CREATE FUNCTION "ledger_purge"(p_site uuid, p_before timestamptz, p_limit integer, OUT entries integer, OUT events integer)
LANGUAGE plpgsql AS $$
DECLARE
	head "ledger_chains";
	keep_from bigint;
	reach bigint;
	last_hash text;
BEGIN
	SELECT * INTO head FROM "ledger_chains" WHERE site_id = p_site FOR UPDATE;
	entries := 0;
	events := 0;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	SELECT least(
		(SELECT min(chain_seq) FROM "ledger_entries" WHERE site_id = p_site AND occurred_at >= p_before),
		(SELECT min(chain_seq) FROM "ledger_events" WHERE site_id = p_site AND "at" >= p_before),
		head.seq + 1) INTO keep_from;
	LOOP
		SELECT min(o.chain_seq) INTO reach FROM "ledger_entries" c JOIN "ledger_entries" o ON o.id = c.corrects_id
			WHERE c.site_id = p_site AND c.chain_seq >= keep_from AND o.chain_seq < keep_from;
		EXIT WHEN reach IS NULL;
		keep_from := reach;
	END LOOP;
	IF keep_from - 1 > head.begins_seq THEN
		-- The hash of the last link that goes. Should that link be missing (deleted behind the
		-- database's back), the last one there before it: the first kept link then still shows
		-- the break to the chain's check, and the purge of every other site goes on.
		SELECT x.hash INTO last_hash FROM (
			(SELECT chain_seq, hash FROM "ledger_entries" WHERE site_id = p_site AND chain_seq < keep_from ORDER BY chain_seq DESC LIMIT 1)
			UNION ALL
			(SELECT chain_seq, hash FROM "ledger_events" WHERE site_id = p_site AND chain_seq < keep_from ORDER BY chain_seq DESC LIMIT 1)) x
			ORDER BY x.chain_seq DESC LIMIT 1;
		last_hash := coalesce(last_hash, head.begins_hash);
		UPDATE "ledger_chains" SET begins_seq = keep_from - 1, begins_hash = last_hash, purged_before = p_before WHERE site_id = p_site;
		head.begins_seq := keep_from - 1;
	END IF;
	DELETE FROM "ledger_entries" WHERE id IN (
		SELECT id FROM "ledger_entries" WHERE site_id = p_site AND chain_seq <= head.begins_seq ORDER BY chain_seq DESC LIMIT p_limit);
	GET DIAGNOSTICS entries = ROW_COUNT;
	DELETE FROM "ledger_events" WHERE id IN (
		SELECT id FROM "ledger_events" WHERE site_id = p_site AND chain_seq <= head.begins_seq ORDER BY chain_seq DESC LIMIT p_limit);
	GET DIAGNOSTICS events = ROW_COUNT;
END;
$$;--> statement-breakpoint
-- Inspection links that stopped working before `p_before`, at most `p_limit` a call.
CREATE FUNCTION "ledger_purge_links"(p_before timestamptz, p_limit integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	n integer;
BEGIN
	DELETE FROM "inspection_links" WHERE id IN (SELECT id FROM "inspection_links" WHERE expires_at < p_before LIMIT p_limit);
	GET DIAGNOSTICS n = ROW_COUNT;
	RETURN n;
END;
$$;--> statement-breakpoint
-- Entries and events: DELETE only from inside ledger_purge; the setting tidrapport.ledger_purge
-- of migration 0014, which any session could set, no longer opens anything.
CREATE OR REPLACE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND ledger_called_from('ledger_purge(uuid,timestamp with time zone,integer)') THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'personalliggaren ändras aldrig: % på % nekas', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inspection_links_revoke_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF ledger_called_from('ledger_purge_links(timestamp with time zone,integer)') THEN
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
-- The audit trail is append-only like the ledger (docs/product-rules.md §15, "Kedjan"). The one
-- change let through is the foreign key's own: a deleted user's rows keep everything but the
-- user's id (ON DELETE SET NULL, fired from the key's trigger).
CREATE FUNCTION "audit_logs_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND OLD.user_id IS NOT NULL AND NEW.user_id IS NULL
		AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.entity_type = OLD.entity_type AND NEW.entity_id = OLD.entity_id
		AND NEW.changes IS NOT DISTINCT FROM OLD.changes AND NEW."timestamp" = OLD."timestamp" THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'granskningsloggen ändras aldrig: % på % nekas', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_logs_append_only" BEFORE UPDATE OR DELETE ON "audit_logs"
	FOR EACH ROW EXECUTE FUNCTION "audit_logs_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_logs_no_truncate" BEFORE TRUNCATE ON "audit_logs"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_truncate"();
