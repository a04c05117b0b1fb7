import fs from "node:fs";
import type { APIRequestContext, Download, Locator, Page } from "@playwright/test";
import { todayIn, weekStart } from "../../shared/dates";
import { registrationInput } from "../support/builders/inputs";
import { signIn, signInAdmin } from "./support/accounts";
import { expect, openAsAdmin, shortTag, test, uniqueEmail } from "./support/fixtures";
import { PHONE } from "./support/ledger";

// A 40×30 PNG: the upload checks the file's first bytes, so it must be a real image.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsMlBIhKRhQw4mvRvputExGKxWCwWi8VisVj8N17V/Zfbjm/zaQAAAABJRU5ErkJggg==",
  "base64",
);

const REPORTS = {
  verify: { hours: "2.5", description: "Grävning för dränering vid ån – södra sidan" },
  reject: { hours: "3", description: "Rivning av gammal källartrappa i förrådet" },
  keep: { hours: "2", description: "Återställning av gräsmatta och städning" },
} as const;

/** A toast can cover a button near the bottom right; close any that shows. */
async function closeToasts(page: Page) {
  for (const close of await page.locator(".toast-root").getByRole("button", { name: "Stäng" }).all()) {
    await close.click().catch(() => undefined);
  }
  await expect(page.locator(".toast-root")).toHaveCount(0);
}

/** On a phone the page itself must never scroll sideways (checked at the journey's end). */
async function expectNoSideScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/**
 * On a phone the scroll buttons sit in a bar of their own at the bottom, never over a table
 * cell or a button; scrolled to the end, the page's last control clears the bar
 * (docs/decisions/2026-11-22-toasts-and-error-display.md).
 */
async function expectScrollButtonsClear(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), "a page long enough to scroll").toBeGreaterThan(400);
  await page.evaluate(() => window.scrollTo(0, 400));
  const up = page.getByRole("button", { name: "Till toppen" }).filter({ visible: true });
  const down = page.getByRole("button", { name: "Till botten" }).filter({ visible: true });
  await expect(up).toHaveCount(1);
  const bar = await page.locator("[data-scroll-bar]").boundingBox();
  expect(bar, "the scroll buttons' bar").not.toBeNull();
  if (!bar) return;
  for (const button of [await up.boundingBox(), await down.boundingBox()]) {
    expect(button && button.y >= bar.y && button.y + button.height <= bar.y + bar.height + 1).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
  const lowest = await page
    .locator("main")
    .locator("button, a, input, select, textarea, td, [role=tab]")
    .filter({ visible: true })
    .evaluateAll((els) => Math.max(...els.filter((el) => !el.closest("[data-scroll-bar]")).map((el) => el.getBoundingClientRect().bottom)));
  expect(lowest).toBeLessThanOrEqual((await page.locator("[data-scroll-bar]").boundingBox())?.y ?? 0);
}

const toastTitle = (page: Page, text: string) => page.locator(".toast-root").getByText(text, { exact: true });

async function download(page: Page, button: Locator): Promise<Download> {
  await closeToasts(page);
  const pending = page.waitForEvent("download");
  await button.click();
  return pending;
}

/**
 * A download's name, once its file has come and is not empty. What is in the file is checked
 * where it is made (docs/decisions/2026-11-28-journeys-that-only-a-browser-can-prove.md).
 */
async function savedName(file: Download): Promise<string> {
  expect(fs.statSync(await file.path()).size).toBeGreaterThan(0);
  return file.suggestedFilename();
}

/** The worker's side, through the API: a receipt upload and three reports dated today. */
async function reportAsWorker(api: APIRequestContext, projectNumber: string, today: string) {
  const projects = (await (await api.get("/api/projects")).json()) as { id: string; projectNumber: string }[];
  const projectId = projects.find((p) => p.projectNumber === projectNumber)?.id;
  expect(projectId).toBeTruthy();
  const ticket = (await (await api.post("/api/objects/upload", { data: {} })).json()) as { uploadURL: string; headers?: Record<string, string> };
  expect((await api.put(ticket.uploadURL, { data: PNG, headers: { "Content-Type": "image/png", ...ticket.headers } })).ok()).toBe(true);
  const { objectPath } = (await (await api.put("/api/time-report-images", { data: { imageURL: ticket.uploadURL } })).json()) as { objectPath: string };
  const extras = { verify: { receiptsConfirmed: true, receiptImageUrls: [objectPath] }, reject: {}, keep: {} };
  for (const key of ["verify", "reject", "keep"] as const) {
    const res = await api.post("/api/time-reports", { data: { projectId, date: today, ...REPORTS[key], ...extras[key] } });
    expect(res.status()).toBe(201);
  }
}

