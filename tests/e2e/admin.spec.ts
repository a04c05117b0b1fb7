import fs from "node:fs";
import type { APIRequestContext, Download, Locator, Page } from "@playwright/test";
import Papa from "papaparse";
import { PDFParse } from "pdf-parse";
import { todayIn, weekStart } from "../../shared/dates";
import { adminLogIn, expect, test, uniqueEmail } from "./support/fixtures";

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

/** On a phone the page itself must never scroll sideways. */
async function expectNoSideScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

const toastTitle = (page: Page, text: string) => page.locator(".toast-root").getByText(text, { exact: true });

async function download(page: Page, button: Locator): Promise<Download> {
  await closeToasts(page);
  const pending = page.waitForEvent("download");
  await button.click();
  return pending;
}

/** The first page's size in points, rounded: A4 landscape is [842, 595]. */
function pageSize(raw: string): [number, number] {
  const match = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(raw);
  return [Math.round(Number(match?.[1])), Math.round(Number(match?.[2]))];
}

async function pdfOf(file: Download): Promise<{ text: string; raw: string }> {
  const data = fs.readFileSync(await file.path());
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return { text: (await parser.getText()).text, raw: data.toString("latin1") };
  } finally {
    await parser.destroy();
  }
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

test("an admin sets up a project and a worker, reviews the worker's reports and exports CSV and PDFs", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${testInfo.project.name === "phone" ? "M" : "D"}${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const projectNumber = `P-E2E-${tag}`;
  const workerName = `Åke Öhrström ${tag}`;
  const workerEmail = uniqueEmail("ake");
  const today = todayIn();

  await test.step("the admin creates a project and a worker", async () => {
    await adminLogIn(page);
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
    await expectNoSideScroll(page);
  });

  await test.step("the worker reports hours and a receipt", async () => {
    const worker = await browser.newContext({ baseURL });
    expect((await worker.request.post("/api/login", { data: { email: workerEmail, password: "grava123" } })).ok()).toBe(true);
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
    await expectNoSideScroll(page);

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
    expect(file.suggestedFilename()).toBe(`tidrapport_${workerName.replace(/ /g, "_")}_${weekStart(today)}.csv`);
    await expect(toastTitle(page, "Export lyckades")).toBeVisible();
  });

  await test.step("the filtered CSV opens in Swedish Excel: BOM, ';', decimal comma, å ä ö", async () => {
    await page.getByRole("tab", { name: /Alla rapporter/ }).click();
    const filters = page.getByRole("region", { name: "Filtrera och sök" });
    await filters.getByLabel("Arbetare").selectOption({ label: workerName });
    await expect(page.getByText("Visar 1–2 av 2")).toBeVisible();
    await expectNoSideScroll(page);
    const file = await download(page, page.getByRole("button", { name: "Exportera CSV" }));
    expect(file.suggestedFilename()).toMatch(/^tidrapporter_.*\.csv$/);
    const text = fs.readFileSync(await file.path(), "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, delimiter: ";", skipEmptyLines: true });
    expect(parsed.meta.delimiter).toBe(";");
    const rows = parsed.data;
    expect(rows).toHaveLength(2);
    const verified = rows.find((r) => r.Beskrivning === REPORTS.verify.description);
    expect(verified).toMatchObject({ Arbetare: workerName, Projektnummer: projectNumber, Timmar: "2,5", Status: "Verifierad" });
    expect(rows.find((r) => r.Beskrivning === REPORTS.keep.description)).toMatchObject({ Timmar: "2,0", Status: "Inskickad" });
  });

  await test.step("the three PDFs for the worker's period", async () => {
    const pdfCard = page.getByRole("region", { name: "PDF-rapporter" });
    await pdfCard.getByLabel("Urval").selectOption("worker");
    await pdfCard.getByLabel("Arbetare").selectOption({ label: workerName });
    const fileDate = `${workerName.replace(/ /g, "_")}_${today}.pdf`;

    const time = await download(page, pdfCard.getByRole("button", { name: "Tidrapport (PDF)" }));
    expect(time.suggestedFilename()).toBe(`tidrapport_${fileDate}`);
    const timePdf = await pdfOf(time);
    expect(pageSize(timePdf.raw)).toEqual([842, 595]);
    for (const expected of ["Tidrapport", workerName, REPORTS.verify.description, REPORTS.keep.description, "2,5", "4,5", "Verifierad"])
      expect(timePdf.text).toContain(expected);
    expect(timePdf.text).not.toContain(REPORTS.reject.description);
    await expect(toastTitle(page, "PDF skapad")).toBeVisible();

    const receipts = await pdfOf(await download(page, pdfCard.getByRole("button", { name: "Kvittorapport (PDF)" })));
    expect(pageSize(receipts.raw)).toEqual([842, 595]);
    for (const expected of ["Kvittorapport", "Rapporter med kvitton", "Bekräftade kvitton", "Totalt antal bilder", REPORTS.verify.description])
      expect(receipts.text).toContain(expected);
    expect(receipts.text).not.toContain(REPORTS.keep.description);

    const images = await download(page, pdfCard.getByRole("button", { name: "Kvittobilder (PDF)" }));
    expect(images.suggestedFilename()).toBe(`kvittonbilder_${fileDate}`);
    const imagesPdf = await pdfOf(images);
    expect(pageSize(imagesPdf.raw)).toEqual([595, 842]);
    expect(imagesPdf.text).toContain("Kvitto 1 av 1");
    expect(imagesPdf.raw).toContain("/Subtype /Image");
    await expect(toastTitle(page, "PDF skapad")).toBeVisible();
  });

  await test.step("the project shows its hours over budget", async () => {
    await page.getByRole("tab", { name: /Projekt/ }).click();
    await expect(page.getByRole("article", { name: projectNumber })).toContainText("Över budget med 0,5 h");
    await expectNoSideScroll(page);
  });
});
