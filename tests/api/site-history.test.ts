/**
 * A site's history (docs/product-rules.md §15, "A site's history"): a change of a site's name,
 * address, Skatteverket ID, byggherre or scope is one 'site-update' row of the event log with the
 * values before and after, and the control view, its CSV and the inspector's page show each day
 * the site as it was at that day's end.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { siteFactsOf, siteOn, type SiteFacts } from "../../shared/domain";
import type { ControlHeader, CreatedInspectionLink, InspectionView, LedgerEntry, LedgerLogEvent, Site } from "../../shared/types";
import { controlDay, eventCounts, eventsOf, parseCsv, plus } from "./helpers/control";
import type { TestClient } from "./helpers/http-client";
import { LEDGER_NOW, OTHER_COMPANIES, OUR_COMPANY, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

type ErrorBody = { message: string; errors?: Record<string, string> };

/** Thursday 19 November 2026, 10:00 in Stockholm: the day after the control day. */
const NEXT_DAY = new Date("2026-11-19T09:00:00Z");

const NEW_FACTS = {
  name: "Kv. Kajen etapp 2",
  skvId: "SKV-99999",
  builderName: "Brf Nya Kajen",
  builderOrgNumber: OTHER_COMPANIES.ror.orgNumber,
};

/** The CSV's first six cells of each row: the site, its ID, the byggherre and the keeper with org numbers; and each row's date. */
async function csvLedgerCells(client: TestClient, path: string): Promise<{ date: string; cells: string[] }[]> {
  const { res, text } = await client.download(path);
  expect(res.status).toBe(200);
  const [, ...rows] = parseCsv(text);
  return rows.map((r) => ({ date: r[6] ?? "", cells: r.slice(0, 6) }));
}

const cellsOf = (site: SiteFacts) => [
  site.name,
  site.skvId ?? "",
  site.builderName ?? "",
  site.builderOrgNumber ?? "",
  OUR_COMPANY.name,
  OUR_COMPANY.orgNumber,
];

/** The control day, then on the next day the admin renames the site and gives it a new ID and byggherre; Åsa checks in after. */
async function changedNextDay() {
  const day = await controlDay(app, clock);
  const before = siteFactsOf(day.site);
  clock.now = NEXT_DAY;
  const counts = await eventCounts(app, day.site.id);
  const patched = await day.admin.client.patch<Site>(`/api/sites/${day.site.id}`, NEW_FACTS);
  expect(patched.status).toBe(200);
  clock.advance(5);
  const entry = await day.worker.client.post<LedgerEntry>(`/api/sites/${day.site.id}/ledger`, { kind: "in" });
  expect(entry.status).toBe(201);
  return { day, before, after: siteFactsOf(patched.body), counts };
}

