/**
 * The control view's exports (docs/product-rules.md §15, "Kontroll"): the CSV (the format of §9,
 * the list's rows) and the record of a PDF made in the browser, each written to the event log.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { LedgerEntry } from "../../shared/types";
import { controlDay, eventCounts, eventsOf, parseCsv, plus, VOID_REASON, type ControlDay } from "./helpers/control";
import { LEDGER_NOW, OTHER_COMPANIES, OUR_COMPANY, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";
import { chainBulkRows } from "../../bench/ledger-seed";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

type ErrorBody = { message: string; errors?: Record<string, string> };

/** The columns before the entry's: the site as it was that day and who keeps the ledger. */
const LEDGER_HEADER = [
  "Byggarbetsplats",
  "Skatteverkets ID",
  "Byggherre",
  "Byggherrens organisationsnummer",
  "Personalliggaren förs av",
  "Förande företagets organisationsnummer",
];

const ENTRY_HEADER = [
  "Datum",
  "Tid",
  "Händelse",
  "Namn",
  "Personnummer",
  "Företag",
  "Organisationsnummer",
  "Sätt",
  "Registrerad",
  "Registrerad av",
  "I efterhand",
  "Rättar",
  "Struken",
  "Ersatt",
  "Anledning",
];

const HEADER = [...LEDGER_HEADER, ...ENTRY_HEADER];

/** The CSV's rows, each split into the site's and keeper's cells and the entry's. */
function csvOf(text: string): { header: string[]; ledger: string[][]; rows: string[][] } {
  const [header = [], ...all] = parseCsv(text);
  return { header, ledger: all.map((r) => r.slice(0, LEDGER_HEADER.length)), rows: all.map((r) => r.slice(LEDGER_HEADER.length)) };
}

const csvPath = (day: ControlDay, query = "") => `/api/sites/${day.site.id}/ledger.csv${query}`;

