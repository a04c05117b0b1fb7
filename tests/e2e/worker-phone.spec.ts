import type { Locator, Page } from "@playwright/test";
import { addDays, isoWeekday, todayIn } from "../../shared/dates";
import { signInAdmin, signUpWorker } from "./support/accounts";
import { absenceInput, expect, reportInput, scrollToEnd, test } from "./support/fixtures";

/**
 * The worker's day on a 390×844 phone (and on the desktop): toasts that cover no control,
 * scroll buttons clear of content, visible photo remove buttons and a day with two reports.
 * What looks or sits differently on the two (@phone) runs on both; the rest on one of them.
 * The worker's layout is scanned by axe in accessibility.spec.ts; the detail dialog's rules that
 * read no colour by its component test (client/src/test/axe.ts).
 */

async function registerWorker(page: Page, fullName = "Åsa Öberg"): Promise<void> {
  await signUpWorker(page, { fullName });
}

async function firstProject(page: Page): Promise<{ id: string; projectNumber: string; title: string }> {
  const projects = (await (await page.request.get("/api/projects")).json()) as { id: string; projectNumber: string; title: string; status: string }[];
  const active = projects.find((p) => p.status === "active");
  if (!active) throw new Error("no active project");
  return active;
}

async function createReport(page: Page, body: object): Promise<void> {
  const res = await page.request.post("/api/time-reports", { data: body });
  expect(res.status(), await res.text()).toBe(201);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not visible");
  return b;
}

/** WCAG relative luminance of a CSS rgb()/rgba() colour. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toastNamed = (page: Page, text: string) => page.locator("li.toast-root").filter({ hasText: text });

test("toasts cover neither 'Ny rapport' nor the form's title, close or submit buttons", { tag: "@phone" }, async ({ page }) => {
  await registerWorker(page);
  const project = await firstProject(page);
  // 20 hours today already: 7,5 more is refused with the server's own sentence.
  await createReport(page, reportInput({ projectId: project.id, hours: "20", description: "Lång dag med gjutning" }));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Välkommen, Åsa!" })).toBeVisible();

  const newReport = page.getByRole("button", { name: "Ny rapport" }).filter({ visible: true }).first();
  await newReport.click();
  const form = page.getByRole("dialog", { name: "Tidsrapportering" });
  await form.getByLabel("Projekt").selectOption(project.id);
  await form.getByLabel("Timmar").fill("7,5");
  await form.getByLabel("Beskrivning").fill("Formsättning plan 2, norra delen");
  await form.getByText("Jag bekräftar att ovanstående information").click();
  await form.getByRole("button", { name: "Skicka tidrapport" }).click();
  // Past the daily norm the form asks first (docs/product-rules.md §4): sent as it is.
  await page.getByRole("alertdialog", { name: "Dagen går över normen" }).getByRole("button", { name: "Skicka som Arbetad tid" }).click();
  // Not just 'Fel': the server's sentence, clear of the title, the close and the submit button.
  const errorToast = toastNamed(page, "Summan för dagen får vara högst 24 timmar");
  await expect(errorToast).toBeVisible();
  const toastBox = await box(errorToast);
  for (const control of [
    form.getByRole("heading", { name: "Tidsrapportering" }),
    form.getByRole("button", { name: "Stäng" }),
    form.getByRole("button", { name: "Skicka tidrapport" }),
  ]) {
    expect(overlaps(toastBox, await box(control))).toBe(false);
  }

  // 3,5 fits: the 'Tidrapport skapad' toast sits clear of 'Ny rapport'.
  await form.getByLabel("Timmar").fill("3,5");
  await form.getByRole("button", { name: "Skicka tidrapport" }).click();
  await page.getByRole("alertdialog", { name: "Dagen går över normen" }).getByRole("button", { name: "Skicka som Arbetad tid" }).click();
  const saved = toastNamed(page, "Tidrapport skapad");
  await expect(saved).toBeVisible();
  await expect(form).toBeHidden();
  expect(overlaps(await box(saved), await box(newReport))).toBe(false);
  await expect(page.getByRole("list", { name: "Senaste rapporter" })).toContainText("3,5 h");
});

test("the scroll buttons lie over no content", { tag: "@phone" }, async ({ page }) => {
  await registerWorker(page);
  const project = await firstProject(page);
  for (let i = 1; i <= 6; i++) await createReport(page, reportInput({ projectId: project.id, date: addDays(todayIn(), -i), hours: "8" }));
  await page.goto("/");
  await expect(page.getByRole("group", { name: "Månadsöversikt" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  const up = page.getByRole("button", { name: "Till toppen" }).filter({ visible: true });
  const down = page.getByRole("button", { name: "Till botten" }).filter({ visible: true });
  await expect(up).toHaveCount(1);
  const buttons = [await box(up), await box(down)];
  const bar = page.locator("[data-toast-anchor]").filter({ visible: true });
  if ((await bar.count()) > 0) {
    // Phone: inside the opaque 'Ny rapport' bar, beside the button, over nothing of the page.
    const barBox = await box(bar.first());
    for (const b of buttons) expect(b.y >= barBox.y && b.y + b.height <= barBox.y + barBox.height + 1).toBe(true);
    expect(overlaps(buttons[0], await box(page.getByRole("button", { name: "Ny rapport" }).filter({ visible: true })))).toBe(false);
    // Four buttons share the bar: the two labels are whole, neither cut nor drawn over the next.
    for (const name of ["Ny rapport", "Ersättning"]) {
      const label = page.getByRole("button", { name }).filter({ visible: true }).locator("span");
      expect(await label.evaluate((span) => span.scrollWidth <= span.clientWidth), name).toBe(true);
    }
  } else {
    // Desktop: in the margin beside the content column, whatever is scrolled under them.
    for (const section of await page.locator("main > *:not(.fixed)").all()) {
      const b = await section.boundingBox();
      if (!b) continue;
      for (const button of buttons) expect(button.x).toBeGreaterThanOrEqual(b.x + b.width);
    }
  }
});

/** The bottom bar's two labels in each language (shared/i18n/catalogs/dashboard). */
const BAR_LABELS = { sv: ["Ny rapport", "Ersättning"], en: ["New report", "Expenses"], pl: ["Nowy raport", "Zwroty"] } as const;

