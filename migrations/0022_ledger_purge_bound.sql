-- The retention purge deletes only what is due by the database's own clock
-- (docs/product-rules.md §15, Retention and "Kedjan"): 1 January, 00:00 in Stockholm, two years
-- back. Before, ledger_purge deleted whatever lay before the instant it was handed, so any session
-- that could call it could empty a site's ledger with a date far ahead, and the chain still
-- checked whole from the new beginning it recorded. A later instant is taken as this one.
-- `pg_catalog.now()`, so that no function of a session's search path stands in for the clock.
CREATE FUNCTION "ledger_retention_cutoff"() RETURNS timestamptz LANGUAGE sql STABLE AS $$
	SELECT (date_trunc('year', pg_catalog.now() AT TIME ZONE 'Europe/Stockholm') - interval '2 years') AT TIME ZONE 'Europe/Stockholm'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_purge"(p_site uuid, p_before timestamptz, p_limit integer, OUT entries integer, OUT events integer)
LANGUAGE plpgsql AS $$
DECLARE
	head "ledger_chains";
	keep_from bigint;
	reach bigint;
	last_hash text;
BEGIN
	p_before := least(p_before, ledger_retention_cutoff());
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
CREATE OR REPLACE FUNCTION "ledger_purge_links"(p_before timestamptz, p_limit integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	n integer;
BEGIN
	DELETE FROM "inspection_links" WHERE id IN (
		SELECT id FROM "inspection_links" WHERE expires_at < least(p_before, ledger_retention_cutoff()) LIMIT p_limit);
	GET DIAGNOSTICS n = ROW_COUNT;
	RETURN n;
END;
$$;
