import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { addDays, firstOfMonth, isoWeekday, lastOfMonth, todayIn, weekStart } from "../../shared/dates";
import type { Project, Site } from "../../shared/types";
import { signInAdmin, signUpWorker, signUpWorkerWith } from "./support/accounts";
import { expect, picture, screenshotsWanted, shortTag, test } from "./support/fixtures";
import { ensureOurCompany, PHONE } from "./support/ledger";

/*
 * Two-level attest (docs/product-rules.md §18) with the arbetsledare's approval required: on
 * the phone the arbetsledare opens 'Att godkänna' from the dashboard, sends back the day that is
 * not in the personalliggare and approves the rest of the worker's week; the worker corrects
 * the day, the arbetsledare approves it; at the office the admin attests the approved week in
 * the week grid and exports the month. The journey works in a month of its own, five months
 * back (the others use two, three, four, six, seven and eight).
 *
 * The setting is the whole installation's: while it is on, attesting what no arbetsledare
 * approved is refused. So the journey runs on its own, after every other one (the `serial`
 * project of playwright.config.ts), and puts the setting back as it found it. Alone:
 * `npx playwright test --project serial --no-deps` (without `--no-deps` every journey runs first).
 */

const SHOTS = "/tmp/shots-approvals";
const CONFIRM = "Jag bekräftar att ovanstående information är korrekt och att arbetstiden är korrekt rapporterad.";

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

/** The first Monday of the month five months back, its Tuesday and Wednesday, and the month. */
function journeyDays(): { monthStart: string; monthEnd: string; monday: string; tuesday: string; wednesday: string } {
  const [y, m] = todayIn().split("-").map(Number);
  const index = y * 12 + (m - 1) - 5;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const monthStart = firstOfMonth(year, month);
  const monday = addDays(monthStart, (8 - isoWeekday(monthStart)) % 7);
  return { monthStart, monthEnd: lastOfMonth(year, month), monday, tuesday: addDays(monday, 1), wednesday: addDays(monday, 2) };
}

/** 'Att godkänna' on a phone and a desktop, light and dark (only with E2E_SCREENSHOTS=1). */
async function pictures(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const own = page.viewportSize();
  for (const [size, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await picture(page, { path: `${SHOTS}/${name}-${size}-${scheme}.png`, fullPage: true });
    }
  }
  if (own) await page.setViewportSize(own);
  await page.emulateMedia({ colorScheme: "light" });
}

async function created<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** Turns the approval on (or back), keeping the other payroll settings; answers what it was. */
async function setApprovalRequired(admin: APIRequestContext, on: boolean): Promise<boolean> {
  const current = (await (await admin.get("/api/settings/payroll")).json()) as Record<string, unknown> & { approvalRequired: boolean };
  const saved = await admin.put("/api/settings/payroll", { data: { ...current, approvalRequired: on } });
  expect(saved.status(), await saved.text()).toBe(200);
  return current.approvalRequired;
}

