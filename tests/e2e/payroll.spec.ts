import fs from "node:fs";
import type { Page } from "@playwright/test";
import { addDays, firstOfMonth, isoWeekday, lastOfMonth, todayIn, weekStart } from "../../shared/dates";
import { signInAdmin, signUpWorkerWith } from "./support/accounts";
import { expect, picture, shortTag, test } from "./support/fixtures";
import { ensureOurCompany } from "./support/ledger";

/*
 * Hours become pay (issue 12): a worker reports a work day and a sick day; the admin sends the
 * work day back, the worker corrects it, the admin attests the week, exports the month,
 * downloads the PAXml file and sees the reports locked. The journey works in a month of its
 * own, three months back, so that the lock never reaches the days other journeys use.
 *
 * Tagged @database: the PostgreSQL pass of CI runs it (`--grep @database`) on the embedded
 * pass's build, for the locks, the attest and the export's snapshot on both databases.
 */

const CONFIRM = "Jag bekräftar att ovanstående information är korrekt och att arbetstiden är korrekt rapporterad.";
const SHOTS = "/tmp/shots-payroll";

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The first Monday and Tuesday of the month `monthsBack` months before this one. */
function journeyDays(monthsBack: number): { monthStart: string; monthEnd: string; monday: string; tuesday: string } {
  const [y, m] = todayIn().split("-").map(Number);
  const index = y * 12 + (m - 1) - monthsBack;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const monthStart = firstOfMonth(year, month);
  const monday = addDays(monthStart, (8 - isoWeekday(monthStart)) % 7);
  return { monthStart, monthEnd: lastOfMonth(year, month), monday, tuesday: addDays(monday, 1) };
}

