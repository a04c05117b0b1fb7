import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { addDays, isoWeekOf, todayIn, weekStart } from "../../shared/dates";
import { createWorker, signUpWorker, type Account } from "./support/accounts";
import { setTheme, settle } from "./support/axe";
import { clientAddressHeaders, expect, openAsAdmin, screenshotsWanted, test } from "./support/fixtures";

/*
 * The admin's Monday with 40 workers (issue 8, items 10–13): the week grid's search, filters,
 * compact layout and closed weeks; 'Alla rapporter' searching every report on the server;
 * assigning workers in the project form. Seeded once through the API. An admin's work at the
 * office: on the desktop only (playwright.config.ts).
 *
 * The axe scans this journey made of the week grid, the compact grid, 'Alla rapporter' and the
 * project form moved: the admin's layout is scanned light and dark in accessibility.spec.ts, and
 * each screen's rules that read no colour in its component test (client/src/test/axe.ts).
 */

const PREFIX = "Veckotest";
const PROJECT_NUMBER = "P-VECKO-40";
const SHOTS = "/tmp/shots-admin";
const LAST_MONDAY = addDays(weekStart(todayIn()), -7);
const LAST_WEEKDAYS = [0, 1, 2, 3, 4].map((i) => addDays(LAST_MONDAY, i));
const nn = (i: number) => String(i + 1).padStart(2, "0");

type SeedUser = Pick<Account, "id" | "fullName">;

const seedName = (i: number) => `${PREFIX} ${nn(i)} ${i === 0 ? "Maximiliana Wilhelmsson-Östergren" : "Arbetare"}`;
const seedFields = (i: number) => ({ username: `veckotest${nn(i)}`, fullName: seedName(i), email: `veckotest${nn(i)}@example.se` });

/**
 * 40 workers: 01–20 report Monday–Friday of last week (01–15 verified, 16–20 waiting for
 * review), 21–40 report nothing; 01–08 closed last week. One project, P-VECKO-40. The workers
 * are made side by side: the server hashes their passwords on its thread pool.
 */
async function seed(browser: Browser, baseURL: string, admin: APIRequestContext): Promise<{ workers: SeedUser[]; projectId: string }> {
  const existing = ((await (await admin.get("/api/users")).json()) as SeedUser[]).filter((u) => u.fullName.startsWith(PREFIX));
  const projects = (await (await admin.get("/api/projects")).json()) as { id: string; projectNumber: string }[];
  const seeded = projects.find((p) => p.projectNumber === PROJECT_NUMBER);
  if (existing.length === 40 && seeded) return { workers: existing.sort((a, b) => a.fullName.localeCompare(b.fullName)), projectId: seeded.id };

  const project = await admin.post("/api/projects", {
    data: { projectNumber: PROJECT_NUMBER, title: "Kvarteret Måndagsmorgon, etapp två med ett långt namn som inte får plats", status: "active" },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const { year, week } = isoWeekOf(LAST_MONDAY);

  /** One of 01–20: signs up, reports the week, is attested or not, closes the week or not. */
  const reporting = async (i: number): Promise<SeedUser> => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientAddressHeaders() });
    try {
      const worker = await signUpWorker(context, seedFields(i));
      for (const date of LAST_WEEKDAYS) {
        const res = await context.request.post("/api/time-reports", {
          data: { projectId, date, hours: "8", description: `Formsättning och gjutning dag ${date}` },
        });
        expect(res.status(), await res.text()).toBe(201);
        const report = (await res.json()) as { id: string };
        if (i < 15) expect((await admin.post(`/api/time-reports/${report.id}/verify`)).ok()).toBe(true);
      }
      if (i < 8) expect((await context.request.post("/api/weekly-closures", { data: { year, weekNumber: week } })).ok()).toBe(true);
      return worker;
    } finally {
      await context.close();
    }
  };
  const workers = await Promise.all([
    ...Array.from({ length: 20 }, (_, i) => reporting(i)),
    ...Array.from({ length: 20 }, (_, i) => createWorker(admin, seedFields(20 + i))),
  ]);
  return { workers, projectId };
}

/** Light, then dark, then back to light; only when screenshots are wanted (fixtures.ts). */
async function shoot(page: Page, info: TestInfo, name: string, fullPage = false) {
  if (!screenshotsWanted) return;
  const file = (theme: string) => `${SHOTS}/${name}-${info.project.name}-${theme}.png`;
  await page.screenshot({ path: file("light"), fullPage });
  // The theme's class on <html>, set directly: the toggle is behind an open dialog's overlay.
  // Buttons fade their colours: `setTheme` and `settle` wait for the transition to end.
  await setTheme(page, "dark");
  await settle(page);
  await page.screenshot({ path: file("dark"), fullPage });
  await setTheme(page, "light");
  await settle(page);
}

const gridHeight = async (page: Page) => (await page.getByTestId("week-grid").boundingBox())?.height ?? 0;