/**
 * What a thumb sees of the bar: every button inside the screen and apart from the others, each
 * icon inside its own button, and each label whole (not cut with an ellipsis).
 */
async function expectBarApart(page: Page, labels: readonly string[], what: string): Promise<void> {
  const bar = page.locator("[data-toast-anchor]").filter({ visible: true });
  const layout = await bar.evaluate((el) => {
    const rect = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const buttons = [...el.querySelectorAll("button")].filter((b) => b.getBoundingClientRect().width > 0);
    return {
      viewport: document.documentElement.clientWidth,
      barOverflows: el.scrollWidth > el.clientWidth,
      buttons: buttons.map((b) => ({
        box: rect(b),
        parts: [...b.querySelectorAll("svg, span")].filter((p) => p.getBoundingClientRect().width > 0).map(rect),
        label: b.querySelector("span")?.textContent ?? null,
        cut: [...b.querySelectorAll("span")].some((span) => span.scrollWidth > span.clientWidth),
      })),
    };
  });
  expect(layout.barOverflows, what).toBe(false);
  expect(
    layout.buttons.map((b) => b.label).filter((l): l is string => l !== null),
    what,
  ).toEqual(labels);
  for (const [i, b] of layout.buttons.entries()) {
    expect(b.cut, `${what}: ${b.label ?? `button ${i}`} is cut`).toBe(false);
    expect(b.box.x >= 0 && b.box.x + b.box.width <= layout.viewport + 0.5, `${what}: button ${i} inside the screen`).toBe(true);
    for (const part of b.parts) {
      const inside = part.x >= b.box.x - 0.5 && part.x + part.width <= b.box.x + b.box.width + 0.5;
      expect(inside, `${what}: a part of ${b.label ?? `button ${i}`} lies outside it`).toBe(true);
    }
    for (const other of layout.buttons.slice(i + 1)) expect(overlaps(b.box, other.box), `${what}: buttons ${i} and the next overlap`).toBe(false);
  }
}