test("the arbetsledare approves a week on the phone, sends back the day not in the personalliggare, and payroll exports what was approved", async ({
  browser,
  baseURL,
  page,
  adminApi,
}) => {
  test.setTimeout(screenshotsWanted ? 600_000 : 180_000);
  const days = journeyDays();
  const suffix = shortTag();
  const workerName = `Wiktor Godkändsson ${suffix}`;
  await ensureOurCompany(adminApi);
  const before = await setApprovalRequired(adminApi, true);
  try {
    // The arbetsledare signs in on its phone; the worker on its own.
    const phone = await browser.newContext({ baseURL, ...PHONE });
    const lead = await phone.newPage();
    const leader = await signUpWorker(lead, { fullName: `Lena Ledare ${suffix}` });
    await signUpWorkerWith(page, adminApi, { fullName: workerName }, { employeeNumber: `G-${suffix}` });

    // Two projects the arbetsledare leads: one in the office's yard, one on a site with a personalliggare.
    const site = await created<Site>(
      adminApi.post("/api/sites", {
        data: { name: `Kv. Godkännandet ${suffix}`, address: "Storgatan 1, Umeå", skvId: `G-${suffix}`, startDate: days.monthStart },
      }),
    );
    const yard = await created<Project>(
      adminApi.post("/api/projects", { data: { projectNumber: `GA-${suffix}`, title: "Förrådet", status: "active", leaderIds: [leader.id] } }),
    );
    const onSite = await created<Project>(
      adminApi.post("/api/projects", {
        data: { projectNumber: `GB-${suffix}`, title: "Nya skolan", status: "active", siteId: site.id, leaderIds: [leader.id] },
      }),
    );

    // The worker's week: Monday and Wednesday in the yard, Tuesday on the site without checking in; a drive on Monday.
    const report = (date: string, projectId: string, description: string) =>
      created(page.request.post("/api/time-reports", { data: { date, projectId, hours: "8", description, receiptsConfirmed: true } }));
    await report(days.monday, yard.id, "Sortering av virke i förrådet");
    await report(days.tuesday, onSite.id, "Formsättning av grundplattan");
    await report(days.wednesday, yard.id, "Hyllor till förrådet");
    await created(
      page.request.post("/api/expenses", { data: { kind: "mil", date: days.monday, km: 42, route: "Kontoret - förrådet, virke", projectId: yard.id } }),
    );

    // On the phone: 'Att godkänna (4)' near the top of the dashboard opens the queue.
    await lead.goto("/");
    const link = lead.getByRole("link", { name: "Att godkänna (4)" });
    await expect(link).toBeVisible();
    await pictures(lead, "approval-dashboard");
    await link.click();
    await expect(lead.getByRole("heading", { name: "Att godkänna", level: 1 })).toBeVisible();
    const week = lead.getByRole("region", { name: workerName });
    await expect(week.getByText("Ej i personalliggaren")).toHaveCount(1);
    const tuesday = week.getByRole("listitem").filter({ hasText: "Nya skolan" });
    await expect(tuesday.getByText("Ej i personalliggaren")).toBeVisible();
    await expect(week.getByRole("region", { name: "Ersättningar" })).toContainText("Milersättning");
    await pictures(lead, "approval");

    // Tuesday goes back with a reason; the rest of the week is approved as it was shown.
    await tuesday.getByRole("button", { name: /^Skicka tillbaka / }).click();
    const sendBack = lead.getByRole("dialog", { name: "Skicka tillbaka" });
    await sendBack.getByLabel("Anledning").fill("Du är inte incheckad på skolan den dagen. Var du i förrådet?");
    await sendBack.getByRole("button", { name: "Skicka tillbaka" }).click();
    await expect(sendBack).toBeHidden();
    await expect(week.getByRole("listitem").filter({ hasText: "Nya skolan" })).toHaveCount(0);
    await week.getByRole("button", { name: `Godkänn veckan för ${workerName}` }).click();
    await expect(toast(lead, "3 godkända")).toBeVisible();
    await expect(lead.getByText("Inget väntar på ditt godkännande.")).toBeVisible();
    // What was approved moves to 'Godkända, ej attesterade', each to undo with a reason.
    const approvedList = lead.getByRole("region", { name: "Godkända, ej attesterade" });
    await expect(approvedList.getByRole("button", { name: /^Ångra godkännande av / })).toHaveCount(3);
    await pictures(lead, "approval-done");

    // The worker sees the reason and moves the day to the yard, where the work was.
    await page.goto("/");
    const recent = page.getByRole("list", { name: "Senaste rapporter" });
    const returned = recent.getByRole("button").filter({ hasText: `GB-${suffix}` });
    await expect(returned).toContainText("Skickad tillbaka");
    await returned.click();
    await page.getByRole("dialog", { name: "Tidsrapport - Detaljer" }).getByRole("button", { name: "Redigera" }).click();
    const edit = page.getByRole("dialog", { name: "Redigera Tidsrapport" });
    await edit.getByLabel("Projekt").selectOption(yard.id);
    await edit.getByText(CONFIRM).click();
    await edit.getByRole("button", { name: "Skicka tidrapport" }).click();
    await expect(edit).toBeHidden();

    // Back on the phone the corrected day waits alone, no longer flagged, and is approved.
    await lead.reload();
    const again = lead.getByRole("region", { name: workerName });
    await expect(again.getByRole("listitem")).toHaveCount(1);
    await expect(again.getByText("Ej i personalliggaren")).toHaveCount(0);
    // The week approved before the reload is still there to undo.
    await expect(approvedList.getByRole("button", { name: /^Ångra godkännande av / })).toHaveCount(3);
    await again.getByRole("button", { name: /^Godkänn Arbetad tid 8,0 tim / }).click();
    await expect(lead.getByText("Inget väntar på ditt godkännande.")).toBeVisible();
    await expect(approvedList.getByRole("button", { name: /^Ångra godkännande av / })).toHaveCount(4);
    await phone.close();

    // At the office: the week grid attests the approved week, then Lön exports the month.
    const office = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
    await signInAdmin(office);
    await office.goto("/admin");
    const weeksBack = Math.round((Date.parse(weekStart(todayIn())) - Date.parse(weekStart(days.monday))) / (7 * 86_400_000));
    for (let i = 0; i < weeksBack; i++) await office.getByRole("button", { name: "Föregående vecka" }).click();
    await office.getByLabel("Sök arbetare").fill(suffix);
    const card = office.getByRole("region", { name: workerName });
    await card.getByRole("button", { name: `Attestera vecka för ${workerName}` }).click();
    const attest = office.getByRole("alertdialog");
    await attest.getByRole("button", { name: "Attestera 3 rapporter och 1 ersättning" }).click();
    await expect(attest).toBeHidden();

    await office.getByRole("tab", { name: /Lön/ }).click();
    await office.getByLabel("Från", { exact: true }).fill(days.monthStart);
    await office.getByLabel("Till", { exact: true }).fill(days.monthEnd);
    await office.getByRole("button", { name: "Exportera till lön" }).click();
    await office
      .getByRole("alertdialog")
      .getByRole("button", { name: /Exportera/ })
      .click();
    await expect(toast(office, "Exporterad till lön")).toBeVisible();
    await office.close();
  } finally {
    await setApprovalRequired(adminApi, before);
  }
});