describe("PATCH /api/sites/{id}: the change in the event log", () => {
  it("writes one 'site-update' with each changed field before and after, by the admin, at the business clock", async () => {
    const { day, before, counts } = await changedNextDay();
    expect(await eventCounts(app, day.site.id)).toEqual(plus(counts, { "site-update": 1, entry: 1 }));
    const [event] = await eventsOf(app, day.site.id, "site-update");
    expect(event).toMatchObject({ actorId: day.admin.user.id, entryId: null, at: NEXT_DAY });
    expect(event?.details).toEqual({
      changes: {
        name: { before: before.name, after: NEW_FACTS.name },
        skvId: { before: before.skvId, after: NEW_FACTS.skvId },
        builderName: { before: before.builderName, after: NEW_FACTS.builderName },
        builderOrgNumber: { before: before.builderOrgNumber, after: NEW_FACTS.builderOrgNumber },
      },
    });
  });

  it("keeps a change of address and scope too, and an ID taken away as null", async () => {
    const day = await controlDay(app, clock);
    const res = await day.admin.client.patch<Site>(`/api/sites/${day.site.id}`, { address: "Kajgatan 1, Västerås", ledgerScope: "own", skvId: null });
    expect(res.status).toBe(200);
    const [event] = await eventsOf(app, day.site.id, "site-update");
    expect(event?.details).toEqual({
      changes: {
        address: { before: day.site.address, after: "Kajgatan 1, Västerås" },
        skvId: { before: day.site.skvId, after: null },
        ledgerScope: { before: "site", after: "own" },
      },
    });
  });

  it("writes nothing when no fact changes: the same values, only projects or platsansvariga, or a refused change", async () => {
    const day = await controlDay(app, clock);
    const counts = await eventCounts(app, day.site.id);
    const path = `/api/sites/${day.site.id}`;
    expect((await day.admin.client.patch(path, { name: day.site.name, skvId: day.site.skvId })).status).toBe(200);
    expect((await day.admin.client.patch(path, { projectIds: [day.project.id], responsibleIds: [day.boss.user.id] })).status).toBe(200);
    const bad = await day.admin.client.patch<ErrorBody>(path, { skvId: "SKV 1;2", name: "Nytt namn" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.skvId).toBe("Ange Skatteverkets ID med 1–20 bokstäver, siffror och '-'");
    const order = await day.admin.client.patch<ErrorBody>(path, { name: "Nytt namn", endDate: "2020-01-01" });
    expect(order.status).toBe(400);
    expect(await eventCounts(app, day.site.id)).toEqual(counts);
    expect((await day.admin.client.get<Site>(path)).body.name).toBe(day.site.name);
  });

  it("shows on the event log as 'Platsens uppgifter ändrade' with the changes", async () => {
    const { day, before } = await changedNextDay();
    const log = await day.admin.client.get<LedgerLogEvent[]>(`/api/sites/${day.site.id}/ledger/log`);
    expect(log.status).toBe(200);
    const change = log.body.find((e) => e.action === "site-update");
    expect(change).toMatchObject({
      actor: { id: day.admin.user.id },
      at: NEXT_DAY.toISOString(),
      details: { changes: { skvId: { before: before.skvId, after: NEW_FACTS.skvId } } },
    });
  });
});

describe("the control view shows each day the site as it was", () => {
  it("GET /control: the site now, and its history: the old facts up to the day before the change, the new from its day on", async () => {
    const { day, before, after } = await changedNextDay();
    const res = await day.boss.client.get<ControlHeader>(`/api/sites/${day.site.id}/control`);
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({ id: day.site.id, ...NEW_FACTS });
    expect(res.body.history).toEqual([
      { from: null, to: "2026-11-18", site: before },
      { from: "2026-11-19", to: null, site: after },
    ]);
    expect(siteOn(res.body.history, "2026-11-17")).toEqual(before);
    expect(siteOn(res.body.history, "2026-11-18")).toEqual(before);
    expect(siteOn(res.body.history, "2026-11-19")).toEqual(after);
  });

  it("the CSV: a past day's rows carry the old site, ID and byggherre, today's the new; the keeper on every row", async () => {
    const { day, before, after } = await changedNextDay();
    const rows = await csvLedgerCells(day.boss.client, `/api/sites/${day.site.id}/ledger.csv?from=2026-11-17&to=2026-11-19`);
    expect(rows.map((r) => r.date)).toEqual(["2026-11-17", ...Array<string>(7).fill("2026-11-18"), "2026-11-19"]);
    for (const row of rows) expect(row.cells, row.date).toEqual(cellsOf(row.date === "2026-11-19" ? after : before));
    const past = await csvLedgerCells(day.boss.client, `/api/sites/${day.site.id}/ledger.csv?from=2026-11-18&to=2026-11-18`);
    expect(past.length).toBeGreaterThan(0);
    for (const row of past) expect(row.cells).toEqual(cellsOf(before));
    const today = await csvLedgerCells(day.boss.client, `/api/sites/${day.site.id}/ledger.csv`);
    expect(today.map((r) => r.cells)).toEqual([cellsOf(after)]);
  });

  it("a day with two changes shows the last; the day before, the first one's 'before'", async () => {
    const day = await controlDay(app, clock);
    const path = `/api/sites/${day.site.id}`;
    clock.now = NEXT_DAY;
    expect((await day.admin.client.patch(path, { skvId: "SKV-1" })).status).toBe(200);
    clock.advance(60);
    expect((await day.admin.client.patch(path, { skvId: "SKV-2" })).status).toBe(200);
    clock.now = new Date("2026-11-21T09:00:00Z");
    expect((await day.admin.client.patch(path, { skvId: "SKV-3" })).status).toBe(200);
    const { history } = (await day.admin.client.get<ControlHeader>(`/api/sites/${day.site.id}/control`)).body;
    expect(history.map((v) => [v.from, v.to, v.site.skvId])).toEqual([
      [null, "2026-11-18", day.site.skvId],
      ["2026-11-19", "2026-11-20", "SKV-2"],
      ["2026-11-21", null, "SKV-3"],
    ]);
    const rows = await csvLedgerCells(day.admin.client, `/api/sites/${day.site.id}/ledger.csv?from=2026-11-18&to=2026-11-18`);
    for (const row of rows) expect(row.cells[1]).toBe(day.site.skvId);
  });

  it("a site that was samlad keeps its other companies in the control view after it became our own", async () => {
    const day = await controlDay(app, clock);
    clock.now = NEXT_DAY;
    expect((await day.admin.client.patch(`/api/sites/${day.site.id}`, { ledgerScope: "own" })).status).toBe(200);
    const { body } = await day.admin.client.get<ControlHeader>(`/api/sites/${day.site.id}/control`);
    expect(body.site.ledgerScope).toBe("own");
    expect(body.companies).toEqual([{ id: day.companyId, ...OTHER_COMPANIES.ror }]);
    expect(siteOn(body.history, "2026-11-18").ledgerScope).toBe("site");
  });
});

describe("the site's personalliggare shows each day the site as it was", () => {
  /** Each entry's date as written (UTC: no entry of these days lies near midnight) with the site name it carries. */
  const namesByDay = (entries: LedgerEntry[]) => entries.map((e) => [e.occurredAt.slice(0, 10), e.site.name]);

  it("GET /ledger of a past day names the old site on every entry, today's the new; a period each day its own", async () => {
    const { day, before, after } = await changedNextDay();
    const path = `/api/sites/${day.site.id}/ledger`;
    const past = await day.boss.client.get<LedgerEntry[]>(`${path}?from=2026-11-18&to=2026-11-18`);
    expect(past.status).toBe(200);
    expect(past.body.length).toBeGreaterThan(0);
    for (const entry of past.body) expect(entry.site).toEqual({ id: day.site.id, name: before.name });
    const today = await day.admin.client.get<LedgerEntry[]>(path);
    expect(today.body.map((e) => e.site.name)).toEqual([after.name]);
    const period = await day.admin.client.get<LedgerEntry[]>(`${path}?from=2026-11-17&to=2026-11-19`);
    expect(namesByDay(period.body)).toEqual([
      ["2026-11-17", before.name],
      ...Array.from({ length: 7 }, () => ["2026-11-18", before.name]),
      ["2026-11-19", after.name],
    ]);
    // The page's header: the day's facts from the same history the control view reads.
    const header = await day.boss.client.get<ControlHeader>(`/api/sites/${day.site.id}/control`);
    expect(siteOn(header.body.history, "2026-11-18")).toEqual(before);
  });
});

describe("the inspector's page shows each day the site as it was", () => {
  it("its header carries the history, and its CSV a past day's old facts and today's new", async () => {
    const { day, before, after } = await changedNextDay();
    const link = await day.boss.client.post<CreatedInspectionLink>(`/api/sites/${day.site.id}/inspection-links`, { hours: 2 });
    expect(link.status).toBe(201);
    const token = link.body.url.slice(link.body.url.lastIndexOf("/") + 1);
    const view = await app.client().get<InspectionView>(`/api/inspection/${token}`);
    expect(view.status).toBe(200);
    expect(view.body.site).toMatchObject(NEW_FACTS);
    expect(siteOn(view.body.history, "2026-11-18")).toEqual(before);
    expect(siteOn(view.body.history, "2026-11-19")).toEqual(after);
    const past = await csvLedgerCells(app.client(), `/api/inspection/${token}/ledger.csv?from=2026-11-18&to=2026-11-18`);
    expect(past.length).toBeGreaterThan(0);
    for (const row of past) expect(row.cells).toEqual(cellsOf(before));
    const today = await csvLedgerCells(app.client(), `/api/inspection/${token}/ledger.csv`);
    expect(today.map((r) => r.cells)).toEqual([cellsOf(after)]);
    const entries = await app.client().get<LedgerEntry[]>(`/api/inspection/${token}/ledger?from=2026-11-18&to=2026-11-19`);
    expect(entries.status).toBe(200);
    expect([...new Set(entries.body.map((e) => e.site.name))]).toEqual([before.name, after.name]);
  });
});
