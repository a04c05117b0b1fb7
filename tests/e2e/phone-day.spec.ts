import type { Locator, Page } from "@playwright/test";
import { addDays, todayIn } from "../../shared/dates";
import type { LedgerEntry, Project, Site } from "../../shared/types";
import { createWorker, signIn } from "./support/accounts";
import { setTheme, settle, THEMES } from "./support/axe";
import { clientAddressHeaders, expect, picture, screenshotsWanted, scrollToEnd, test, uniqueSuffix } from "./support/fixtures";
import { ensureOurCompany, personnummer } from "./support/ledger";

/**
 * A worker's day with the phone at the site (docs/product-rules.md §15): the poster's page names
 * the site before signing in; the first check-in asks for the personnummer with one button;
 * 'Rapportera dagen' is still offered after the app is opened again, and the day is reported
 * with the taps counted ('Bekräfta och skicka' under the day it proposes); a second phone checks out and the first, still showing 'Checka ut',
 * gets 409 and shows the server's state.
 *
 * Online taps carry no time (the server's clock decides), so a stay made in the journey is
 * seconds long. The platsansvarig therefore corrects the check-in to the worker's arrival two
 * hours earlier (or 00:01 when the day is younger), as a correction from the gate's log would:
 * the day then has hours to report. In the first minutes after midnight the stay is too short
 * for half an hour and 'Slut' is left empty and the form opens instead of the summary; the journey then fails rather than pass
 * on a day it did not walk.
 */

const SHOTS = "/work/notes/shots/phone-day";
const DAY_CONFIRM_SHOTS = "/work/notes/shots/day-confirm";
const HOUR = 60 * 60_000;

/** Milliseconds since midnight in Stockholm. */
function sinceMidnight(at: Date): number {
  const [h, m, s] = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm", hour: "2-digit", minute: "2-digit", second: "2-digit" })
    .format(at)
    .split(":")
    .map(Number);
  return ((h * 60 + m) * 60 + s) * 1000;
}

/** WCAG relative luminance of a CSS rgb() colour, and the contrast of two. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The button's text size in px and the contrast of its text on its own background. */
async function looks(button: Locator): Promise<{ fontSize: number; contrast: number; opacity: number }> {
  const style = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { fontSize: s.fontSize, color: s.color, background: s.backgroundColor, opacity: s.opacity };
  });
  return { fontSize: Number.parseFloat(style.fontSize), contrast: contrast(style.color, style.background), opacity: Number(style.opacity) };
}

/** Visible text in `root` set smaller than 14 px: what a worker squints at in sunlight. */
async function smallText(page: Page, root = "main"): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    const start = document.querySelector(selector);
    if (!start) return [`nothing matches ${selector}`];
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest("[aria-hidden='true']")) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (size < 14) out.push(`${size}px: ${text.slice(0, 40)}`);
    }
    return out;
  }, root);
}

/** Both themes of the screen as it stands, for a person to look at (E2E_SCREENSHOTS=1). */
async function pictures(page: Page, name: string, project: string, fullPage = true, dir = SHOTS): Promise<void> {
  if (!screenshotsWanted) return;
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await settle(page);
    await picture(page, { path: `${dir}/${name}-${project}-${theme}.png`, fullPage });
  }
  await setTheme(page, "light");
}

