import type { Page } from "@playwright/test";
import { addDays, firstOfMonth, isoWeekday, todayIn, weekStart } from "../../shared/dates";
import { signInAdmin, signUpWorkerWith } from "./support/accounts";
import { expect, picture, shortTag, test } from "./support/fixtures";

/*
 * Working time under Arbetstidslagen (issue 9): a worker with three weeks of overtime in a
 * month reports a fourth long day; the form warns that the month passes 50 h before sending,
 * the report is saved anyway, and the admin sees the warning on the worker's card in the week
 * grid and the month in the Övertidsjournal. The journey uses a month of its own, two months
 * back, away from the months the payroll journeys lock.
 */

const CONFIRM = "Jag bekräftar att ovanstående information är korrekt och att arbetstiden är korrekt rapporterad.";
const SHOTS = "/tmp/shots-working-time";
const WARNING = /Övertid 53,0 h i \S+ \d{4} – gränsen är 50 h per månad/;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The first four Mondays of the month `monthsBack` months before this one. */
function fourMondays(monthsBack: number): string[] {
  const [y, m] = todayIn().split("-").map(Number);
  const index = y * 12 + (m - 1) - monthsBack;
  const first = firstOfMonth(Math.floor(index / 12), (index % 12) + 1);
  const monday = addDays(first, (8 - isoWeekday(first)) % 7);
  return [0, 7, 14, 21].map((d) => addDays(monday, d));
}

test("a fourth long week of overtime warns in the form, on the admin's week grid and in the overtime journal", async ({
  browser,
  baseURL,
  page,
  adminApi,
}, testInfo) => {
  test.setTimeout(180_000);
  const mondays = fourMondays(2);
  const suffix = shortTag();
  const projectNumber = `O-${suffix}`;
  const workerName = `Östen Övertid ${suffix}`;

  const project = await adminApi.post("/api/projects", { data: { projectNumber, title: "Tunnelbanan, etapp 3", status: "active" } });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  await signUpWorkerWith(page, adminApi, { fullName: workerName }, { employeeNumber: `O-${suffix}` });

  // Three weeks of overtime, Monday to Wednesday, 5 h a day: 45 h in the month.
  await page.goto("/");
  for (const monday of mondays.slice(0, 3)) {
    for (const day of [0, 1, 2]) {
      const res = await page.request.post("/api/time-reports", {
        data: { timeCode: "ÖT1", projectId, date: addDays(monday, day), hours: "5", description: "Kvällsgjutning i tunneln" },
      });
      expect(res.status()).toBe(201);
    }
  }

  // The fourth Monday: 06:00–15:00 with an hour's break fills in 8 hours and warns before sending.
  await page.getByRole("button", { name: "Ny rapport" }).filter({ visible: true }).first().click();
  const form = page.getByRole("dialog", { name: "Tidsrapportering" });
  await form.getByLabel("Typ").selectOption({ label: "Övertid enkel" });
  await form.getByLabel("Projekt").selectOption({ label: `${projectNumber} · Tunnelbanan, etapp 3` });
  await form.getByLabel("Datum").fill(mondays[3]);
  await form.getByLabel("Start", { exact: true }).fill("06:00");
  await form.getByLabel("Slut", { exact: true }).fill("15:00");
  await form.getByLabel("Rast (min)").fill("60");
  await expect(form.getByLabel("Timmar")).toHaveValue("8");
  await form.getByLabel("Beskrivning").fill("Kvällsgjutning i tunneln, sista etappen");
  await expect(form.getByText(WARNING)).toBeVisible();
  await picture(page, { path: `${SHOTS}/form-warning-${testInfo.project.name}.png`, fullPage: true });
  await form.getByText(CONFIRM).click();
  await form.getByRole("button", { name: "Skicka tidrapport" }).click();
  await expect(toast(page, "Tidrapport skapad")).toBeVisible();

  // The admin: the warning on the worker's card in that week.
  const office = await browser.newPage({ baseURL, viewport: page.viewportSize() ?? undefined });
  await signInAdmin(office);
  await office.goto("/admin");
  const weeksBack = Math.round((Date.parse(weekStart(todayIn())) - Date.parse(mondays[3])) / (7 * 86_400_000));
  for (let i = 0; i < weeksBack; i++) await office.getByRole("button", { name: "Föregående vecka" }).click();
  await office.getByLabel("Sök arbetare").fill(suffix);
  const card = office.getByRole("region", { name: workerName });
  await card.getByRole("button", { name: `Arbetstidsvarning för ${workerName}` }).click();
  await expect(office.getByText(WARNING).first()).toBeVisible();
  await picture(office, { path: `${SHOTS}/admin-week-warning-${testInfo.project.name}.png`, fullPage: true });
  // 'Bara varningar' is asked of the server, which keeps the worker; counted like the other filters.
  const warnedAsked = office.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === "/api/admin/week" && url.searchParams.get("onlyWarnings") === "true" && url.searchParams.get("q") === suffix;
  });
  await office.getByRole("button", { name: "Bara varningar" }).click();
  await warnedAsked;
  await expect(office.getByRole("search", { name: "Filtrera arbetare" }).getByText("Visar 1 av 1 arbetare")).toBeVisible();
  await expect(card).toBeVisible();

  // The Övertidsjournal: the month with 53 h of simple overtime.
  await office.getByRole("tab", { name: /Lön/ }).click();
  await office.getByRole("button", { name: "Övertidsjournal" }).click();
  await office.getByLabel("År").selectOption(mondays[3].slice(0, 4));
  await expect(office.getByText(workerName).filter({ visible: true }).first()).toBeVisible();
  const body = office.locator("section", { has: office.getByRole("heading", { name: "Övertidsjournal" }) });
  await expect(body.filter({ hasText: workerName })).toContainText("53,0");
  await picture(office, { path: `${SHOTS}/journal-${testInfo.project.name}.png`, fullPage: true });
  await office.close();
});