test("the admin's Monday: 40 workers in the week grid, every report searchable, workers assigned to a project", async ({
  page,
  browser,
  baseURL,
  adminApi,
}, info) => {
  test.setTimeout(240_000);
  const { workers, projectId } = await seed(browser, baseURL ?? "", adminApi);
  await openAsAdmin(page);

  await test.step("the week grid: search, filters, compact layout and closed weeks", async () => {
    await page.getByRole("button", { name: "Föregående vecka" }).click();
    const toolbar = page.getByRole("search", { name: "Filtrera arbetare" });
    const search = page.getByRole("searchbox", { name: "Sök arbetare" });
    // The search and the toggles go to the server, which answers a page of the matches.
    const searched = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/admin/week" && new URL(r.url()).searchParams.get("q") === PREFIX);
    await search.fill(PREFIX);
    await searched;
    // The previous answer stays on screen, marked busy, until the search's answer replaces it.
    await expect(page.locator('section[aria-label="Arbetarnas vecka"] [aria-busy="true"]')).toHaveCount(0);
    await expect(toolbar.getByText(/^Visar [\d\s]+ av [\d\s]+ arbetare$/)).toBeVisible();
    const normal = await gridHeight(page);

    // Weekends are neutral: no worker's Saturday or Sunday says 'Saknas'.
    const idle = page.getByRole("region", { name: workers[30].fullName });
    await expect(idle.locator(`[data-date="${LAST_MONDAY}"]`)).toHaveAttribute("data-state", "missing");
    for (const date of [addDays(LAST_MONDAY, 5), addDays(LAST_MONDAY, 6)]) {
      await expect(idle.locator(`[data-date="${date}"]`)).toHaveAttribute("data-state", "weekend");
      await expect(idle.locator(`[data-date="${date}"]`)).not.toContainText("Saknas");
    }
    await expect(page.getByRole("region", { name: workers[0].fullName }).getByText("Vecka stängd")).toBeVisible();
    await expect(page.getByRole("region", { name: workers[9].fullName }).getByText("Vecka stängd")).toHaveCount(0);
    await expect(page.getByText(/^\d[\d\s]* inskickade rapporter den här veckan\.$/)).toBeVisible();
    await shoot(page, info, "week-grid-40");

    await page.getByRole("button", { name: "Kompakt vy" }).click();
    const compact = await gridHeight(page);
    expect(compact).toBeLessThan(normal / 3);
    await expect(page.getByRole("listitem", { name: workers[0].fullName }).getByText("Vecka stängd")).toBeAttached();
    await shoot(page, info, "week-grid-40-compact", true);

    const weekAsked = (toggle: "onlyMissing" | "onlyToReview") =>
      page.waitForRequest((r) => {
        const url = new URL(r.url());
        return url.pathname === "/api/admin/week" && url.searchParams.get(toggle) === "true" && url.searchParams.get("q") === PREFIX;
      });
    const missing = weekAsked("onlyMissing");
    await page.getByRole("button", { name: "Bara saknade dagar" }).click();
    await missing;
    await expect(page.getByRole("listitem", { name: workers[30].fullName })).toBeVisible();
    await page.getByRole("button", { name: "Bara saknade dagar" }).click();
    const toReview = weekAsked("onlyToReview");
    await page.getByRole("button", { name: "Bara att granska" }).click();
    await toReview;
    await expect(page.getByRole("listitem", { name: workers[17].fullName })).toBeVisible();
    await shoot(page, info, "week-grid-40-compact-filtered");
    await page.getByRole("button", { name: "Kompakt vy" }).click();
    await expect(page.getByRole("region", { name: workers[17].fullName })).toBeVisible();
    await shoot(page, info, "week-grid-40-filtered");
  });

  await test.step("'Alla rapporter' searches every report on the server, not the page", async () => {
    await page.getByRole("tab", { name: /Alla rapporter/ }).click();
    await expect(page.getByText(/^Visar 1–50 av (cirka )?[\d\s]+$/)).toBeVisible();
    await page.getByLabel("Sök", { exact: true }).fill(`${PREFIX} 17`);
    await expect(page.getByText("Visar 1–5 av 5")).toBeVisible();
    const list = page.getByRole("list", { name: "Rapporter" });
    await expect(list.getByRole("listitem")).toHaveCount(5);
    await page.getByLabel("Sök", { exact: true }).fill(`${PREFIX} 01 maximiliana`);
    await expect(page.getByText("Visar 1–5 av 5")).toBeVisible();
    const name = list.getByText(workers[0].fullName).first();
    await expect(name).toHaveAttribute("title", workers[0].fullName);
    await shoot(page, info, "alla-rapporter-search");

    await page.getByLabel("Sök", { exact: true }).fill("finns-inte-någonstans");
    await expect(page.getByText("Inga rapporter hittades")).toBeVisible();
    await page.getByRole("button", { name: "Exportera CSV" }).click();
    await expect(page.locator(".toast-root").getByText("Inga rapporter", { exact: true })).toBeVisible();
    await expect(page.locator(".toast-root").getByText("Export lyckades", { exact: true })).toHaveCount(0);
  });

  await test.step("the project form assigns workers", async () => {
    // The 'Inga rapporter' toast can sit over the project cards: close it.
    for (const close of await page.locator(".toast-root").getByRole("button", { name: "Stäng" }).all()) await close.click().catch(() => undefined);
    await expect(page.locator(".toast-root")).toHaveCount(0);
    await page.getByRole("tab", { name: /Projekt/ }).click();
    await page
      .getByRole("article", { name: PROJECT_NUMBER })
      .getByRole("button", { name: /Redigera/ })
      .click();
    const field = page.getByRole("group", { name: "Tilldelade arbetare" });
    await expect(field.getByRole("checkbox", { name: workers[0].fullName })).toBeVisible();
    await field.getByRole("checkbox", { name: workers[1].fullName }).setChecked(true);
    await expect(field.getByText(/valda: bara de kan rapportera/)).toBeVisible();
    await shoot(page, info, "project-form-assignments");
    await field.getByRole("checkbox", { name: workers[1].fullName }).setChecked(false);
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.locator(".toast-root").getByText("Framgång", { exact: true })).toBeVisible();
    expect(await (await adminApi.get(`/api/projects/${projectId}/workers`)).json()).toEqual({ workerIds: [] });
  });
});
