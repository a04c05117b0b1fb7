import fs from "node:fs";
import { DOMParser } from "@xmldom/xmldom";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { addDays, firstOfMonth, isoWeekday, lastOfMonth, todayIn } from "../../shared/dates";
import { formatDate, formatMonthYear } from "../../shared/domain";
import { expect, picture, test } from "./support/fixtures";

/*
 * Correcting pay (docs/product-rules.md §6 and §10): a worker's travel time went into the
 * payroll file twice. The admin finds the duplicate after the export, reopens the period, finds
 * the day from the preview's warning, undoes the attest, rejects the duplicate with a reason,
 * exports again and downloads the corrected file; the worker sees the rejection and its reason.
 * The journey works in a month of its own, eight months back (the payroll journey uses three and
 * four, the working-time journey two and six), so that its lock never reaches the
 * days the other journeys use.
 */

const PASSWORD = "rattelse-123";
const SHOTS = "/tmp/shots-payroll";
const REJECT_REASON = "Restiden är rapporterad två gånger samma dag.";

/** The first Monday of the month eight months before this one, and the month around it. */
function journeyMonth(): { monthStart: string; monthEnd: string; monday: string; label: string } {
  const [y, m] = todayIn().split("-").map(Number);
  const index = y * 12 + (m - 1) - 8;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const monthStart = firstOfMonth(year, month);
  return { monthStart, monthEnd: lastOfMonth(year, month), monday: addDays(monthStart, (8 - isoWeekday(monthStart)) % 7), label: formatMonthYear(year, month) };
}

async function signedInApi(browser: Browser, baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL });
  expect((await context.request.post("/api/login", { data: { email, password } })).ok()).toBe(true);
  return context.request;
}

/** The travel-time lines of one worker in a downloaded PAXml file: `[datum, timmar]`. */
async function travelLines(page: Page, buttonName: string, employeeNumber: string): Promise<string[][]> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: buttonName, exact: true }).first().click();
  const xml = new DOMParser().parseFromString(fs.readFileSync(await (await download).path(), "utf8"), "text/xml");
  return Array.from(xml.getElementsByTagName("tidtrans"))
    .filter((t) => t.getAttribute("anstid") === employeeNumber && t.getElementsByTagName("tidkod")[0]?.textContent === "RE1")
    .map((t) => [t.getElementsByTagName("datum")[0]?.textContent ?? "", t.getElementsByTagName("timmar")[0]?.textContent ?? ""]);
}

