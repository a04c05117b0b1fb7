/**
 * Our company's name or org number stored in a form that cannot be read (docs/product-rules.md
 * §10, §15): the control view, its CSV and the inspector's page are never refused for it, and
 * never show the keeper blank in silence — the answer names the setting, and the record writes
 * the line saying it cannot be read where the value would stand.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ControlHeader, CreatedInspectionLink, InspectionView } from "../../shared/types";
import { controlDay, parseCsv } from "./helpers/control";
import { LEDGER_NOW, OUR_COMPANY, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

const NAME_UNREADABLE = "Företagets namn kan inte läsas ur inställningarna";
const ORG_UNREADABLE = "Företagets organisationsnummer kan inte läsas ur inställningarna";

/** Writes straight to the stored document, as an older version or a hand in the database would have left it. */
async function storeSetting(path: string, json: unknown): Promise<void> {
  await app.database.db.execute(
    sql`UPDATE app_settings SET value = jsonb_set(value, ${`{${path}}`}::text[], ${JSON.stringify(json)}::jsonb) WHERE key = 'payroll'`,
  );
}

/** The keeper's two cells of each CSV row: 'Personalliggaren förs av' and its org number. */
const keeperCells = (text: string) => {
  const [header = [], ...rows] = parseCsv(text);
  const name = header.indexOf("Personalliggaren förs av");
  return rows.map((row) => [row[name], row[name + 1]]);
};

describe("the keeper's settings that cannot be read, in the ledger's record", () => {
  it("names our company while the settings read", async () => {
    const day = await controlDay(app, clock);
    const header = await day.boss.client.get<ControlHeader>(`/api/sites/${day.site.id}/control`);
    expect(header.body.ourCompany).toEqual({ ...OUR_COMPANY, unreadable: [] });
    const csv = await day.boss.client.download(`/api/sites/${day.site.id}/ledger.csv?from=2026-11-17`);
    expect(new Set(keeperCells(csv.text).map((cells) => cells.join("|")))).toEqual(new Set([`${OUR_COMPANY.name}|${OUR_COMPANY.orgNumber}`]));
  });

  it("still gives the control view and its CSV with an unreadable company name, saying so in its place", async () => {
    const day = await controlDay(app, clock);
    await storeSetting("companyName", { text: "Bygg AB" });

    const header = await day.boss.client.get<ControlHeader>(`/api/sites/${day.site.id}/control`);
    expect(header.status, header.text).toBe(200);
    expect(header.body.ourCompany).toEqual({ name: "", orgNumber: OUR_COMPANY.orgNumber, unreadable: ["companyName"] });

    const csv = await day.admin.client.download(`/api/sites/${day.site.id}/ledger.csv?from=2026-11-17`);
    expect(csv.res.status).toBe(200);
    const cells = keeperCells(csv.text);
    expect(cells.length).toBeGreaterThan(0);
    for (const row of cells) expect(row).toEqual([NAME_UNREADABLE, OUR_COMPANY.orgNumber]);
  });

  it("says which when both cannot be read, on the inspector's page and its CSV too", async () => {
    const day = await controlDay(app, clock);
    const link = await day.boss.client.post<CreatedInspectionLink>(`/api/sites/${day.site.id}/inspection-links`, { hours: 2 });
    expect(link.status, link.text).toBe(201);
    const token = link.body.url.slice(link.body.url.lastIndexOf("/") + 1);
    await storeSetting("companyName", 42);
    await storeSetting("orgNumber", ["556123-4567"]);

    const view = await app.client().get<InspectionView>(`/api/inspection/${token}`);
    expect(view.status, view.text).toBe(200);
    expect(view.body.ourCompany).toEqual({ name: "", orgNumber: "", unreadable: ["companyName", "orgNumber"] });

    const csv = await app.client().download(`/api/inspection/${token}/ledger.csv?from=2026-11-17`);
    expect(csv.res.status).toBe(200);
    const cells = keeperCells(csv.text);
    expect(cells.length).toBeGreaterThan(0);
    for (const row of cells) expect(row).toEqual([NAME_UNREADABLE, ORG_UNREADABLE]);
  });
});