test(
  "a day at the site on the phone: the poster names the site, one button for the personnummer, 'Rapportera dagen' after a reload, a stale tab",
  { tag: "@phone" },
  async ({ page, browser, baseURL, adminApi, playwright }, info) => {
    const project = info.project.name;
    // 14 px is the phone's floor; the desktop keeps its denser 12 px where it had it.
    const phone = project === "phone";
    const tooSmall = async (root?: string) => (phone ? smallText(page, root) : []);
    await ensureOurCompany(adminApi);
    const suffix = uniqueSuffix();
    // A worker with no personnummer on file yet, who reported yesterday on the site's project.
    const worker = await createWorker(adminApi, { fullName: `Sara Nilsson ${suffix}` });
    // The project, and with it the site, is open to her alone before the site is made: the other
    // journeys' workers, running beside this one, must never find a second site on their card.
    const createdProject = await adminApi.post("/api/projects", {
      data: { projectNumber: `EK-${suffix}`.slice(0, 50), title: `Brf Eken stambyte ${suffix}`, status: "active" },
    });
    expect(createdProject.status(), await createdProject.text()).toBe(201);
    const eken = (await createdProject.json()) as Project;
    expect((await adminApi.put(`/api/projects/${eken.id}/workers`, { data: { workerIds: [worker.id] } })).status()).toBe(200);
    const createdSite = await adminApi.post("/api/sites", {
      data: {
        name: `Brf Eken ${suffix}`,
        address: "Ekvägen 2, Västerås",
        skvId: `E2E-${suffix}`.slice(0, 20),
        startDate: addDays(todayIn(), -1),
        projectIds: [eken.id],
      },
    });
    expect(createdSite.status()).toBe(201);
    const site = (await createdSite.json()) as Site;
    const workerApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: clientAddressHeaders() });
    await signIn(workerApi, worker);
    const yesterday = await workerApi.post("/api/time-reports", {
      data: {
        projectId: eken.id,
        date: addDays(todayIn(), -1),
        hours: "8.5",
        startTime: "07:00",
        endTime: "16:00",
        breakMinutes: 30,
        description: "Rivning av gamla stammar plan 3",
      },
    });
    expect(yesterday.status(), await yesterday.text()).toBe(201);

    // 9. The poster's code, signed out: the site is named, and what signing in is for.
    await page.goto(`/checkin/${site.id}`);
    await expect(page.getByText(`Logga in för att checka in på ${site.name}`)).toBeVisible();
    await expect(page.getByLabel("E-post")).toBeVisible();
    await pictures(page, "1-poster-signed-out", project);

    // Signed in (over HTTP, as the journeys do), the same address is the card for that site.
    await signIn(page, worker);
    await page.reload();
    const card = page.getByRole("region", { name: "Personalliggare" });
    await expect(card.getByText(site.name)).toBeVisible();

    // Every tap of the worker's normal day, counted.
    const taps: string[] = [];
    const tap = async (locator: Locator, what: string) => {
      taps.push(what);
      await locator.click();
    };

    // 8. 'Checka in': primary colour, 18 px at least, 4.5:1.
    const checkIn = card.getByRole("button", { name: "Checka in", exact: true });
    const inLooks = await looks(checkIn);
    expect(inLooks.fontSize).toBeGreaterThanOrEqual(18);
    expect(inLooks.contrast).toBeGreaterThanOrEqual(4.5);
    expect(await tooSmall()).toEqual([]);
    await tap(checkIn, "Checka in");

    // 5. The personnummer: one button, a keyboard with the hyphen, the format shown.
    const field = card.getByLabel("Personnummer");
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute("inputmode", "text");
    await expect(card.getByText("ÅÅÅÅMMDD-NNNN")).toBeVisible();
    await expect(card.getByRole("button", { name: "Checka in", exact: true })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Spara och checka in" })).toHaveCount(1);
    await pictures(page, "2-personnummer", project);
    await field.fill(personnummer());
    // Asked once, at the first check-in ever: not a tap of a normal day.
    await card.getByRole("button", { name: "Spara och checka in" }).click();
    await expect(card.getByText(new RegExp(`^Incheckad sedan \\d\\d:\\d\\d på ${site.name}$`))).toBeVisible();

    // 8. Checked in, 'Checka ut' looks as active as 'Checka in' did.
    const checkOut = card.getByRole("button", { name: "Checka ut", exact: true });
    const outLooks = await looks(checkOut);
    expect(outLooks.fontSize).toBeGreaterThanOrEqual(18);
    expect(outLooks.contrast).toBeGreaterThanOrEqual(4.5);
    expect(outLooks.opacity).toBe(1);
    await pictures(page, "3-checked-in", project);

    // The platsansvarig's correction from the gate's log: the worker came earlier.
    const now = new Date();
    const arrived = new Date(now.getTime() - Math.min(2 * HOUR, sinceMidnight(now) - 60_000));
    const entries = (await (await adminApi.get(`/api/sites/${site.id}/ledger?from=${todayIn()}&to=${todayIn()}`)).json()) as LedgerEntry[];
    const firstIn = entries.find((e) => e.person.userId === worker.id && e.kind === "in");
    const corrected = await adminApi.post(`/api/ledger/${firstIn?.id}/corrections`, {
      data: { occurredAt: arrived.toISOString(), reason: "Kom tidigare enligt grindloggen" },
    });
    expect(corrected.status(), await corrected.text()).toBe(201);

    await tap(checkOut, "Checka ut");
    await expect(card.getByRole("button", { name: "Checka in", exact: true })).toBeVisible();

    // 1. The app opened again: 'Rapportera dagen' comes from the server's ledger, not from the tap.
    await page.goto("/");
    const offer = page.getByRole("button", { name: "Rapportera dagen" });
    await expect(offer).toBeVisible();
    expect(await tooSmall()).toEqual([]);
    await pictures(page, "4-dashboard-report-day", project);
    await tap(offer, "Rapportera dagen");
    // The day as it will be reported, the spec's confirmation sentence right above 'Bekräfta och skicka':
    // pressing it is the worker's confirmation (docs/product-rules.md §15).
    const summary = page.getByRole("dialog", { name: "Rapportera dagen" });
    await expect(summary.getByText(/^Från personalliggaren: in \d\d:\d\d, ut \d\d:\d\d/)).toBeVisible();
    await expect(summary.getByRole("definition").filter({ hasText: "Rivning av gamla stammar plan 3" })).toBeVisible();
    await expect(summary.getByRole("definition").filter({ hasText: eken.projectNumber })).toBeVisible();
    await expect(summary.getByText("Jag bekräftar att ovanstående information är korrekt och att arbetstiden är korrekt rapporterad.")).toBeVisible();
    await expect(summary.getByRole("checkbox")).toHaveCount(0);
    await expect(summary.getByRole("button", { name: "Ändra" })).toBeVisible();
    const confirm = summary.getByRole("button", { name: "Bekräfta och skicka" });
    await expect(confirm).toBeEnabled();
    const confirmLooks = await looks(confirm);
    expect(confirmLooks.contrast).toBeGreaterThanOrEqual(4.5);
    const hoursShown =
      (
        await summary
          .getByRole("definition")
          .filter({ hasText: /^\d+,\d h$/ })
          .textContent()
      )?.trim() ?? "";
    expect(hoursShown).toMatch(/^\d+,\d h$/);
    expect(await tooSmall("[role=dialog]")).toEqual([]);
    // The summary is a dialog fixed to the view: the view itself, not the page under it.
    await pictures(page, "summary", project, false, DAY_CONFIRM_SHOTS);
    // The report's answer held back a moment: while it is sent the button keeps its colour.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/time-reports", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await tap(confirm, "Bekräfta och skicka");
    const sending = await looks(summary.getByRole("button", { name: "Skickar..." }));
    expect(sending.opacity).toBe(1);
    expect(sending.contrast).toBeGreaterThanOrEqual(4.5);
    release();
    await expect(summary).toBeHidden();
    await page.unrouteAll({ behavior: "wait" });
    await expect(offer).toHaveCount(0);
    expect(taps).toEqual(["Checka in", "Checka ut", "Rapportera dagen", "Bekräfta och skicka"]);
    const sent = (await (await workerApi.get(`/api/time-reports?startDate=${todayIn()}&endDate=${todayIn()}`)).json()) as {
      projectId: string;
      hours: string;
    }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ projectId: eken.id });
    expect(`${Number(sent[0].hours).toFixed(1).replace(".", ",")} h`).toBe(hoursShown);
    // On the dashboard (newest first), with the hours the summary showed.
    await expect(page.getByRole("list", { name: "Senaste rapporter" }).getByRole("listitem").filter({ hasText: eken.projectNumber }).first()).toContainText(
      hoursShown,
    );

    // 4. A stale screen: checked in here, then out from a second phone.
    const dashCard = page.getByRole("region", { name: "Personalliggare" });
    await dashCard.getByRole("button", { name: "Checka in", exact: true }).click();
    await expect(dashCard.getByRole("button", { name: "Checka ut", exact: true })).toBeVisible();
    const second = await browser.newContext({
      baseURL,
      extraHTTPHeaders: clientAddressHeaders(),
      viewport: page.viewportSize(),
      locale: "sv-SE",
      timezoneId: "Europe/Stockholm",
    });
    await signIn(second, worker);
    const other = await second.newPage();
    await other.goto(`/checkin/${site.id}`);
    await other.getByRole("button", { name: "Checka ut", exact: true }).click();
    await expect(other.getByRole("button", { name: "Checka in", exact: true })).toBeVisible();
    await second.close();

    await expect(dashCard.getByRole("button", { name: "Checka ut", exact: true })).toBeVisible();
    await dashCard.getByRole("button", { name: "Checka ut", exact: true }).click();
    const alert = dashCard.getByRole("alert");
    await expect(alert).toContainText(`${worker.fullName} är inte incheckad`);
    await expect(alert).toContainText("Läget har ändrats, kanske från en annan telefon. Så här ser det ut nu.");
    await expect(dashCard.getByText("Du är inte incheckad")).toBeVisible();
    await expect(dashCard.getByText(/Incheckad sedan/)).toHaveCount(0);
    await expect(dashCard.getByRole("button", { name: "Checka in", exact: true })).toBeVisible();
    // The day has its report: nothing more to offer.
    await expect(offer).toHaveCount(0);
    await pictures(page, "6-stale-tab", project);

    // 3. A rejected report stands at the top, with the sent-back ones, above the card.
    const rejected = await adminApi.delete(`/api/time-reports/${((await yesterday.json()) as { id: string }).id}`, {
      data: { reason: "Dubbelrapporterad dag, se rapporten från i dag" },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);
    await page.reload();
    const rejectedList = page.getByRole("list", { name: "Nekade rapporter" });
    await expect(rejectedList).toBeVisible();
    const [listTop, cardTop] = [(await rejectedList.boundingBox())?.y ?? Infinity, (await dashCard.boundingBox())?.y ?? -Infinity];
    expect(listTop).toBeLessThan(cardTop);
    // The whole dashboard, the PDF card and 'Stängda veckor' made as the worker scrolls to them.
    await scrollToEnd(page);
    await expect(page.getByRole("button", { name: "Ladda ner PDF" })).toBeVisible();
    expect(await tooSmall()).toEqual([]);
    await pictures(page, "7-dashboard-rejected", project);
    await workerApi.dispose();
  },
);
