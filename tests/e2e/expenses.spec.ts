import fs from "node:fs";
import { DOMParser, type Element } from "@xmldom/xmldom";
import type { Locator, Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { addDays, firstOfMonth, isoWeekday, lastOfMonth, todayIn, weekStart } from "../../shared/dates";
import { expectNoSeriousAxe } from "./support/axe";
import { drawImage, expect, picture, screenshotsWanted, test } from "./support/fixtures";

/*
 * Ersättningar to payroll (docs/product-rules.md §16): on the phone a worker files an utlägg
 * with its receipt photo, a drive and a three-day trip; at the office the admin attests the
 * week, exports the month, and the downloaded PAXml file pays each of them. The journey works
 * in a month of its own, seven months back: the payroll journeys lock three, four and eight
 * months back and the working-time journey reports two and six. Each new screen is scanned
 * with axe on the way, light and dark.
 */

const PASSWORD = "ersattning-123";
const SHOTS = "/tmp/shots-expenses";

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The first Monday of the month seven months back, its Tuesday and Wednesday, and the month. */
function journeyDays(): { monthStart: string; monthEnd: string; monday: string; tuesday: string; wednesday: string } {
  const [y, m] = todayIn().split("-").map(Number);
  const index = y * 12 + (m - 1) - 7;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const monthStart = firstOfMonth(year, month);
  const monday = addDays(monthStart, (8 - isoWeekday(monthStart)) % 7);
  return { monthStart, monthEnd: lastOfMonth(year, month), monday, tuesday: addDays(monday, 1), wednesday: addDays(monday, 2) };
}

/**
 * A screen as a person sees it, on a phone and a desktop, light and dark (taken only with
 * E2E_SCREENSHOTS=1); the page is left at its own size and scheme.
 */
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

/** Downloads a PDF from `button` and answers its text, one space between words (kept for pdftoppm with E2E_SCREENSHOTS=1). */
async function pdfText(page: Page, button: Locator, name: string): Promise<string> {
  const pending = page.waitForEvent("download");
  await button.click();
  const data = fs.readFileSync(await (await pending).path());
  if (screenshotsWanted) fs.writeFileSync(`${SHOTS}/${name}.pdf`, data);
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

async function signIn(page: Page, email: string, password: string, path: string): Promise<void> {
  expect((await page.request.post("/api/login", { data: { email, password } })).ok()).toBe(true);
  await page.goto(path);
}

/** Opens the dashboard's 'Ersättning' menu and follows one of its links. */
async function openExpenseForm(page: Page, label: string, heading: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Ersättning", exact: true }).filter({ visible: true }).click();
  await page.getByRole("navigation", { name: "Ersättningar" }).getByRole("link", { name: label }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

test("a receipt, a drive and a three-day trip filed on the phone, attested, exported and paid in the PAXml file", async ({
  browser,
  baseURL,
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "filed on the phone: the admin's part runs at desktop size inside the journey");
  test.setTimeout(screenshotsWanted ? 600_000 : 150_000);
  const days = journeyDays();
  const suffix = Date.now().toString(36).slice(-5);
  const projectNumber = `E-${suffix}`;
  const employeeNumber = `E-${suffix}`;
  const workerName = `Åke Ersättare ${suffix}`;
  const workerEmail = `ers-${suffix}@example.se`;

  const office = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
  expect((await office.request.post("/api/login", { data: { email: "admin@demo.se", password: "admin1234" } })).ok()).toBe(true);
  const project = await office.request.post("/api/projects", { data: { projectNumber, title: "Sundsvall, nya hallen", status: "active" } });
  expect(project.status()).toBe(201);
  const worker = await office.request.post("/api/users", {
    data: { username: `ers${suffix}`, fullName: workerName, email: workerEmail, role: "worker", password: PASSWORD, employeeNumber },
  });
  expect(worker.status()).toBe(201);

  await signIn(page, workerEmail, PASSWORD, "/");
  await pictures(page, "worker-dashboard");

  // Utlägg: the camera is asked for at once; the receipt photo is uploaded, then what it cost.
  await openExpenseForm(page, "Utlägg", "Nytt utlägg");
  await page
    .getByLabel("Ta foto med kameran")
    .setInputFiles({ name: "kvitto.jpg", mimeType: "image/jpeg", buffer: await drawImage(page, "image/jpeg", "#1e3a8a") });
  await expect(page.getByRole("img", { name: "Kvitto 1" })).toBeVisible();
  await page.getByLabel("Belopp (kr inkl. moms)").fill("249,50");
  await page.getByLabel("Moms (kr)").fill("49,90");
  await page.getByLabel("Vad").fill("Skruv och plugg, Byggmax");
  await page.getByLabel("Datum").fill(days.monday);
  await page.getByLabel("Projekt (valfritt)").selectOption({ label: `${projectNumber} · Sundsvall, nya hallen` });
  await expectNoSeriousAxe(page, "utlägg form");
  await pictures(page, "worker-utlagg");
  await page.getByRole("button", { name: "Skicka utlägg" }).click();
  await expect(toast(page, "Ersättning skickad")).toBeVisible();

  // Milersättning: the kronor are counted as the kilometres are typed.
  await openExpenseForm(page, "Milersättning", "Ny milersättning");
  await page.getByLabel("Kilometer").fill("123");
  await expect(page.getByText(/^123 km = 12,3 mil × 25,00\skr = 307,50\skr$/)).toBeVisible();
  await page.getByLabel("Sträcka och syfte").fill("Kontoret - Sundsvall, material till hallen");
  await page.getByLabel("Datum").fill(days.tuesday);
  await expectNoSeriousAxe(page, "milersättning form");
  await pictures(page, "worker-mil");
  await page.getByRole("button", { name: "Skicka milersättning" }).click();
  await expect(toast(page, "Ersättning skickad")).toBeVisible();

  // Traktamente: Monday 06:30 to Wednesday 19:30 is three whole days and two nights; a free
  // breakfast on Tuesday takes a fifth of a whole day off (docs/product-rules.md §16).
  await openExpenseForm(page, "Traktamente", "Nytt traktamente");
  await page.getByLabel("Avresa").fill(`${days.monday}T06:30`);
  await page.getByLabel("Hemkomst").fill(`${days.wednesday}T19:30`);
  await page.getByLabel("Resmål").fill("Bygget i Sundsvall");
  const yes = (question: string) => page.getByRole("group", { name: question }).getByText("Ja", { exact: true });
  const no = (question: string) => page.getByRole("group", { name: question }).getByText("Nej", { exact: true });
  await yes("Övernattning").click();
  await yes("Mer än 50 km från både hemmet och den vanliga arbetsplatsen").click();
  await no("Logi betald av arbetsgivaren").click();
  const meals = page.getByRole("group", { name: "Fria måltider" });
  await expect(meals.getByRole("group")).toHaveCount(3);
  await meals.getByRole("group").nth(1).getByLabel("Frukost").check();
  const trip = page.getByRole("region", { name: "Traktamente" });
  await expect(trip).toContainText("3 hela dagar, 0 halvdagar, 2 nätter");
  await expect(trip).toContainText(/Totalt\s*1\s140,00\skr/);
  await expectNoSeriousAxe(page, "traktamente form");
  await pictures(page, "worker-trakt");
  await page.getByRole("button", { name: "Skicka traktamente" }).click();
  await expect(toast(page, "Ersättning skickad")).toBeVisible();

  // 'Mina ersättningar': the three, and the week's sum.
  await page.goto("/ersattningar");
  await expect(page.getByRole("heading", { name: "Mina ersättningar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Vecka \d+: 1\s697,00\skr$/ })).toBeVisible();
  await expectNoSeriousAxe(page, "Mina ersättningar");
  await pictures(page, "worker-list");

  // At the office: the week grid has a marker on Monday and Tuesday; 'Attestera vecka' attests the three.
  await signIn(office, "admin@demo.se", "admin1234", "/admin");
  const weeksBack = Math.round((Date.parse(weekStart(todayIn())) - Date.parse(weekStart(days.monday))) / (7 * 86_400_000));
  for (let i = 0; i < weeksBack; i++) await office.getByRole("button", { name: "Föregående vecka" }).click();
  await office.getByLabel("Sök arbetare").fill(suffix);
  const card = office.getByRole("region", { name: workerName });
  const markers = card.getByRole("button", { name: /Ersättningar \d+ st/ });
  await expect(markers).toHaveCount(2);
  await expect(markers.first()).toHaveAccessibleName(/Ersättningar 2 st, 1\s389,50\skr, 2 väntar granskning$/);
  await pictures(office, "admin-week");
  await markers.first().click();
  const dialog = office.getByRole("dialog");
  await expect(dialog).toContainText("Skruv och plugg, Byggmax");
  await expect(dialog).toContainText("Bygget i Sundsvall");
  await expectNoSeriousAxe(office, "expense dialog");
  await pictures(office, "admin-expense-dialog");
  await office.keyboard.press("Escape");
  await card.getByRole("button", { name: `Attestera vecka för ${workerName}` }).click();
  await office.getByRole("button", { name: "Attestera 3 ersättningar" }).click();
  await expect(toast(office, "3 ersättningar attesterade")).toBeVisible();

  // 'Alla rapporter' lists them under 'Ersättningar', attested.
  await office.getByRole("tab", { name: /Alla rapporter/ }).click();
  await office.getByRole("group", { name: "Visa" }).getByRole("button", { name: "Ersättningar" }).click();
  const listed = office.getByRole("list", { name: "Ersättningar" });
  await expect(listed.getByRole("listitem").filter({ hasText: workerName })).toHaveCount(3);
  await expectNoSeriousAxe(office, "Alla rapporter, Ersättningar");
  await pictures(office, "admin-all-expenses");

  // The receipts PDF carries the utlägg with its amount; the images PDF its receipt photo.
  const pdfCard = office.getByRole("region", { name: "PDF-rapporter" });
  await pdfCard.getByLabel("Urval").selectOption("worker");
  await pdfCard.getByLabel("Arbetare").selectOption({ label: workerName });
  await pdfCard.getByLabel("Startdatum").fill(days.monthStart);
  await pdfCard.getByLabel("Slutdatum").fill(days.monthEnd);
  const receipts = await pdfText(office, pdfCard.getByRole("button", { name: "Kvittorapport (PDF)" }), "kvittorapport");
  for (const expected of ["Utlägg", "1 utlägg · 249,50 kr · varav moms 49,90 kr", "Skruv och plugg, Byggmax", workerName]) expect(receipts).toContain(expected);
  const images = await pdfText(office, pdfCard.getByRole("button", { name: "Kvittobilder (PDF)" }), "kvittobilder");
  expect(images).toContain("Utlägg 249,50 kr (moms 49,90 kr): Skruv och plugg, Byggmax");

  // Lön: the month's preview per code, then the export with its warnings acknowledged.
  await office.getByRole("tab", { name: /Lön/ }).click();
  await office.getByLabel("Från", { exact: true }).fill(days.monthStart);
  await office.getByLabel("Till", { exact: true }).fill(days.monthEnd);
  const preview = office.getByRole("table", { name: "Attesterade ersättningar per arbetare och lönekod" });
  await expect(preview.getByRole("row", { name: `Summa ${workerName}` })).toContainText(/1\s697,00\skr/);
  await expectNoSeriousAxe(office, "Lön with ersättningar");
  await pictures(office, "admin-payroll");
  if (screenshotsWanted) {
    await office.getByRole("button", { name: "Löneinställningar" }).click();
    await pictures(office, "admin-payroll-settings");
    await office.getByRole("button", { name: "Tillbaka till Lön" }).click();
  }
  await office.getByRole("button", { name: "Exportera till lön" }).click();
  await office
    .getByRole("alertdialog")
    .getByRole("button", { name: /Exportera/ })
    .click();
  await expect(toast(office, "Exporterad till lön")).toBeVisible();

  // The PAXml file, read back: every pay line of the three, each expense under one samlingsid.
  const download = office.waitForEvent("download");
  await office
    .getByRole("list", { name: "Exporterade löneperioder" })
    .getByRole("button", { name: /^Ladda ner PAXml/ })
    .first()
    .click();
  const file = fs.readFileSync(await (await download).path(), "utf8");
  // Kept with the pictures, for a check against the PAXml 2.0 schema by hand (xmllint --schema).
  if (screenshotsWanted) fs.writeFileSync(`${SHOTS}/lon.paxml.xml`, file);
  const xml = new DOMParser().parseFromString(file, "text/xml");
  const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? null;
  const mine = Array.from(xml.getElementsByTagName("lonetrans")).filter((t) => t.getAttribute("anstid") === employeeNumber);
  const lines = mine.map((t) => [text(t, "lonkod"), text(t, "datum"), text(t, "antal"), text(t, "apris"), text(t, "belopp"), text(t, "moms")]);
  expect(lines).toEqual(
    expect.arrayContaining([
      ["UTLÄGG", days.monday, "1.00", "249.50", "249.50", "49.90"],
      ["MIL_FRI", days.tuesday, "12.30", "25.00", "307.50", null],
      ["INRHEL_FRI", days.monday, "3.00", "300.00", "900.00", null],
      ["INRNAT_FRI", days.monday, "2.00", "150.00", "300.00", null],
      ["MATRED_FRU", days.monday, "1.00", "60.00", "60.00", null],
    ]),
  );
  expect(lines).toHaveLength(5);
  const trips = mine.filter((t) => text(t, "lonkod")?.startsWith("INR") || text(t, "lonkod")?.startsWith("MATRED"));
  expect(new Set(trips.map((t) => text(t, "samlingsid"))).size).toBe(1);
  expect(new Set(mine.map((t) => text(t, "samlingsid"))).size).toBe(3);
  const receipt = mine.find((t) => text(t, "lonkod") === "UTLÄGG");
  expect(receipt?.getElementsByTagName("resenhet")[0]?.getAttribute("id")).toBe(projectNumber);

  // Paid and locked: the worker sees them locked for payroll.
  await page.goto("/ersattningar");
  await expect(page.getByText("Låst för lön")).toHaveCount(3);
  await pictures(page, "worker-list-locked");

  // A new drive in the exported month is stopped before anything is typed (docs/product-rules.md §16).
  await openExpenseForm(page, "Milersättning", "Ny milersättning");
  await page.getByLabel("Datum").fill(days.wednesday);
  await expect(page.getByText(`Perioden ${days.monthStart} – ${days.monthEnd} är låst för lön.`, { exact: false })).toBeVisible();
  await expect(page.getByLabel("Kilometer")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Skicka milersättning" })).toBeDisabled();
  await pictures(page, "worker-mil-locked");
  await office.close();
});
