import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { addDays, todayIn } from "../../shared/dates";
import { wallDateTime } from "../../shared/wall-clock";
import type { LedgerEntry, LedgerLogEvent, Site } from "../../shared/types";
import { clientAddressHeaders, expect, picture, test, uniqueSuffix } from "./support/fixtures";
import { adminContext, ensureOurCompany, ledgerWorker, PHONE, type LedgerWorker } from "./support/ledger";

/**
 * docs/product-rules.md §15 "Kontroll" at an unannounced visit: the platsansvarig opens
 * 'Kontroll' from the dashboard's Personalliggare card on the phone, shows the site, who is on
 * it and the day's entries, and hands Skatteverket's inspector a link (its address and QR code).
 * The inspector's own phone, with no account and no cookie, reads the same people and entries
 * and downloads them as CSV and PDF until the platsansvarig revokes the link; the admin's event
 * log holds the link's making, use and revocation.
 *
 * After midnight: the view opens on today, and entries made a moment before midnight belong to
 * yesterday; the journey then widens the period to their day, as an inspector would
 * (`coverDay`), and the site starts yesterday so that it is active on both days.
 */

const SHOTS = "/tmp/shots-ledger-inspection";

/** An instant as the control view and its CSV write it in Stockholm: ÅÅÅÅ-MM-DD and TT:MM:SS. */
function stockholm(iso: string): { date: string; time: string } {
  const [date = "", time = ""] = wallDateTime(new Date(iso)).split(" ");
  return { date, time };
}

/** The control view's lists on a phone: who is on site now, and the entries as cards. */
const presentList = (page: Page) => page.getByRole("list", { name: "På plats nu" });
const entryCards = (page: Page) => page.getByRole("list", { name: /^Personalliggare \d{4}-\d\d-\d\d/ });

/** A fact of the control view's header by its label ('Skatteverkets ID'). */
const fact = (page: Page, label: string) => page.locator(`div:has(> dt:text-is("${label}")) > dd`);

/** The view opens on today; entries of an earlier day (made just before midnight) are brought in by 'Från'. */
async function coverDay(page: Page, day: string): Promise<void> {
  const from = page.getByLabel("Från", { exact: true });
  if ((await from.inputValue()) > day) await from.fill(day);
}

/** Who is on site and each entry, as the person and the entry are shown: name, full identity number and time. */
async function expectPeopleAndEntries(page: Page, people: LedgerWorker[], entries: LedgerEntry[]): Promise<void> {
  await expect(presentList(page).getByRole("listitem")).toHaveCount(people.length);
  for (const [i, person] of people.entries()) {
    const item = presentList(page).getByRole("listitem").filter({ hasText: person.fullName });
    const since = stockholm(entries[i]?.occurredAt ?? "");
    await expect(item).toContainText(person.identityNumber);
    await expect(item).toContainText(`sedan ${since.date} ${since.time}`);
  }
  await expect(entryCards(page).getByRole("listitem")).toHaveCount(entries.length);
  for (const entry of entries) {
    const { date, time } = stockholm(entry.occurredAt);
    const card = entryCards(page).getByRole("listitem").filter({ hasText: entry.person.fullName });
    await expect(card).toContainText(`${time} ${date} In`);
    const person = people.find((p) => p.fullName === entry.person.fullName);
    await expect(card).toContainText(person?.identityNumber ?? "?");
  }
}

/** What a list shows, item by item: two screens showing the same list show the same texts. */
const texts = (list: Locator) => list.getByRole("listitem").allInnerTexts();