describe("GET /api/sites/{id}/ledger.csv", () => {
  it("is UTF-8 with BOM, ';' and CRLF, a Swedish header and one row per entry, corrections and full identity numbers included", async () => {
    const day = await controlDay(app, clock);
    const { res, bytes, text } = await day.boss.client.download(csvPath(day));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="personalliggare_Kv_Kajen_\d+_2026-11-18\.csv"/);
    expect(disposition).toContain("filename*=UTF-8''personalliggare_");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.endsWith("\r\n")).toBe(true);

    const { header, ledger, rows } = csvOf(text);
    expect(header).toEqual(HEADER);
    // Every row says whose ledger it is: the site, its ID, the byggherre and the keeper, each with its org number.
    for (const cells of ledger) {
      expect(cells).toEqual([day.site.name, day.site.skvId, day.site.builderName, day.site.builderOrgNumber, OUR_COMPANY.name, OUR_COMPANY.orgNumber]);
    }
    // Yesterday's check-in stands beside the check-out added to it today; then today by time.
    expect(rows.map((r) => `${r[0]} ${r[1]} ${r[2]} ${r[3]}`)).toEqual([
      "2026-11-17 22:00:00 In Åsa Öberg",
      "2026-11-18 06:00:00 Ut Åsa Öberg",
      "2026-11-18 07:30:00 In Piotr Nowak",
      "2026-11-18 07:55:00 In Åsa Öberg",
      "2026-11-18 08:00:00 In Åsa Öberg",
      "2026-11-18 09:00:00 In Bo Ek",
      "2026-11-18 09:00:00 In Bo Ek",
      "2026-11-18 11:00:00 Ut Åsa Öberg",
    ]);
    const [night, added, piotr, fix, morning, bo, boVoid, out] = rows;
    const ours = [OUR_COMPANY.name, OUR_COMPANY.orgNumber];
    expect(night).toEqual([
      "2026-11-17",
      "22:00:00",
      "In",
      "Åsa Öberg",
      day.identityNumber,
      ...ours,
      "Själv",
      "2026-11-17 22:00:00",
      "Åsa Öberg",
      "Nej",
      "",
      "Nej",
      "Nej",
      "",
    ]);
    expect(added.slice(7)).toEqual([
      "Rättelse",
      "2026-11-18 12:01:00",
      "Per Platschef",
      "Ja",
      "2026-11-17 22:00:00",
      "Nej",
      "Nej",
      "Glömde checka ut efter nattskiftet",
    ]);
    expect(piotr.slice(3, 9)).toEqual([
      "Piotr Nowak",
      day.piotr.identityNumber,
      OTHER_COMPANIES.ror.name,
      OTHER_COMPANIES.ror.orgNumber,
      "Registrerad av annan",
      "2026-11-18 12:02:00",
    ]);
    expect(fix.slice(7)).toEqual([
      "Rättelse",
      "2026-11-18 12:03:00",
      expect.any(String),
      "Ja",
      "2026-11-18 08:00:00",
      "Nej",
      "Nej",
      "Kom fem minuter tidigare",
    ]);
    // Replaced by a new time: 'Ersatt'. Struck: the entry and the striking alike, as on screen.
    expect(morning.slice(10, 14)).toEqual(["Ja", "", "Nej", "Ja"]);
    expect(bo.slice(4, 5)).toEqual([day.boNumber]);
    expect(bo.slice(11, 14)).toEqual(["", "Ja", "Nej"]);
    expect(boVoid.slice(11)).toEqual(["2026-11-18 09:00:00", "Ja", "Nej", `'${VOID_REASON}`]);
    expect(out.slice(7, 11)).toEqual(["Själv", "2026-11-18 12:03:00", "Åsa Öberg", "Ja"]);
  });

  it("holds the list's rows in the list's order, for every filter", async () => {
    const day = await controlDay(app, clock);
    for (const query of [
      "",
      "?from=2026-11-17&to=2026-11-18",
      "?companyId=own",
      `?companyId=${day.companyId}`,
      "?q=%C3%B6berg",
      `?q=${day.boNumber}`,
      "?from=2026-11-16&to=2026-11-16",
    ]) {
      const list = await day.admin.client.get<LedgerEntry[]>(`/api/sites/${day.site.id}/ledger${query}`);
      const { rows } = csvOf((await day.admin.client.download(csvPath(day, query))).text);
      const fromList = list.body.map((e) => [
        e.person.fullName,
        e.person.identityNumber,
        e.kind === "in" ? "In" : "Ut",
        e.method === "correction" ? "Rättelse" : e.method === "self" ? "Själv" : "Registrerad av annan",
      ]);
      expect(
        rows.map((r) => [r[3], r[4], r[2], r[7]]),
        query,
      ).toEqual(fromList);
    }
  });

  it("an empty period is the header alone", async () => {
    const day = await controlDay(app, clock);
    const { res, text } = await day.admin.client.download(csvPath(day, "?from=2026-10-01&to=2026-10-31"));
    expect(res.status).toBe(200);
    expect(parseCsv(text)).toEqual([HEADER]);
    expect(res.headers.get("content-disposition")).toContain("_2026-10-01_2026-10-31.csv");
  });

  it("writes one 'export' row with the period, the company and whether a search was made, never what", async () => {
    const day = await controlDay(app, clock);
    const before = await eventCounts(app, day.site.id);
    expect((await day.boss.client.download(csvPath(day, `?from=2026-11-17&companyId=own&q=${day.identityNumber}`))).res.status).toBe(200);
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { export: 1 }));
    const [event] = await eventsOf(app, day.site.id, "export");
    expect(event).toMatchObject({ actorId: day.boss.user.id, entryId: null });
    expect(event.details).toEqual({ format: "csv", from: "2026-11-17", to: "2026-11-18", companyId: "own", search: true, rows: 5 });
    expect(JSON.stringify(event.details)).not.toContain(day.identityNumber.slice(9));
  });

  it("is for an admin and the site's platsansvarig: another worker 403 (404 on a site it cannot read), a customer 403", async () => {
    const day = await controlDay(app, clock);
    const before = await eventCounts(app, day.site.id);
    expect((await day.admin.client.download(csvPath(day))).res.status).toBe(200);
    expect((await day.boss.client.download(csvPath(day))).res.status).toBe(200);
    expect((await day.outsider.client.get(csvPath(day))).status).toBe(403);
    expect((await day.customer.client.get(csvPath(day))).status).toBe(403);
    expect((await app.client().get(csvPath(day))).status).toBe(401);
    expect((await day.admin.client.get(`/api/sites/${crypto.randomUUID()}/ledger.csv`)).status).toBe(404);
    const hidden = await readySite(day.admin.client);
    expect((await day.outsider.client.get(`/api/sites/${hidden.id}/ledger.csv`)).status).toBe(404);
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { export: 2 }));
  });

  it("refuses a bad period or company with the list's Swedish 400, and writes nothing", async () => {
    const day = await controlDay(app, clock);
    const before = await eventCounts(app, day.site.id);
    const cases: [string, string, string][] = [
      ["?from=2026-11-18&to=2026-11-17", "to", "Till-datum kan inte vara före från-datum"],
      ["?from=2025-11-17&to=2026-11-18", "to", "Välj en period på högst 366 dagar"],
      ["?from=2026-02-30", "from", "Ogiltigt datum"],
      ["?companyId=annat", "companyId", "Företaget finns inte på byggarbetsplatsen"],
      [`?companyId=${crypto.randomUUID()}`, "companyId", "Företaget finns inte på byggarbetsplatsen"],
    ];
    for (const [query, field, message] of cases) {
      const res = await day.admin.client.get<ErrorBody>(csvPath(day, query));
      expect(res.status, query).toBe(400);
      expect(res.body.errors?.[field], query).toBe(message);
    }
    expect(await eventCounts(app, day.site.id)).toEqual(before);
  });

  it("reads a long period batch by batch, in order, ties of the same second kept apart", async () => {
    const { admin } = await controlDay(app, clock);
    const site = await readySite(admin.client);
    // 2 500 entries straight into the table, seven at each instant of one day, told apart by the
    // microsecond they were recorded: a batch of 1 000 ends in the middle of such a group.
    await chainBulkRows(
      app.database.db,
      site.id,
      "ledger_entries",
      (into) => sql`
      INSERT INTO ${into} (site_id, user_id, person_name, identity_number, company_name, company_org_number, kind, occurred_at, recorded_at, recorded_by, method, chain_seq, hash)
      SELECT ${site.id}, ${admin.user.id}, 'Massa ' || lpad(n::text, 4, '0'), '19850412-3459', 'Bygg AB', '556123-4567', 'in',
        timestamptz '2026-11-10 06:00:00+01' + ((n / 7) * interval '1 minute'),
        timestamptz '2026-11-10 20:00:00+01' + ((n % 7) * interval '1 microsecond'), ${admin.user.id}, 'self', -n - 1, ''
      FROM generate_series(0, 2499) n`,
    );
    // The bulk load is the next links of the site's chain, as the server writes them.
    expect((await admin.client.get(`/api/sites/${site.id}/ledger/verify`)).body).toMatchObject({ ok: true, entries: 2500 });
    const { rows } = csvOf((await admin.client.download(`/api/sites/${site.id}/ledger.csv?from=2026-11-10&to=2026-11-10`)).text);
    expect(rows).toHaveLength(2500);
    expect(rows.map((r) => r[3])).toEqual(Array.from({ length: 2500 }, (_, n) => `Massa ${String(n).padStart(4, "0")}`));
    const [event] = await eventsOf(app, site.id, "export");
    expect(event.details).toMatchObject({ rows: 2500 });
  });
});

