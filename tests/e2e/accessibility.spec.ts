import type { Browser, Page } from "@playwright/test";
import { addDays, isoWeekOf, todayIn, weekStart } from "../../shared/dates";
import { signUpWorker } from "./support/accounts";
import { expectNoSeriousAxe, setTheme, settle, THEMES } from "./support/axe";
import { clientAddressHeaders, expect, openAsAdmin, reportInput, screenshotsWanted, scrollToEnd, test, uniqueSuffix } from "./support/fixtures";
import { ensureOurCompany, ledgerWorker, PHONE } from "./support/ledger";

/*
 * axe in the browser (docs/decisions/2026-11-28-journeys-that-only-a-browser-can-prove.md):
 * one scan of each layout, every rule in the light theme and the rules that read colours in
 * the dark one (support/axe.ts), on a screen that fills the layout. A browser is needed for
 * the colours; the other screens' rules that read no colour are checked by their component
 * tests (client/src/test/axe.ts). And a keyboard user at the office gets focus back on the
 * control that opened the admin's report dialog.
 *
 * The worker's layout and the inspector's page are scanned on the phone (@phone-only), where
 * they are used; the admin's and the signed-out layouts on the desktop.
 */

const SHOTS = "/tmp/shots-worker";

/** Screenshots in both themes, only when they are wanted (fixtures.ts). */
async function shootBothThemes(page: Page, project: string, name: string, fullPage = false): Promise<void> {
  if (!screenshotsWanted) return;
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${project}-${theme}.png`, fullPage });
  }
}

interface Seeded {
  fullName: string;
  description: string;
}

/** A worker with a report waiting for review yesterday (or today on a Monday) and last week closed. */
async function seedWorker(browser: Browser, baseURL: string): Promise<Seeded> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientAddressHeaders() });
  const worker = await signUpWorker(context, { fullName: `Tilda Tangentbord ${uniqueSuffix()}` });
  const projects = (await (await context.request.get("/api/projects")).json()) as { id: string; status: string }[];
  const project = projects.find((p) => p.status === "active");
  if (!project) throw new Error("no active project");
  const today = todayIn();
  const date = today === weekStart(today) ? today : addDays(today, -1);
  const description = `Fogning av badrum ${uniqueSuffix()}`;
  const report = await context.request.post("/api/time-reports", { data: reportInput({ projectId: project.id, date, hours: "6", description }) });
  expect(report.status(), await report.text()).toBe(201);
  const { year, week } = isoWeekOf(addDays(weekStart(today), -7));
  expect((await context.request.post("/api/weekly-closures", { data: { year, weekNumber: week } })).ok()).toBe(true);
  await context.close();
  return { fullName: worker.fullName, description };
}

test("axe: the signed-out layout (the login with its field errors), light and dark", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Logga in" })).toBeVisible();
  // The schema's messages under the fields: the red text on the card is what the dark theme
  // once failed (docs/decisions/2026-11-22-accessibility-and-dialogs.md).
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByText("Ogiltig e-postadress")).toBeVisible();
  await expectNoSeriousAxe(page, "login with errors");
});

test(
  "axe: the worker's layout (the dashboard with reports sent, attested and sent back, and a closed week), light and dark",
  { tag: "@phone-only" },
  async ({ page, adminApi }, testInfo) => {
    await signUpWorker(page);
    const projects = (await (await page.request.get("/api/projects")).json()) as { id: string; status: string }[];
    const project = projects.find((p) => p.status === "active");
    if (!project) throw new Error("no active project");
    // Reports in the calendar and the list: today's waiting for review, one attested, one sent
    // back with its reason; and last week closed.
    const ids: string[] = [];
    for (let i = 0; i <= 3; i++) {
      const res = await page.request.post("/api/time-reports", {
        data: reportInput({ projectId: project.id, date: addDays(todayIn(), -i), hours: i === 0 ? "7.5" : "8" }),
      });
      expect(res.status(), await res.text()).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    expect((await adminApi.post(`/api/time-reports/${ids[1]}/verify`)).ok()).toBe(true);
    expect((await adminApi.post(`/api/time-reports/${ids[2]}/return`, { data: { reason: "Ange vilket plan du gjöt." } })).ok()).toBe(true);
    const { year, week } = isoWeekOf(addDays(weekStart(todayIn()), -7));
    expect((await page.request.post("/api/weekly-closures", { data: { year, weekNumber: week } })).ok()).toBe(true);
    await page.goto("/");
    await expect(page.getByRole("group", { name: "Månadsöversikt" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Rapportschema" })).toBeVisible();
    await expect(page.getByText("Ange vilket plan du gjöt.").first()).toBeVisible();
    // The whole page: on a phone the PDF card and 'Stängda veckor' are made when scrolled near.
    await scrollToEnd(page);
    await expect(page.getByLabel("Startdatum")).toBeVisible();
    await expect(page.getByRole("list", { name: "Stängda veckor" })).toContainText(`Vecka ${week}, ${year}`);
    await expectNoSeriousAxe(page, "worker dashboard");

    // Pictures of the dashboard, the calendar and the form in both themes, for a person to look at.
    await shootBothThemes(page, testInfo.project.name, "dashboard", true);
    await page.getByRole("heading", { name: "Rapportschema" }).scrollIntoViewIfNeeded();
    await shootBothThemes(page, testInfo.project.name, "calendar");
    if (screenshotsWanted) {
      await page.getByRole("button", { name: "Ny rapport" }).filter({ visible: true }).first().click();
      await expect(page.getByRole("dialog", { name: "Tidsrapportering" }).getByLabel("Beskrivning")).toBeVisible();
      await shootBothThemes(page, testInfo.project.name, "form");
    }
  },
);

test("axe: the admin's layout (the week grid with a worker's reports), light and dark", async ({ page, browser, baseURL }) => {
  const worker = await seedWorker(browser, baseURL ?? "");
  await openAsAdmin(page);
  await page.getByRole("searchbox", { name: "Sök arbetare" }).fill(worker.fullName);
  // The search waits for the typing to pause: the worker's card may show before it is sent,
  // and the grid dims while it runs. Scanned once the grid holds the search's answer.
  await expect(page.getByRole("search", { name: "Filtrera arbetare" }).getByText("Visar 1 av 1 arbetare")).toBeVisible();
  const card = page.getByRole("region", { name: worker.fullName });
  await expect(card.getByRole("button", { name: new RegExp(worker.description) })).toBeVisible();
  await expectNoSeriousAxe(page, "Arbetare");
});

test(
  "axe: the inspector's page (its own stylesheet, rendered by the server), light and dark",
  { tag: "@phone-only" },
  async ({ browser, adminApi, baseURL }) => {
    await ensureOurCompany(adminApi);
    const suffix = uniqueSuffix();
    const created = await adminApi.post("/api/sites", {
      data: { name: `Kv. Granskaren ${suffix}`, address: "Storgatan 1, Umeå", skvId: `AXE-${suffix}`.slice(0, 20), startDate: addDays(todayIn(), -1) },
    });
    expect(created.status()).toBe(201);
    const site = (await created.json()) as { id: string; name: string };
    const worker = await ledgerWorker(adminApi, "Åsa Öberg");
    expect((await adminApi.post(`/api/sites/${site.id}/ledger`, { data: { kind: "in", userId: worker.id } })).status()).toBe(201);
    const link = await adminApi.post(`/api/sites/${site.id}/inspection-links`, { data: { hours: 1 } });
    expect(link.status()).toBe(201);
    const { url } = (await link.json()) as { url: string };

    const inspector = await browser.newContext({ baseURL, extraHTTPHeaders: clientAddressHeaders(), ...PHONE });
    try {
      const page = await inspector.newPage();
      await page.goto(url);
      await expect(page.getByRole("heading", { name: "Personalliggare – kontroll" })).toBeVisible();
      await expect(page.getByRole("list", { name: "På plats nu" }).getByText(worker.fullName)).toBeVisible();
      await expectNoSeriousAxe(page, "inspector's page");
    } finally {
      await inspector.close();
    }
  },
);

test("keyboard: the admin's report detail and edit form give focus back to the chip or row that opened them; alike buttons have distinct names", async ({
  page,
  browser,
  baseURL,
}) => {
  const worker = await seedWorker(browser, baseURL ?? "");
  await openAsAdmin(page);
  const detail = page.getByRole("dialog", { name: "Tidsrapport - Detaljer" });
  const form = page.getByRole("dialog", { name: "Redigera Tidsrapport" });

  /** Opens the report from `opener` by keyboard, closes it with Esc, then again through 'Redigera' and the form. */
  const roundTrip = async (opener: ReturnType<Page["getByRole"]>) => {
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(detail).toContainText(worker.description);
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.focus();
    await page.keyboard.press("Enter");
    await detail.getByRole("button", { name: "Redigera" }).click();
    await expect(form).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
    await expect(opener).toBeFocused();
  };

  await test.step("the week grid", async () => {
    await page.getByRole("searchbox", { name: "Sök arbetare" }).fill(worker.fullName);
    const chip = page.getByRole("region", { name: worker.fullName }).getByRole("button", { name: new RegExp(`^${worker.fullName}, .*${worker.description}`) });
    await roundTrip(chip);
    await expect(page.getByRole("button", { name: `Exportera vecka för ${worker.fullName}` })).toBeVisible();
  });

  await test.step("'Alla rapporter'", async () => {
    await page.getByRole("tab", { name: /Alla rapporter/ }).click();
    await page.getByLabel("Sök", { exact: true }).fill(worker.description);
    await expect(page.getByText("Visar 1–1 av 1")).toBeVisible();
    const row = page.getByRole("list", { name: "Rapporter" }).getByRole("button", { name: new RegExp(worker.description) });
    await roundTrip(row);
  });

  await test.step("project cards", async () => {
    await page.getByRole("tab", { name: /Projekt/ }).click();
    const first = page.getByRole("article").first();
    const number = await first.getAttribute("aria-label");
    const edit = first.getByRole("button", { name: `Redigera ${number}` });
    await edit.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Redigera projekt" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(edit).toBeFocused();
    await expect(page.getByRole("button", { name: "Redigera", exact: true })).toHaveCount(0);
  });
});
