import fs from "node:fs";
import { DOMParser } from "@xmldom/xmldom";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { addDays, firstOfMonth, isoWeekday, lastOfMonth, todayIn, weekStart } from "../../shared/dates";
import { expect, picture, test } from "./support/fixtures";

/*
 * Hours become pay (issue 12): a worker reports a work day and a sick day; the admin sends the
 * work day back, the worker corrects it, the admin attests the week, exports the month,
 * downloads the PAXml file and sees the reports locked. Each project (desktop, phone) works in
 * a month of its own, months back, so that the lock never reaches the days other journeys use.
 */

const CONFIRM = "Jag bekräftar att ovanstående information är korrekt och att arbetstiden är korrekt rapporterad.";
const PASSWORD = "lonedag-123";
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

async function signedInApi(browser: Browser, baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL });
  expect((await context.request.post("/api/login", { data: { email, password } })).ok()).toBe(true);
  return context.request;
}

async function signIn(page: Page, email: string, password: string, path: string): Promise<void> {
  expect((await page.request.post("/api/login", { data: { email, password } })).ok()).toBe(true);
  await page.goto(path);
}

test("a worker's work day and sick day: sent back, corrected, attested, exported to payroll, locked", async ({ browser, baseURL, page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === "phone";
  const days = journeyDays(phone ? 4 : 3);
  const suffix = `${Date.now().toString(36).slice(-4)}${phone ? "p" : "d"}`;
  const projectNumber = `L-${suffix}`;
  const employeeNumber = `A-${suffix}`;
  const workerName = `Örjan Lönnqvist ${suffix}`;
  const workerEmail = `lon-${suffix}@example.se`;
  const admin = await signedInApi(browser, baseURL ?? "", "admin@demo.se", "admin1234");

  // The project (a number PAXml can carry) and the worker with an employee number.
  const project = await admin.post("/api/projects", { data: { projectNumber, title: "Lönegatan 5, stambyte", status: "active" } });
  expect(project.status()).toBe(201);
  const worker = await admin.post("/api/users", {
    data: { username: `lon${suffix}`, fullName: workerName, email: workerEmail, role: "worker", password: PASSWORD, employeeNumber },
  });
  expect(worker.status()).toBe(201);

  // The worker reports Monday's work and Tuesday's sick leave.
  await signIn(page, workerEmail, PASSWORD, "/");
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
  await signIn(office, "admin@demo.se", "admin1234", "/admin");
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

  // The PAXml file, read back: one tidtrans per day and code, the worker's employee number.
  const exports = office.getByRole("list", { name: "Exporterade löneperioder" });
  const download = office.waitForEvent("download");
  await exports
    .getByRole("button", { name: /^Ladda ner PAXml/ })
    .first()
    .click();
  const file = await (await download).path();
  const xml = new DOMParser().parseFromString(fs.readFileSync(file, "utf8"), "text/xml");
  const mine = Array.from(xml.getElementsByTagName("tidtrans")).filter((t) => t.getAttribute("anstid") === employeeNumber);
  const lines = mine.map((t) => [
    t.getElementsByTagName("datum")[0]?.textContent,
    t.getElementsByTagName("tidkod")[0]?.textContent,
    t.getElementsByTagName("timmar")[0]?.textContent,
  ]);
  expect(lines).toEqual([
    [days.monday, "ARB", "8.00"],
    [days.tuesday, "SJK", "8.00"],
  ]);
  expect(mine[0].getElementsByTagName("resenhet")[0]?.getAttribute("id")).toBe(projectNumber);

  // Both reports are locked for payroll, for the admin and for the worker.
  await office.getByRole("tab", { name: /Alla rapporter/ }).click();
  await office.getByLabel("Sök", { exact: true }).fill(suffix);
  await expect(office.getByText("Låst för lön")).toHaveCount(2);
  await page.reload();
  await expect(recent.getByText("Låst för lön")).toHaveCount(2);
  await picture(page, { path: `${SHOTS}/worker-locked-${testInfo.project.name}.png`, fullPage: true });
  await office.close();
});