test("an admin sets up a project and a worker, reviews the worker's reports and exports CSV and PDFs", async ({ page, browser, baseURL, adminApi }) => {
  test.setTimeout(180_000);
  const tag = `D${shortTag().toUpperCase()}`;
  const projectNumber = `P-E2E-${tag}`;
  const workerName = `Åke Öhrström ${tag}`;
  const workerEmail = uniqueEmail("ake");
  const today = todayIn();

  await test.step("the admin creates a project and a worker", async () => {
    await openAsAdmin(page);
    await page.getByRole("tab", { name: /Projekt/ }).click();
    await page.getByRole("button", { name: "Nytt projekt" }).click();
    await page.getByLabel("Projektnummer").fill(projectNumber);
    await page.getByLabel("Projektnamn").fill("Källarrenovering Åkervägen");
    await page.getByLabel("Beräknade timmar").fill("4");
    await page.getByRole("button", { name: "Skapa projekt" }).click();
    await expect(toastTitle(page, "Framgång")).toBeVisible();
    await expect(page.getByRole("article", { name: projectNumber })).toContainText("Källarrenovering Åkervägen");

    await page.getByRole("tab", { name: /Användare/ }).click();
    await page.getByRole("button", { name: "Ny användare" }).click();
    await page.getByLabel("Användarnamn").fill(`ake${tag.toLowerCase()}`);
    await page.getByLabel("Fullständigt namn").fill(workerName);
    await page.getByLabel("E-post").fill(workerEmail);
    await page.getByLabel("Roll").selectOption("worker");
    await page.getByLabel("Lösenord").fill("grava123");
    await page.getByRole("button", { name: "Skapa användare" }).click();
    await expect(page.getByRole("listitem", { name: workerName })).toContainText("Byggarbetare");
  });

  await test.step("the worker reports hours and a receipt", async () => {
    const worker = await browser.newContext({ baseURL });
    await signIn(worker, { email: workerEmail, password: "grava123" });
    await reportAsWorker(worker.request, projectNumber, today);
    await worker.close();
  });

  const card = page.getByRole("region", { name: workerName });
  const chip = (key: keyof typeof REPORTS) => card.getByRole("button", { name: new RegExp(REPORTS[key].description) });

  await test.step("the admin finds the reports in the week grid, verifies one and rejects another", async () => {
    await page.reload();
    await page.getByRole("tab", { name: /Arbetare/ }).click();
    // The grid loads a page of workers by name: the search finds this one among any number.
    await page.getByRole("searchbox", { name: "Sök arbetare" }).fill(workerName);
    const day = card.locator(`[data-date="${today}"]`);
    await expect(day).toHaveAttribute("data-state", "submitted");
    await expect(day.getByTestId("day-total")).toHaveText("7,5 h");
    await expect(chip("verify")).toContainText(projectNumber);
    await expect(chip("verify")).toContainText("S");

    await chip("verify").click();
    const dialog = page.getByRole("dialog", { name: "Tidsrapport - Detaljer" });
    await expect(dialog.getByText(new RegExp(`Skapad av ${workerName}`))).toBeVisible();
    await dialog.getByRole("button", { name: "Verifiera" }).click();
    await expect(toastTitle(page, "Framgång")).toBeVisible();
    await expect(dialog.getByText("Verifierad", { exact: true }).first()).toBeVisible();
    await expect(dialog.getByText(/Verifierad av Anna Lindqvist/)).toBeVisible();
    // Not Escape: that closes the toast first, which is the topmost layer.
    await dialog.getByRole("button", { name: "Stäng" }).click();
    await expect(chip("verify")).toContainText("V");

    await chip("reject").click();
    await dialog.getByRole("button", { name: "Neka" }).click();
    const confirm = page.getByRole("dialog", { name: "Neka rapport" });
    await expect(confirm).toContainText("Är du säker på att du vill neka och radera denna rapport?");
    await confirm.getByLabel("Anledning").fill("Dubbelrapporterad, dagen finns redan");
    await confirm.getByRole("button", { name: "Neka" }).click();
    await expect(toastTitle(page, "Nekad")).toBeVisible();
    await expect(chip("reject")).toHaveCount(0);
    await expect(day.getByTestId("day-total")).toHaveText("4,5 h");
  });

  await test.step("the week's CSV carries the worker's name and the week's Monday", async () => {
    const file = await download(page, card.getByRole("button", { name: `Exportera vecka för ${workerName}` }));
    expect(await savedName(file)).toBe(`tidrapport_${workerName.replace(/ /g, "_")}_${weekStart(today)}.csv`);
    await expect(toastTitle(page, "Export lyckades")).toBeVisible();
  });

  await test.step("the filtered CSV of 'Alla rapporter'", async () => {
    await page.getByRole("tab", { name: /Alla rapporter/ }).click();
    const filters = page.getByRole("region", { name: "Filtrera och sök" });
    await filters.getByLabel("Arbetare").selectOption({ label: workerName });
    await expect(page.getByText("Visar 1–2 av 2")).toBeVisible();
    const file = await download(page, page.getByRole("button", { name: "Exportera CSV" }));
    expect(await savedName(file)).toMatch(/^tidrapporter_.*\.csv$/);
    // Its rows as Swedish Excel reads them (BOM, ';', decimal comma, å ä ö, each report's status): tests/api/report-csv.test.ts.
  });

  await test.step("the three PDFs for the worker's period", async () => {
    const pdfCard = page.getByRole("region", { name: "PDF-rapporter" });
    await pdfCard.getByLabel("Urval").selectOption("worker");
    await pdfCard.getByLabel("Arbetare").selectOption({ label: workerName });
    const fileDate = `${workerName.replace(/ /g, "_")}_${today}.pdf`;

    // What each PDF holds, its page size and orientation: client/src/features/pdf/admin-pdfs.test.ts.
    const time = await download(page, pdfCard.getByRole("button", { name: "Tidrapport (PDF)" }));
    expect(await savedName(time)).toBe(`tidrapport_${fileDate}`);
    await expect(toastTitle(page, "PDF skapad")).toBeVisible();

    const receipts = await download(page, pdfCard.getByRole("button", { name: "Kvittorapport (PDF)" }));
    expect(await savedName(receipts)).toBe(`kvitton_${fileDate}`);

    const images = await download(page, pdfCard.getByRole("button", { name: "Kvittobilder (PDF)" }));
    expect(await savedName(images)).toBe(`kvittonbilder_${fileDate}`);
    await expect(toastTitle(page, "PDF skapad")).toBeVisible();
  });

  await test.step("the project shows its hours over budget", async () => {
    await page.getByRole("tab", { name: /Projekt/ }).click();
    await expect(page.getByRole("article", { name: projectNumber })).toContainText("Över budget med 0,5 h");
  });

  await test.step("on a phone, none of the admin's screens scrolls sideways", async () => {
    // The one check of the admin's screens at a phone's size: the phone project walks only the
    // worker's journeys (docs/decisions/2026-11-28-journeys-that-only-a-browser-can-prove.md).
    const phone = await browser.newContext({ baseURL, ...PHONE });
    try {
      await signInAdmin(phone);
      const small = await phone.newPage();
      await small.goto("/admin");
      await small.getByRole("searchbox", { name: "Sök arbetare" }).fill(workerName);
      await expect(small.getByRole("region", { name: workerName }).locator(`[data-date="${today}"]`)).toHaveAttribute("data-state", "submitted");
      await expectNoSideScroll(small);
      await small.getByRole("tab", { name: /Alla rapporter/ }).click();
      await small.getByRole("region", { name: "Filtrera och sök" }).getByLabel("Arbetare").selectOption({ label: workerName });
      await expect(small.getByText("Visar 1–2 av 2")).toBeVisible();
      await expectNoSideScroll(small);
      await small.getByRole("tab", { name: /Projekt/ }).click();
      await expect(small.getByRole("article", { name: projectNumber })).toContainText("Över budget med 0,5 h");
      await expectNoSideScroll(small);
      await small.getByRole("tab", { name: /Användare/ }).click();
      await expect(small.getByRole("listitem", { name: workerName })).toContainText("Byggarbetare");
      await expectNoSideScroll(small);
      await expectScrollButtonsClear(small);
      expect(await small.getByRole("tablist").evaluate((el) => el.scrollWidth <= el.clientWidth), "the Swedish tab row fits").toBe(true);
      // Polish has the longest labels: the tabs keep their words inside them, and 'Raporty czasu
      // pracy' beside 'Zwrot kosztów' does not push the page sideways.
      const polish = { ...registrationInput(), role: "admin", locale: "pl" };
      expect((await adminApi.post("/api/users", { data: polish })).status()).toBe(201);
      await signIn(phone, polish);
      await small.goto("/admin");
      await small.getByRole("tab", { name: /Raporty/ }).click();
      await expect(small.getByRole("button", { name: "Eksportuj CSV" })).toBeVisible();
      await expectNoSideScroll(small);
      expect(await small.getByRole("tablist").evaluate((el) => el.scrollWidth <= el.clientWidth), "the tab row fits").toBe(true);
      for (const tab of await small.getByRole("tab").all()) {
        const cut = await tab.evaluate((el) =>
          [...el.querySelectorAll("span")].some((span) => span.getBoundingClientRect().right > el.getBoundingClientRect().right + 0.5),
        );
        expect(cut, await tab.innerText()).toBe(false);
      }
    } finally {
      await phone.close();
    }
  });
});