describe("POST /api/sites/{id}/ledger/exports", () => {
  it("records a PDF the browser made: 204 and one 'export' row", async () => {
    const day = await controlDay(app, clock);
    const before = await eventCounts(app, day.site.id);
    const res = await day.boss.client.post(`/api/sites/${day.site.id}/ledger/exports`, {
      format: "pdf",
      from: "2026-11-17",
      companyId: day.companyId,
      q: "nowak",
      rows: 1,
    });
    expect(res.status).toBe(204);
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { export: 1 }));
    const [event] = await eventsOf(app, day.site.id, "export");
    expect(event).toMatchObject({ actorId: day.boss.user.id });
    expect(event.details).toEqual({ format: "pdf", from: "2026-11-17", to: "2026-11-18", companyId: day.companyId, search: true, rows: 1 });
  });

  it("checks who before the body, then refuses a bad body in Swedish, writing nothing", async () => {
    const day = await controlDay(app, clock);
    const path = `/api/sites/${day.site.id}/ledger/exports`;
    const before = await eventCounts(app, day.site.id);
    expect((await day.outsider.client.post(path, { format: "csv" })).status).toBe(403);
    expect((await app.client().post(path, { format: "pdf", rows: 1 })).status).toBe(401);
    const cases: [unknown, string, string][] = [
      [{ rows: 3 }, "format", "Välj format"],
      [{ format: "csv", rows: 3 }, "format", "Välj format"],
      [{ format: "pdf", rows: -1 }, "rows", "Ogiltiga uppgifter"],
      [{ format: "pdf", rows: "3" }, "rows", "Ogiltiga uppgifter"],
      [{ format: "pdf", rows: 3, from: "2026-11-19", to: "2026-11-18" }, "to", "Till-datum kan inte vara före från-datum"],
      [{ format: "pdf", rows: 3, companyId: "annat" }, "companyId", "Företaget finns inte på byggarbetsplatsen"],
    ];
    for (const [body, field, message] of cases) {
      const res = await day.admin.client.post<ErrorBody>(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await day.admin.client.post(path, "[]", { raw: "not json", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect(await eventCounts(app, day.site.id)).toEqual(before);
  });
});