// Widths are set per check: on the phone's run only.
test(
  "the bottom bar's buttons never overlap and the header's words are never cut at 360-430 px, scrolled or not, light or dark, in sv, en and pl",
  { tag: "@phone-only" },
  async ({ page }) => {
    test.setTimeout(120_000);
    await registerWorker(page, "Åsa Bredd");
    const project = await firstProject(page);
    for (let i = 1; i <= 6; i++) await createReport(page, reportInput({ projectId: project.id, date: addDays(todayIn(), -i), hours: "8" }));
    for (const locale of ["sv", "en", "pl"] as const) {
      expect((await page.request.patch("/api/user", { data: { locale } })).status()).toBe(200);
      for (const theme of ["light", "dark"] as const) {
        await page.goto("/");
        await page.evaluate((t) => window.localStorage.setItem("theme", t), theme);
        await page.reload();
        await expect(page.locator("[data-toast-anchor]").filter({ visible: true }).getByRole("button", { name: BAR_LABELS[locale][0] })).toBeVisible();
        for (const width of [360, 375, 390, 412, 430]) {
          await page.setViewportSize({ width, height: 844 });
          await page.evaluate(() => window.scrollTo(0, 0));
          await expect(page.locator("[data-scroll-buttons]")).toHaveCount(0);
          await expectBarApart(page, BAR_LABELS[locale], `${locale} ${theme} ${width} px at the top`);
          // The header's words are whole or, where there is no room, left to screen readers (1 px wide).
          const cutInHeader = await page
            .locator("header")
            .first()
            .evaluate((h) =>
              [...h.querySelectorAll("span")].filter((s) => s.getBoundingClientRect().width > 1 && s.scrollWidth > s.clientWidth).map((s) => s.textContent),
            );
          expect(cutInHeader, `${locale} ${theme} ${width} px: words cut in the header`).toEqual([]);
          await page.evaluate(() => window.scrollTo(0, 600));
          await expect(page.locator("[data-scroll-buttons]").filter({ visible: true })).toHaveCount(1);
          await expectBarApart(page, BAR_LABELS[locale], `${locale} ${theme} ${width} px scrolled`);
        }
        await page.setViewportSize({ width: 390, height: 844 });
      }
    }
  },
);

/** A small real image, drawn by the browser itself: light grey, where a white X disappeared. */
async function lightImage(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 48;
    canvas.height = 32;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no canvas");
    ctx.fillStyle = "#e5e7eb";
    ctx.fillRect(0, 0, 48, 32);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

// The form's colours are the same at any size: on the phone only.
test("the photo remove buttons are clearly visible in both themes", { tag: "@phone-only" }, async ({ page }) => {
  await registerWorker(page);
  await page.goto("/");
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => window.localStorage.setItem("theme", t), theme);
    await page.reload();
    await page.getByRole("button", { name: "Ny rapport" }).filter({ visible: true }).first().click();
    const form = page.getByRole("dialog", { name: "Tidsrapportering" });
    const png = await lightImage(page);
    await form.getByLabel("Välj bilder från enheten").setInputFiles({ name: "ljus.png", mimeType: "image/png", buffer: png });
    const remove = form.getByRole("button", { name: "Ta bort bild 1" });
    await expect(remove).toBeVisible();
    const colours = await remove.evaluate((el) => {
      const style = getComputedStyle(el);
      return { fg: getComputedStyle(el.querySelector("svg") ?? el).color, bg: style.backgroundColor };
    });
    // Opaque, so what lies behind it (a light photo) cannot wash it out.
    expect(colours.bg).not.toMatch(/rgba\(.*,\s*0(\.\d+)?\)$/);
    expect(contrast(colours.fg, colours.bg), `${theme}: ${colours.fg} on ${colours.bg}`).toBeGreaterThanOrEqual(3);
    // The page's background around the thumbnail and the button differ by 3:1 too.
    const pageBg = await form.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(contrast(colours.bg, pageBg)).toBeGreaterThanOrEqual(3);
    await form.getByRole("button", { name: "Stäng" }).click();
    const ask = page.getByRole("alertdialog", { name: "Osparade ändringar" });
    await expect(ask).toContainText("Vill du kasta ändringarna?");
    await ask.getByRole("button", { name: "Kasta ändringarna" }).click();
    await expect(form).toBeHidden();
  }
});