test(
  "the platsansvarig holds out 'Kontroll' on the phone and hands the inspector a link that works until revoked",
  { tag: "@phone-only" },
  async ({ page, browser, request, baseURL, adminApi }) => {
    const origin = baseURL ?? "";

    // Set-up by the admin: a ready site, its project open to our three workers only, Per its platsansvarig.
    // Per is signed in on the phone (page), Åsa on hers (request); Jonas never opens the app.
    const company = await ensureOurCompany(adminApi);
    const [per, asa, jonas] = await Promise.all([
      ledgerWorker(adminApi, "Per Platschef", page),
      ledgerWorker(adminApi, "Åsa Öberg", request),
      ledgerWorker(adminApi, "Jonas Ärlig"),
    ]);
    const suffix = uniqueSuffix();
    const projectRes = await adminApi.post("/api/projects", { data: { projectNumber: `PL-${suffix}`, title: `Kv. Kajen ${suffix}`, status: "active" } });
    expect(projectRes.status()).toBe(201);
    const projectId = ((await projectRes.json()) as { id: string }).id;
    const assigned = await adminApi.put(`/api/projects/${projectId}/workers`, { data: { workerIds: [per.id, asa.id, jonas.id] } });
    expect(assigned.status()).toBe(200);
    const skvId = `SKV-${suffix}`.slice(0, 20);
    const created = await adminApi.post("/api/sites", {
      data: {
        name: `Kv. Kajen ${suffix}`,
        address: "Strandvägen 7, Umeå",
        skvId,
        startDate: addDays(todayIn(), -1),
        responsibleIds: [per.id],
        projectIds: [projectId],
      },
    });
    expect(created.status()).toBe(201);
    const site = (await created.json()) as Site;
    expect(site.readiness).toEqual([]);

    // Åsa checks herself in on her phone; Jonas is registered by the admin.
    const asaIn = await request.post(`/api/sites/${site.id}/ledger`, { data: { kind: "in" } });
    expect(asaIn.status()).toBe(201);
    const jonasIn = await adminApi.post(`/api/sites/${site.id}/ledger`, { data: { kind: "in", userId: jonas.id } });
    expect(jonasIn.status()).toBe(201);
    const entries = [(await asaIn.json()) as LedgerEntry, (await jonasIn.json()) as LedgerEntry];
    const firstDay = stockholm(entries[0]?.occurredAt ?? "").date;

    // Per opens the app on his phone and taps 'Kontroll' on the Personalliggare card: one tap.
    await page.goto("/");
    const card = page.getByRole("region", { name: "Personalliggare" });
    await expect(card.getByText(site.name)).toBeVisible();
    await card.getByRole("link", { name: "Kontroll" }).click();
    await expect(page).toHaveURL(`/platser/${site.id}/kontroll`);
    await expect(page.getByRole("heading", { name: site.name })).toBeVisible();
    await expect(fact(page, "Skatteverkets ID")).toHaveText(skvId);
    await expect(fact(page, "Personalliggaren förs av")).toContainText(company.orgNumber);
    await coverDay(page, firstDay);
    await expectPeopleAndEntries(page, [asa, jonas], entries);
    const shownPresent = await texts(presentList(page));
    const shownEntries = await texts(entryCards(page));
    await picture(page, { path: `${SHOTS}/1-control.png`, fullPage: true });

    // 'Länk till inspektör': a link for 2 hours, its address shown once, with a QR code.
    await page.getByRole("button", { name: "Länk till inspektör" }).click();
    const dialog = page.getByRole("dialog", { name: "Länk till inspektör" });
    await dialog.getByLabel("Giltig i").selectOption({ label: "2 timmar" });
    await dialog.getByRole("button", { name: "Skapa länk" }).click();
    const address = dialog.getByLabel("Länk", { exact: true });
    await expect(address).toHaveValue(new RegExp(`^${origin}/kontroll/[\\w-]{43}$`));
    const url = await address.inputValue();
    await expect(dialog.getByRole("img", { name: "QR-kod för länken" })).toBeVisible();
    const validUntil = dialog.getByText(/^Giltig till \d{4}-\d\d-\d\d \d\d:\d\d$/).first();
    await expect(validUntil).toBeVisible();
    const validUntilText = await validUntil.innerText();
    await expect(dialog.getByRole("list", { name: "Länkar som gäller" }).getByRole("listitem")).toHaveCount(1);
    await picture(page, { path: `${SHOTS}/2-link.png`, fullPage: true });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The inspector's phone: no account, no cookie; the same site, people and entries.
    const inspector = await browser.newContext({ baseURL: origin, extraHTTPHeaders: clientAddressHeaders(), ...PHONE });
    expect(await inspector.cookies()).toEqual([]);
    const inspectorPage = await inspector.newPage();
    const openingReads: string[] = [];
    inspectorPage.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) openingReads.push(r.url());
    });
    const opened = await inspectorPage.goto(url);
    // The server sends the view inside the page: a phone paints it from the HTML, and the
    // browser takes it over without reading (and logging) it a second time.
    expect(await opened?.text()).toContain('data-ssr="inspection"');
    await expect(inspectorPage.getByRole("heading", { name: "Personalliggare – kontroll" })).toBeVisible();
    await expect(inspectorPage.getByText(validUntilText)).toBeVisible();
    await expect(inspectorPage.getByRole("heading", { name: site.name })).toBeVisible();
    await expect(fact(inspectorPage, "Skatteverkets ID")).toHaveText(skvId);
    // Only the chain's check is asked for, once, after the page is painted (docs/product-rules.md §15, "Kedjan").
    // Its answer on screen first: on a busy machine the page takes over its markup more than
    // the half second of network quiet that "networkidle" waits for after the scripts come.
    await expect(inspectorPage.getByText(/^Kedjan är obruten \(kontrollerad /)).toBeVisible();
    await inspectorPage.waitForLoadState("networkidle");
    expect(openingReads.map((u) => new URL(u).pathname)).toEqual([`${new URL(url).pathname.replace("/kontroll/", "/api/inspection/")}/verify`]);
    await coverDay(inspectorPage, firstDay);
    await expectPeopleAndEntries(inspectorPage, [asa, jonas], entries);
    expect(await texts(presentList(inspectorPage))).toEqual(shownPresent);
    expect(await texts(entryCards(inspectorPage))).toEqual(shownEntries);
    await expect(inspectorPage.getByLabel("Lösenord")).toHaveCount(0);
    await expect(inspectorPage.getByRole("button", { name: "Logga in" })).toHaveCount(0);
    await picture(inspectorPage, { path: `${SHOTS}/3-inspector.png`, fullPage: true });

    // The CSV and the PDF, downloaded by the inspector. What the CSV holds (BOM, ';', one row per
    // entry with the full identity number, who registered it): tests/api/ledger-csv.test.ts, and
    // that the link's CSV is the platsansvarig's: tests/api/ledger-inspection.test.ts; the PDF:
    // client/src/features/ledger-control/lib/control-pdf.test.ts.
    const csvDownload = inspectorPage.waitForEvent("download");
    await inspectorPage.getByRole("link", { name: "Ladda ner CSV" }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(/^personalliggare_.+_\d{4}-\d\d-\d\d(_\d{4}-\d\d-\d\d)?\.csv$/);
    expect(fs.statSync(await csvFile.path()).size).toBeGreaterThan(0);

    // 'Skriv ut / PDF' makes the file in the inspector's browser.
    const pdfDownload = inspectorPage.waitForEvent("download");
    await inspectorPage.getByRole("button", { name: "Skriv ut / PDF" }).click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toMatch(/^personalliggare_.+_\d{4}-\d\d-\d\d(_\d{4}-\d\d-\d\d)?\.pdf$/);
    expect(fs.statSync(await pdfFile.path()).size).toBeGreaterThan(0);
    await expect(inspectorPage.getByText("PDF skapad", { exact: true })).toBeVisible();
    expect(await inspector.cookies()).toEqual([]);

    // Per revokes the link; the inspector's next reading finds it gone.
    await page.getByRole("button", { name: "Länk till inspektör" }).click();
    await dialog.getByRole("button", { name: `Återkalla länken, ${validUntilText.toLowerCase()}` }).click();
    await expect(page.getByText("Länken är återkallad", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Ingen länk gäller just nu.")).toBeVisible();
    await inspectorPage.reload();
    await expect(inspectorPage.getByRole("heading", { name: "Länken har gått ut eller återkallats" })).toBeVisible();
    await expect(inspectorPage.getByText(asa.identityNumber)).toHaveCount(0);
    await picture(inspectorPage, { path: `${SHOTS}/4-gone.png`, fullPage: true });
    await inspector.close();

    // The admin's event log: the link made and revoked by Per, and read by the inspector.
    const admin = await adminContext(browser, origin);
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/byggarbetsplatser/${site.id}/logg`);
    const log = adminPage.getByRole("list", { name: "Händelselogg" });
    await expect(log.getByRole("listitem").filter({ hasText: "Kontrollänk skapad" }).filter({ hasText: per.fullName })).toHaveCount(1);
    await expect(log.getByRole("listitem").filter({ hasText: "Kontrollänk återkallad" }).filter({ hasText: per.fullName })).toHaveCount(1);
    const uses = log.getByRole("listitem").filter({ hasText: "Kontrollänk använd" }).filter({ hasText: "Inspektör via länk" });
    // What each reading read, in words: who was present, the entries, and the two files.
    for (const read of ["På plats nu", "Registreringar", "Format: CSV", "Format: PDF"]) await expect(uses.filter({ hasText: read }).first()).toBeVisible();
    await expect(log.getByText(/^read:/)).toHaveCount(0);
    await picture(adminPage, { path: `${SHOTS}/5-log.png`, fullPage: true });
    const events = (await (await adminApi.get(`/api/sites/${site.id}/ledger/log`)).json()) as LedgerLogEvent[];
    const linkEvents = events.filter((e) => e.action.startsWith("link-"));
    const linkId = linkEvents.find((e) => e.action === "link-create")?.details.linkId;
    expect(linkId).toEqual(expect.any(String));
    expect(linkEvents.every((e) => e.details.linkId === linkId)).toBe(true);
    // Newest first: revoked last, made first, and every reading of the inspector's in between.
    expect(linkEvents.at(0)).toMatchObject({ action: "link-revoke", actor: { id: per.id } });
    expect(linkEvents.at(-1)).toMatchObject({ action: "link-create", actor: { id: per.id }, details: { hours: 2 } });
    const readings = linkEvents.slice(1, -1);
    expect(readings.every((e) => e.action === "link-use" && e.actor === null)).toBe(true);
    expect(new Set(readings.map((e) => e.details.read))).toEqual(new Set(["header", "entries", "csv", "pdf"]));
    await admin.close();
  },
);