test("@desktop a duplicate found after the export: reopened, attest undone, rejected with a reason, exported again", async ({ browser, baseURL, page }) => {
  test.setTimeout(120_000);
  const { monthStart, monthEnd, monday, label } = journeyMonth();
  const suffix = Date.now().toString(36).slice(-5);
  const projectNumber = `R-${suffix}`;
  const employeeNumber = `R-${suffix}`;
  const workerName = `Rut Rättelse ${suffix}`;
  const workerEmail = `rattelse-${suffix}@example.se`;
  const admin = await signedInApi(browser, baseURL ?? "", "admin@demo.se", "admin1234");

  // Earlier that month: a work day and the same travel time filed twice, attested and exported.
  const project = await admin.post("/api/projects", { data: { projectNumber, title: "Rättelsevägen 2", status: "active" } });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const created = await admin.post("/api/users", {
    data: { username: `ratt${suffix}`, fullName: workerName, email: workerEmail, role: "worker", password: PASSWORD, employeeNumber },
  });
  expect(created.status()).toBe(201);
  const workerId = ((await created.json()) as { id: string }).id;
  const worker = await signedInApi(browser, baseURL ?? "", workerEmail, PASSWORD);
  for (const body of [
    { timeCode: "ARB", hours: "8", description: "Gjutning av bjälklag" },
    { timeCode: "RE1", hours: "1.5", description: "Resa till bygget" },
    { timeCode: "RE1", hours: "1.5", description: "Resa till bygget" },
  ]) {
    expect((await worker.post("/api/time-reports", { data: { ...body, projectId, date: monday } })).status()).toBe(201);
  }
  const verified = await admin.post("/api/time-reports/verify", { data: { workerId, startDate: monthStart, endDate: monthEnd } });
  expect(await verified.json()).toEqual({ verified: 3 });
  const exported = await admin.post("/api/payroll/exports", { data: { startDate: monthStart, endDate: monthEnd, acknowledgeWarnings: true } });
  expect(exported.status()).toBe(201);

  // The admin opens the month in 'Lön': exported, by whom, and the file holds 3 h of travel.
  expect((await page.request.post("/api/login", { data: { email: "admin@demo.se", password: "admin1234" } })).ok()).toBe(true);
  await page.goto("/admin");
  const openMonth = async () => {
    await page.getByRole("tab", { name: /Lön/ }).click();
    await page.getByLabel("Från", { exact: true }).fill(monthStart);
    await page.getByLabel("Till", { exact: true }).fill(monthEnd);
  };
  await openMonth();
  await expect(page.getByText(/^Exporterad .* av /)).toBeVisible();
  const paxmlButton = `Ladda ner PAXml för ${label}`;
  expect(await travelLines(page, paxmlButton, employeeNumber)).toEqual([[monday, "3.00"]]);

  // Reopened with a reason: the preview now warns about the duplicate.
  const exportsList = page.getByRole("list", { name: "Exporterade löneperioder" });
  await exportsList
    .getByRole("button", { name: `Öppna igen ${label}`, exact: true })
    .first()
    .click();
  const reopen = page.getByRole("dialog").filter({ hasText: "Anledning" });
  await reopen.getByLabel("Anledning").fill("Dubblett av restid hittad efter exporten.");
  await reopen.getByRole("button", { name: "Öppna igen" }).click();
  await expect(page.getByText("Perioden är öppnad igen", { exact: true }).first()).toBeVisible();
  const warnings = page.getByRole("list", { name: "Att granska före export" });
  const duplicate = warnings.getByRole("listitem").filter({ hasText: workerName }).filter({ hasText: "Dubbletter" });
  await expect(duplicate).toBeVisible();
  await picture(page, { path: `${SHOTS}/admin-payroll-warnings-desktop.png`, fullPage: true });

  // The day's link opens the worker's reports of that day; one travel report is undone and rejected.
  await duplicate.getByRole("button", { name: `Rapporter för ${workerName} ${formatDate(monday, "day-month-short")}` }).click();
  const travel = page.getByRole("button").filter({ hasText: "Resa till bygget" });
  await expect(travel).toHaveCount(2);
  await travel.first().click();
  const detail = page.getByRole("dialog", { name: "Tidsrapport - Detaljer" });
  await detail.getByRole("button", { name: "Ångra attest" }).click();
  const undo = page.getByRole("dialog", { name: "Ångra attest" });
  await undo.getByLabel("Anledning").fill("Dubblett: restiden ska bara räknas en gång.");
  await undo.getByRole("button", { name: "Ångra attest" }).click();
  await expect(undo).toBeHidden();
  await detail.getByRole("button", { name: "Neka" }).click();
  const reject = page.getByRole("dialog", { name: "Neka rapport" });
  await reject.getByLabel("Anledning").fill(REJECT_REASON);
  await picture(page, { path: `${SHOTS}/admin-reject-dialog-desktop.png` });
  await reject.getByRole("button", { name: "Neka" }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByRole("button").filter({ hasText: "Resa till bygget" })).toHaveCount(1);

  // Exported again: the question names the warnings that remain; the new file has 1,5 h.
  await openMonth();
  await expect(duplicate).toHaveCount(0);
  await page.getByRole("button", { name: "Exportera till lön" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("Exportera ändå?");
  await ask.getByRole("button", { name: /Exportera/ }).click();
  await expect(page.getByText("Exporterad till lön", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Exporterad .* av /)).toBeVisible();
  expect(await travelLines(page, paxmlButton, employeeNumber)).toEqual([[monday, "1.50"]]);
  await picture(page, { path: `${SHOTS}/admin-payroll-exported-desktop.png`, fullPage: true });

  // The worker is told: 'Nekade rapporter' with the reason and who.
  const workerPage = await browser.newPage({ baseURL });
  expect((await workerPage.request.post("/api/login", { data: { email: workerEmail, password: PASSWORD } })).ok()).toBe(true);
  await workerPage.goto("/");
  const rejected = workerPage.getByRole("list", { name: "Nekade rapporter" });
  await expect(rejected).toContainText(REJECT_REASON);
  await expect(rejected).toContainText("Nekad av");
  await picture(workerPage, { path: `${SHOTS}/worker-rejected-desktop.png`, fullPage: true });
  await workerPage.close();
});
