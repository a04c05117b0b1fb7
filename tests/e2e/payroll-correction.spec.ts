import fs from "node:fs";
import type { Page } from "@playwright/test";
import { addDays, firstOfMonth, isoWeekday, lastOfMonth, todayIn } from "../../shared/dates";
import { formatDate, formatMonthYear } from "../../shared/domain";
import { signInAdmin, signUpWorkerWith } from "./support/accounts";
import { expect, picture, shortTag, test } from "./support/fixtures";
import { ensureOurCompany } from "./support/ledger";

/*
 * Correcting pay (docs/product-rules.md §6 and §10): a worker's travel time went into the
 * payroll file twice. The admin finds the duplicate after the export, reopens the period, finds
 * the day from the preview's warning, undoes the attest, rejects the duplicate with a reason,
 * exports again and downloads the corrected file; the worker sees the rejection and its reason.
 * The journey works in a month of its own, eight months back (the payroll journey uses three,
 * the working-time journey two), so that its lock never reaches the days the other journeys use.
 * What the two PAXml files hold (3 h of travel, then 1,5 h): tests/api/payroll-export.test.ts.
 */

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

/** Downloads the month's PAXml file from the button named `buttonName`; answers its name, once it has come and is not empty. */
async function downloadPaxml(page: Page, buttonName: string): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: buttonName, exact: true }).first().click();
  const file = await download;
  expect(fs.statSync(await file.path()).size).toBeGreaterThan(0);
  return file.suggestedFilename();
}

test("a duplicate found after the export: reopened, attest undone, rejected with a reason, exported again", async ({ browser, baseURL, page, adminApi }) => {
  test.setTimeout(180_000);
  const { monthStart, monthEnd, monday, label } = journeyMonth();
  const suffix = shortTag();
  const projectNumber = `R-${suffix}`;
  const employeeNumber = `R-${suffix}`;
  const workerName = `Rut Rättelse ${suffix}`;
  const admin = adminApi;
  // An export writes our company; it is refused while the name or org number is blank.
  await ensureOurCompany(admin);

  // Earlier that month: a work day and the same travel time filed twice, attested and exported.
  const project = await admin.post("/api/projects", { data: { projectNumber, title: "Rättelsevägen 2", status: "active" } });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const workerContext = await browser.newContext({ baseURL });
  const { id: workerId } = await signUpWorkerWith(workerContext, admin, { fullName: workerName }, { employeeNumber });
  const worker = workerContext.request;
  for (const body of [
    { timeCode: "ARB", hours: "8", description: "Gjutning av bjälklag" },
    { timeCode: "RE1", hours: "1.5", description: "Resa till bygget" },
    { timeCode: "RE1", hours: "1.5", description: "Resa till bygget" },
  ]) {
    expect((await worker.post("/api/time-reports", { data: { ...body, projectId, date: monday } })).status()).toBe(201);
  }
  const verified = await admin.post("/api/time-reports/verify", { data: { workerId, startDate: monthStart, endDate: monthEnd } });
  expect(await verified.json()).toEqual({ verified: 3, awaitingApproval: 0 });
  const exported = await admin.post("/api/payroll/exports", { data: { startDate: monthStart, endDate: monthEnd, acknowledgeWarnings: true } });
  expect(exported.status()).toBe(201);

  // The admin opens the month in 'Lön': exported, by whom, and its file downloads.
  await signInAdmin(page);
  await page.goto("/admin");
  const openMonth = async () => {
    await page.getByRole("tab", { name: /Lön/ }).click();
    await page.getByLabel("Från", { exact: true }).fill(monthStart);
    await page.getByLabel("Till", { exact: true }).fill(monthEnd);
  };
  await openMonth();
  await expect(page.getByText(/^Exporterad .* av /)).toBeVisible();
  const paxmlButton = `Ladda ner PAXml för ${label}`;
  const paxmlName = `paxml_${monthStart}_${monthEnd}.xml`;
  expect(await downloadPaxml(page, paxmlButton)).toBe(paxmlName);

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

  // Exported again: the question names the warnings that remain; the new file downloads.
  await openMonth();
  await expect(duplicate).toHaveCount(0);
  await page.getByRole("button", { name: "Exportera till lön" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("Exportera ändå?");
  await ask.getByRole("button", { name: /Exportera/ }).click();
  await expect(page.getByText("Exporterad till lön", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Exporterad .* av /)).toBeVisible();
  expect(await downloadPaxml(page, paxmlButton)).toBe(paxmlName);
  await picture(page, { path: `${SHOTS}/admin-payroll-exported-desktop.png`, fullPage: true });

  // The worker is told: 'Nekade rapporter' with the reason and who.
  const workerPage = await workerContext.newPage();
  await workerPage.goto("/");
  const rejected = workerPage.getByRole("list", { name: "Nekade rapporter" });
  await expect(rejected).toContainText(REJECT_REASON);
  await expect(rejected).toContainText("Nekad av");
  await picture(workerPage, { path: `${SHOTS}/worker-rejected-desktop.png`, fullPage: true });
  await workerContext.close();
});