test("@database a worker's work day and sick day: sent back, corrected, attested, exported to payroll, locked", async ({
  browser,
  baseURL,
  page,
  adminApi,
}, testInfo) => {
  test.setTimeout(180_000);
  const days = journeyDays(3);
  const suffix = shortTag();
  const projectNumber = `L-${suffix}`;
  const employeeNumber = `A-${suffix}`;
  const workerName = `Örjan Lönnqvist ${suffix}`;

  // The project (a number PAXml can carry) and the worker with an employee number.
  // An export writes our company; it is refused while the name or org number is blank.
  await ensureOurCompany(adminApi);
  const project = await adminApi.post("/api/projects", { data: { projectNumber, title: "Lönegatan 5, stambyte", status: "active" } });
  expect(project.status()).toBe(201);
  await signUpWorkerWith(page, adminApi, { fullName: workerName }, { employeeNumber });

  // The worker reports Monday's work and Tuesday's sick leave.
  await page.goto("/");
  const newReport = page.getByRole("button", { name: "Ny rapport" }).filter({ visible: true }).first();
  await newReport.click();
  let form = page.getByRole("dialog", { name: "Tidsrapportering" });
  await form.getByLabel("Projekt").selectOption({ label: `${projectNumber} · Lönegatan 5, stambyte` });
  await form.getByLabel("Datum").fill(days.monday);
  await form.getByLabel("Timmar").fill("8");
  await form.getByLabel("Beskrivning").fill("Rivning av gamla stammar i källaren");
  await form.getByText(CONFIRM).click();
  await form.getByRole("button", { name: "Skicka tidrapport" }).click();
  await expect(toast(page, "Tidrapport skapad")).toBeVisible();
  await expect(form).toBeHidden();

  await newReport.click();
  form = page.getByRole("dialog", { name: "Tidsrapportering" });
  await form.getByLabel("Typ").selectOption({ label: "Sjukdom" });
  await expect(form.getByLabel("Projekt")).toHaveCount(0);
  await form.getByLabel("Datum").fill(days.tuesday);
  await form.getByLabel("Timmar").fill("8");
  await form.getByRole("button", { name: "Skicka tidrapport" }).click();
  await expect(toast(page, "Tidrapport skapad")).toBeVisible();
  const recent = page.getByRole("list", { name: "Senaste rapporter" });
  await expect(recent.getByRole("button").filter({ hasText: "Sjukdom" })).toHaveCount(1);

  // The admin sends the work day back with a reason.
  const office = await browser.newPage({ baseURL, viewport: page.viewportSize() ?? undefined });
  await signInAdmin(office);
  await office.goto("/admin");
  await office.getByRole("tab", { name: /Alla rapporter/ }).click();
  await office.getByLabel("Sök", { exact: true }).fill(suffix);
  await expect(office.getByText("Visar 1–2 av 2")).toBeVisible();
  await office.getByRole("button").filter({ hasText: "Rivning av gamla stammar" }).first().click();
  const detail = office.getByRole("dialog", { name: "Tidsrapport - Detaljer" });
  await detail.getByRole("button", { name: "Skicka tillbaka" }).click();
  const sendBack = office.getByRole("dialog", { name: "Skicka tillbaka" });
  await sendBack.getByLabel("Anledning").fill("Ange vilken trappuppgång du rev i.");
  await sendBack.getByRole("button", { name: "Skicka tillbaka" }).click();
  await expect(sendBack).toBeHidden();
  await office.keyboard.press("Escape");

  // The worker sees it sent back with the reason, corrects it and sends it again.
  await page.reload();
  const returned = recent.getByRole("button").filter({ hasText: projectNumber });
  await expect(returned).toContainText("Skickad tillbaka");
  await expect(page.getByText("Ange vilken trappuppgång du rev i.").first()).toBeVisible();
  await picture(page, { path: `${SHOTS}/worker-returned-${testInfo.project.name}.png`, fullPage: true });
  await returned.click();
  await page.getByRole("dialog", { name: "Tidsrapport - Detaljer" }).getByRole("button", { name: "Redigera" }).click();
  const edit = page.getByRole("dialog", { name: "Redigera Tidsrapport" });
  await edit.getByLabel("Beskrivning").fill("Rivning av gamla stammar i källaren, trappuppgång B");
  await edit.getByText(CONFIRM).click();
  await edit.getByRole("button", { name: "Skicka tidrapport" }).click();
  await expect(edit).toBeHidden();
  await expect(returned).toContainText("Inskickad");

  // The admin attests the worker's week in the week grid.
  await office.getByRole("tab", { name: /Arbetare/ }).click();
  const weeksBack = Math.round((Date.parse(weekStart(todayIn())) - Date.parse(weekStart(days.monday))) / (7 * 86_400_000));
  for (let i = 0; i < weeksBack; i++) await office.getByRole("button", { name: "Föregående vecka" }).click();
  await office.getByLabel("Sök arbetare").fill(suffix);
  const card = office.getByRole("region", { name: workerName });
  await expect(card.getByText("Sjukdom").first()).toBeVisible();
  await picture(office, { path: `${SHOTS}/admin-week-${testInfo.project.name}.png`, fullPage: true });
  await card.getByRole("button", { name: `Attestera vecka för ${workerName}` }).click();
  await office.getByRole("button", { name: "Attestera 2 rapporter" }).click();
  await expect(toast(office, "Attesterat")).toBeVisible();

  // The month in the Lön tab: both codes previewed, then exported.
  await office.getByRole("tab", { name: /Lön/ }).click();
  await office.getByLabel("Från", { exact: true }).fill(days.monthStart);
  await office.getByLabel("Till", { exact: true }).fill(days.monthEnd);
  const preview = office.getByRole("table");
  const row = preview.getByRole("row").filter({ hasText: workerName });
  await expect(row).toContainText(employeeNumber);
  await expect(row).toContainText("8,0");
  await picture(office, { path: `${SHOTS}/admin-payroll-${testInfo.project.name}.png`, fullPage: true });
  // The worker reported two days of the month: the others are warnings (docs/product-rules.md §10),
  // so the confirmation says the period goes out with them, and confirming acknowledges them.
  await office.getByRole("button", { name: "Exportera till lön" }).click();
  const confirm = office.getByRole("alertdialog");
  await expect(confirm).toContainText(/varning/);
  await confirm.getByRole("button", { name: /Exportera/ }).click();
  await expect(toast(office, "Exporterad till lön")).toBeVisible();

  // The PAXml file of the month. Its lines (one tidtrans per day and code, the worker's employee
  // number, the project on the work day): tests/api/payroll-export.test.ts.
  const exports = office.getByRole("list", { name: "Exporterade löneperioder" });
  const download = office.waitForEvent("download");
  await exports
    .getByRole("button", { name: /^Ladda ner PAXml/ })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`paxml_${days.monthStart}_${days.monthEnd}.xml`);
  expect(fs.statSync(await file.path()).size).toBeGreaterThan(0);

  // Both reports are locked for payroll, for the admin and for the worker.
  await office.getByRole("tab", { name: /Alla rapporter/ }).click();
  await office.getByLabel("Sök", { exact: true }).fill(suffix);
  await expect(office.getByText("Låst för lön")).toHaveCount(2);
  await page.reload();
  await expect(recent.getByText("Låst för lön")).toHaveCount(2);
  await picture(page, { path: `${SHOTS}/worker-locked-${testInfo.project.name}.png`, fullPage: true });
  await office.close();
});
