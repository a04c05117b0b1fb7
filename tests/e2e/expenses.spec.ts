import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { addDays, firstOfMonth, isoWeekday, lastOfMonth, todayIn, weekStart } from "../../shared/dates";
import { signInAdmin, signUpWorkerWith } from "./support/accounts";
import { drawImage, expect, picture, screenshotsWanted, shortTag, test } from "./support/fixtures";
import { ensureOurCompany } from "./support/ledger";

/*
 * Ersättningar to payroll (docs/product-rules.md §16): on the phone a worker files an utlägg
 * with its receipt photo, a drive and a three-day trip; at the office the admin attests the
 * week, exports the month, and the downloaded PAXml file pays each of them. The journey works
 * in a month of its own, seven months back: the payroll journeys lock three, four and eight
 * months back and the working-time journey reports two and six.
 *
 * What the files hold is checked where they are made; the screens' axe rules that read no
 * colour by their component tests (client/src/test/axe.ts), the worker's layout light and dark
 * in accessibility.spec.ts (docs/decisions/2026-11-28-journeys-that-only-a-browser-can-prove.md).
 */

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

/**
 * Downloads a file from `button` and answers its name, once it has come and is not empty (kept
 * with the pictures with E2E_SCREENSHOTS=1: the PDFs for pdftoppm, the PAXml file for a check
 * against the PAXml 2.0 schema by hand with xmllint --schema).
 */
async function downloaded(page: Page, button: Locator, keptAs: string): Promise<string> {
  const pending = page.waitForEvent("download");
  await button.click();
  const file = await pending;
  const data = fs.readFileSync(await file.path());
  expect(data.length).toBeGreaterThan(0);
  if (screenshotsWanted) fs.writeFileSync(`${SHOTS}/${keptAs}`, data);
  return file.suggestedFilename();
}

/** Opens the dashboard's 'Ersättning' menu and follows one of its links. */
async function openExpenseForm(page: Page, label: string, heading: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Ersättning", exact: true }).filter({ visible: true }).click();
  await page.getByRole("navigation", { name: "Ersättningar" }).getByRole("link", { name: label }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

// Filed on the phone: the admin's part runs at desktop size inside the journey.
test(
  "a receipt, a drive and a three-day trip filed on the phone, attested, exported and paid in the PAXml file",
  { tag: "@phone-only" },
  async ({ browser, baseURL, page, adminApi }) => {
    test.setTimeout(screenshotsWanted ? 600_000 : 180_000);
    const days = journeyDays();
    const suffix = shortTag();
    const projectNumber = `E-${suffix}`;
    const employeeNumber = `E-${suffix}`;
    const workerName = `Åke Ersättare ${suffix}`;

    // An export writes our company; it is refused while the name or org number is blank.
    await ensureOurCompany(adminApi);
    const project = await adminApi.post("/api/projects", { data: { projectNumber, title: "Sundsvall, nya hallen", status: "active" } });
    expect(project.status()).toBe(201);
    await signUpWorkerWith(page, adminApi, { fullName: workerName }, { employeeNumber });
    await page.goto("/");
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
    await pictures(page, "worker-utlagg");
    await page.getByRole("button", { name: "Skicka utlägg" }).click();
    await expect(toast(page, "Ersättning skickad")).toBeVisible();

    // Milersättning: the kronor are counted as the kilometres are typed.
    await openExpenseForm(page, "Milersättning", "Ny milersättning");
    await page.getByLabel("Kilometer").fill("123");
    await expect(page.getByText(/^123 km = 12,3\smil × 25,00\skr = 307,50\skr$/)).toBeVisible();
    await page.getByLabel("Sträcka och syfte").fill("Kontoret - Sundsvall, material till hallen");
    await page.getByLabel("Datum").fill(days.tuesday);
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
    await pictures(page, "worker-trakt");
    await page.getByRole("button", { name: "Skicka traktamente" }).click();
    await expect(toast(page, "Ersättning skickad")).toBeVisible();

    // 'Mina ersättningar': the three, and the week's sum.
    await page.goto("/ersattningar");
    await expect(page.getByRole("heading", { name: "Mina ersättningar" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Vecka \d+: 1\s697,00\skr$/ })).toBeVisible();
    await pictures(page, "worker-list");

    // At the office: the week grid has a marker on Monday and Tuesday; 'Attestera vecka' attests the three.
    const office = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
    await signInAdmin(office);
    await office.goto("/admin");
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
    await pictures(office, "admin-all-expenses");

    // The receipts PDF and the images PDF of the worker's month are made with the utlägg. What
    // they hold (the utlägg with its amount and VAT; its receipt photo captioned):
    // client/src/features/pdf/admin-outlays-pdf.test.ts and generate-admin-pdf.test.ts.
    const pdfCard = office.getByRole("region", { name: "PDF-rapporter" });
    await pdfCard.getByLabel("Urval").selectOption("worker");
    await pdfCard.getByLabel("Arbetare").selectOption({ label: workerName });
    await pdfCard.getByLabel("Startdatum").fill(days.monthStart);
    await pdfCard.getByLabel("Slutdatum").fill(days.monthEnd);
    const fileDate = `${workerName.replace(/ /g, "_")}_${todayIn()}.pdf`;
    expect(await downloaded(office, pdfCard.getByRole("button", { name: "Kvittorapport (PDF)" }), "kvittorapport.pdf")).toBe(`kvitton_${fileDate}`);
    expect(await downloaded(office, pdfCard.getByRole("button", { name: "Kvittobilder (PDF)" }), "kvittobilder.pdf")).toBe(`kvittonbilder_${fileDate}`);

    // Lön: the month's preview per code, then the export with its warnings acknowledged.
    await office.getByRole("tab", { name: /Lön/ }).click();
    await office.getByLabel("Från", { exact: true }).fill(days.monthStart);
    await office.getByLabel("Till", { exact: true }).fill(days.monthEnd);
    const preview = office.getByRole("table", { name: "Attesterade ersättningar per arbetare och lönekod" });
    await expect(preview.getByRole("row", { name: `Summa ${workerName}` })).toContainText(/1\s697,00\skr/);
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

    // The PAXml file of the month. Its pay lines (UTLÄGG with its VAT, MIL_FRI, the trip's
    // days, nights and breakfast under one samlingsid, the project as resenhet):
    // tests/api/payroll-expenses-files.test.ts; the kronor of each kind: shared/domain/expenses.test.ts.
    const paxml = await downloaded(
      office,
      office
        .getByRole("list", { name: "Exporterade löneperioder" })
        .getByRole("button", { name: /^Ladda ner PAXml/ })
        .first(),
      "lon.paxml.xml",
    );
    expect(paxml).toBe(`paxml_${days.monthStart}_${days.monthEnd}.xml`);

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
  },
);