// Focus and Esc are a keyboard's: on the desktop only.
test("a day with two reports opens both; focus returns to the day; Esc asks before discarding", async ({ page }) => {
  await registerWorker(page);
  const project = await firstProject(page);
  const day = isoWeekday(todayIn()) === 1 ? todayIn() : addDays(todayIn(), -1);
  await createReport(page, reportInput({ projectId: project.id, date: day, hours: "4", description: "Förmiddag: rivning av innervägg" }));
  await createReport(page, reportInput({ projectId: project.id, date: day, hours: "3.5", description: "Eftermiddag: bärning av gips" }));
  await page.goto("/");

  const cell = page.getByRole("group", { name: "Månadsöversikt" }).locator(`[data-date="${day}"]`);
  await cell.click();
  const picker = page.getByRole("dialog").filter({ has: page.getByRole("list", { name: "Dagens rapporter" }) });
  const items = picker.getByRole("list", { name: "Dagens rapporter" }).getByRole("button");
  await expect(items).toHaveCount(2);
  await items.filter({ hasText: "3,5 h" }).click();
  const detail = page.getByRole("dialog", { name: "Tidsrapport - Detaljer" });
  await expect(detail).toContainText("Eftermiddag: bärning av gips");
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(cell).toBeFocused();

  // The form: Esc with changes asks; 'Avbryt' keeps the text; discarding returns focus to 'Ny rapport'.
  const newReport = page.getByRole("button", { name: "Ny rapport" }).filter({ visible: true }).first();
  await newReport.click();
  const form = page.getByRole("dialog", { name: "Tidsrapportering" });
  await expect(form.getByLabel("Projekt")).toHaveValue(project.id);
  await form.getByLabel("Beskrivning").fill("Halvfärdig text");
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: "Osparade ändringar" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Avbryt" }).click();
  await expect(form.getByLabel("Beskrivning")).toHaveValue("Halvfärdig text");
  await page.keyboard.press("Escape");
  await ask.getByRole("button", { name: "Kasta ändringarna" }).click();
  await expect(form).toBeHidden();
  await expect(newReport).toBeFocused();
});

// The form fills the same at any size: on the phone only, where it saves the most taps.
test("'Kopiera senaste' fills the last work day's project, hours and description, past a later sick day", { tag: "@phone-only" }, async ({ page }) => {
  await registerWorker(page);
  const project = await firstProject(page);
  await createReport(page, reportInput({ projectId: project.id, date: addDays(todayIn(), -2), hours: "6.5", description: "Isolering av vindsbjälklag" }));
  await createReport(page, absenceInput({ date: addDays(todayIn(), -1) }));
  await page.goto("/");
  await page.getByRole("button", { name: "Ny rapport" }).filter({ visible: true }).first().click();
  const form = page.getByRole("dialog", { name: "Tidsrapportering" });
  await form.getByRole("button", { name: /^Kopiera senaste \(/ }).click();
  await expect(form.getByLabel("Projekt")).toHaveValue(project.id);
  await expect(form.getByLabel("Timmar")).toHaveValue("6,5");
  await expect(form.getByLabel("Beskrivning")).toHaveValue("Isolering av vindsbjälklag");
  await expect(form.getByLabel("Datum")).toHaveValue(todayIn());
});

// The admin's dialog: on the desktop only.
test("after 'Verifiera' in the detail dialog Esc still closes it", async ({ page }) => {
  await registerWorker(page, "Bo Ek");
  const project = await firstProject(page);
  await createReport(page, reportInput({ projectId: project.id, description: "Att verifiera i dag, Bo" }));
  await page.context().clearCookies();
  await signInAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: /Alla rapporter/ }).click();
  await page.getByText("Att verifiera i dag, Bo").first().click();
  const detail = page.getByRole("dialog", { name: "Tidsrapport - Detaljer" });
  await detail.getByRole("button", { name: "Verifiera" }).click();
  await expect(detail.getByRole("button", { name: "Verifiera" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
});

test("the PDF card is made when a phone scrolls near it, and at once on the desktop where it shows", { tag: "@phone" }, async ({ page }, testInfo) => {
  await registerWorker(page);
  const project = await firstProject(page);
  for (let i = 1; i <= 5; i++) await createReport(page, reportInput({ projectId: project.id, date: addDays(todayIn(), -i), hours: "8" }));
  await page.goto("/");
  await expect(page.getByRole("group", { name: "Månadsöversikt" })).toBeVisible();
  const from = page.getByLabel("Startdatum");
  if (testInfo.project.name === "phone") {
    // Loaded and settled, the card's place is still empty: its date fields are a long task
    // for a phone's browser, paid only by a worker who goes there.
    await page.waitForLoadState("networkidle");
    await expect(from).toHaveCount(0);
    // Its heading stands in its place, for heading navigation and find-in-page.
    await expect(page.getByRole("heading", { name: "Ladda ner tidrapport" })).toHaveCount(1);
    await scrollToEnd(page);
  }
  await expect(from).toBeInViewport({ ratio: testInfo.project.name === "phone" ? 0 : 1 });
  await expect(from).toHaveValue(`${todayIn().slice(0, 8)}01`);
  await expect(page.getByText("Inga stängda veckor ännu")).toBeVisible();
});
