import type { Locator, Page } from "@playwright/test";
import { addDays, todayIn } from "../../shared/dates";
import { signUpWorker } from "./support/accounts";
import { drawImage, expect, picture, test } from "./support/fixtures";

/**
 * docs/product-rules.md §12 on a phone in a basement: reports and photos filed without coverage wait on
 * the phone, survive closing the page, and reach the server exactly once when the network
 * returns; a report the server refuses stays with its message.
 * The page is reopened with the network still off: the service worker serves the app and the
 * queue comes from IndexedDB. On the phone only: the desktop runs the same code.
 */

const SHOTS = "/tmp/shots-offline";
const CONFIRM = "Jag bekräftar att ovanstående information är korrekt och att arbetstiden är korrekt rapporterad.";
const PROJECT = "P-2025-001 · Villa Solbacken – tillbyggnad";
const QUEUED = "Sparad – skickas när du har uppkoppling";
const DAY_TOTAL = "Summan för dagen får vara högst 24 timmar";

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function openForm(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Ny rapport" }).filter({ visible: true }).first().click();
  const form = page.getByRole("dialog", { name: "Tidsrapportering" });
  await expect(form).toBeVisible();
  return form;
}

interface Entry {
  date: string;
  hours: string;
  description: string;
  photo?: Buffer;
}

async function fileReport(page: Page, entry: Entry): Promise<void> {
  const form = await openForm(page);
  await form.getByLabel("Projekt").selectOption({ label: PROJECT });
  await form.getByLabel("Datum").fill(entry.date);
  await form.getByLabel("Timmar").fill(entry.hours);
  await form.getByLabel("Beskrivning").fill(entry.description);
  if (entry.photo) {
    await form.getByLabel("Välj bilder från enheten").setInputFiles({ name: "plats.png", mimeType: "image/png", buffer: entry.photo });
    // Kept on the phone and shown as usual; nothing is uploaded.
    await expect(form.getByRole("img", { name: "Bild 1" })).toBeVisible();
  }
  await form.getByText(CONFIRM).click();
  await form.getByRole("button", { name: "Skicka tidrapport" }).click();
  await expect(toast(page, QUEUED)).toBeVisible();
  await expect(form).toBeHidden();
}

interface ServerReport {
  description: string;
  imageUrls: string[];
}

test(
  "reports and photos filed offline reach the server exactly once; a refused one stays with its message",
  { tag: "@phone-only" },
  async ({ page, context }) => {
    const today = todayIn();
    const yesterday = addDays(today, -1);
    await signUpWorker(page, { fullName: "Åsa Öberg" });

    // One visit with coverage: the dashboard, the projects and the form's uploader are loaded.
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Välkommen, Åsa!" })).toBeVisible();
    const primed = await openForm(page);
    await expect(primed.getByRole("button", { name: "Välj bilder", exact: true })).toBeVisible();
    await primed.getByRole("button", { name: "Avbryt" }).click();
    await expect(primed).toBeHidden();
    // The service worker (registered after sign-in) has installed the app shell and runs the page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    const [red, blue] = [await drawImage(page, "image/png", "#c2410c"), await drawImage(page, "image/png", "#1e3a8a")];

    // In the basement: two reports with a photo each, and one the server will refuse (8 + 20 h in a day).
    await context.setOffline(true);
    await fileReport(page, { date: yesterday, hours: "8", description: "Gjutning av källarväggar", photo: red });
    await fileReport(page, { date: today, hours: "7,5", description: "Formrivning i källaren", photo: blue });
    await fileReport(page, { date: yesterday, hours: "20", description: "Nattskift, pumpning av grundvatten" });

    const waiting = page.getByRole("list", { name: "Väntar på uppkoppling" });
    await expect(waiting.getByRole("listitem")).toHaveCount(3);
    await expect(waiting.getByText("Väntar på uppkoppling", { exact: true })).toHaveCount(3);
    await expect(page.getByRole("status").filter({ hasText: "3 väntar" })).toBeVisible();
    // With the count beside them, the header's words are whole or left to screen readers, never cut.
    const cutInHeader = await page
      .locator("header")
      .first()
      .evaluate((h) =>
        [...h.querySelectorAll("span")].filter((s) => s.getBoundingClientRect().width > 1 && s.scrollWidth > s.clientWidth).map((s) => s.textContent),
      );
    expect(cutInHeader).toEqual([]);
    await expect(toast(page, QUEUED)).toBeHidden({ timeout: 15_000 });
    await picture(page, { path: `${SHOTS}/queued-phone.png` });
    await waiting.scrollIntoViewIfNeeded();
    await picture(page, { path: `${SHOTS}/queued-list-phone.png` });

    // The page is closed and opened again, still without coverage: the service worker serves the app.
    await page.close();
    const again = await context.newPage();
    await again.goto("/");
    const reopened = again.getByRole("list", { name: "Väntar på uppkoppling" });
    await expect(reopened.getByRole("listitem")).toHaveCount(3);
    expect((await (await again.request.get("/api/time-reports")).json()) as unknown[]).toEqual([]);

    // Coverage returns: the 'online' event sends the queue in order.
    await context.setOffline(false);
    await expect(reopened.getByRole("listitem")).toHaveCount(1);
    await expect(reopened).toContainText(DAY_TOTAL);
    await expect(reopened.getByRole("button", { name: /^Ändra rapporten/ })).toBeVisible();
    await expect(again.getByRole("status").filter({ hasText: "1 väntar" })).toBeVisible();

    const onServer = (await (await again.request.get("/api/time-reports")).json()) as ServerReport[];
    expect(onServer.map((r) => r.description).sort()).toEqual(["Formrivning i källaren", "Gjutning av källarväggar"]);
    expect(onServer.map((r) => r.imageUrls.length)).toEqual([1, 1]);
    expect(new Set(onServer.flatMap((r) => r.imageUrls)).size).toBe(2);
    await expect(again.getByRole("list", { name: "Senaste rapporter" }).getByRole("button")).toHaveCount(2);
    await picture(again, { path: `${SHOTS}/refused-phone.png`, fullPage: true });
  },
);
