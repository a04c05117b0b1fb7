import fs from "node:fs";
import type { Page } from "@playwright/test";
import { addDays, isoWeekOf, isoWeekday, todayIn } from "../../shared/dates";
import { signUpWorker } from "./support/accounts";
import { drawImage, expect, scrollToEnd, test } from "./support/fixtures";

const CONFIRM = "Jag bekräftar att ovanstående information är korrekt och att arbetstiden är korrekt rapporterad.";
const DESCRIPTION = "Grävning vid ån, källaren";

/**
 * A toast's text. Radix briefly copies it into a hidden live region too, and an open modal
 * hides the toast region from the accessibility tree: so match the exact text, first hit.
 */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test("a worker reports a day with a photo and a receipt, edits it, closes the week and downloads the PDF", { tag: "@phone" }, async ({ page }) => {
  const today = todayIn();
  await signUpWorker(page, { fullName: "Åsa Öberg" });

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Välkommen, Åsa!" })).toBeVisible();

  // New report, with one site photo and one receipt.
  await page.getByRole("button", { name: "Ny rapport" }).filter({ visible: true }).first().click();
  const form = page.getByRole("dialog", { name: "Tidsrapportering" });
  await expect(form).toBeVisible();
  await form.getByLabel("Projekt").selectOption({ label: "P-2025-001 · Villa Solbacken – tillbyggnad" });
  await expect(form.getByLabel("Datum")).toHaveValue(today);
  await form.getByLabel("Timmar").fill("7.5");
  await form.getByLabel("Beskrivning").fill(DESCRIPTION);

  await form
    .getByLabel("Välj bilder från enheten")
    .setInputFiles({ name: "grop.png", mimeType: "image/png", buffer: await drawImage(page, "image/png", "#c2410c") });
  await expect(toast(page, "1 bild har laddats upp")).toBeVisible();
  await expect(form.getByRole("img", { name: "Bild 1" })).toBeVisible();
  await form
    .getByLabel("Välj kvitton från enheten")
    .setInputFiles({ name: "kvitto.jpg", mimeType: "image/jpeg", buffer: await drawImage(page, "image/jpeg", "#1e3a8a") });
  await expect(toast(page, "1 kvitto har laddats upp")).toBeVisible();
  await expect(form.getByRole("img", { name: "Kvitto 1" })).toBeVisible();

  await form.getByText("Jag har laddat upp alla kvitton för den här dagen.").click();
  await form.getByText(CONFIRM).click();
  await form.getByRole("button", { name: "Skicka tidrapport" }).click();
  await expect(toast(page, "Tidrapport skapad")).toBeVisible();
  await expect(form).toBeHidden();

  // It is listed under 'Senaste rapporter'.
  const list = page.getByRole("list", { name: "Senaste rapporter" });
  const row = list.getByRole("button").first();
  await expect(row).toContainText("P-2025-001 · Villa Solbacken – tillbyggnad");
  await expect(row).toContainText("7,5 h");
  await expect(row).toContainText("Inskickad");

  // The calendar shows today as submitted and opens the report read-only.
  const grid = page.getByRole("group", { name: "Månadsöversikt" });
  const todayCell = grid.locator(`[data-date="${today}"]`);
  await expect(todayCell).toHaveAttribute("data-status", "submitted");
  await todayCell.click();
  const detail = page.getByRole("dialog", { name: "Tidsrapport - Detaljer" });
  await expect(detail).toContainText(DESCRIPTION);
  await expect(detail.getByRole("button", { name: "Redigera" })).toHaveCount(0);
  await detail.getByRole("button", { name: "Stäng" }).click();

  // From the list: the detail, with the photo and receipt served to their owner; then edit.
  await row.click();
  await expect(detail).toContainText("Åsa Öberg");
  const photoLink = detail.getByRole("link", { name: "Bild 1 (öppnas i ny flik)" });
  await expect(photoLink).toHaveAttribute("target", "_blank");
  const photo = await page.request.get((await photoLink.getAttribute("href")) ?? "");
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/png");
  await expect(detail.getByRole("link", { name: "Kvitto 1 (öppnas i ny flik)" })).toBeVisible();
  await detail.getByRole("button", { name: "Redigera" }).click();

  const edit = page.getByRole("dialog", { name: "Redigera Tidsrapport" });
  await expect(edit.getByLabel("Timmar")).toHaveValue("7,5");
  await expect(edit.getByRole("img", { name: "Bild 1" })).toBeVisible();
  await edit.getByLabel("Timmar").fill("8");
  await edit.getByText(CONFIRM).click();
  await edit.getByRole("button", { name: "Skicka tidrapport" }).click();
  await expect(toast(page, "Tidrapport uppdaterad")).toBeVisible();
  await expect(row).toContainText("8,0 h");

  // The PDF of the period. On a phone the card is further down.
  await scrollToEnd(page);
  await page.getByLabel("Startdatum").fill(addDays(today, -7));
  await page.getByLabel("Slutdatum").fill(today);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Ladda ner PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`tidrapport_Åsa_Öberg_${addDays(today, -7)}_${today}.pdf`);
  expect(fs.statSync(await download.path()).size).toBeGreaterThan(0);
  // What it holds (the worker, each report's description and hours, the total): client/src/features/pdf/worker-pdf.test.ts.
  await expect(toast(page, "PDF skapad")).toBeVisible();

  // Close the week on a Friday: this week's if it has come, else last week's.
  const friday = isoWeekday(today) >= 5 ? addDays(today, 5 - isoWeekday(today)) : addDays(today, -2 - isoWeekday(today));
  const { week, year } = isoWeekOf(friday);
  await page.clock.setFixedTime(new Date(`${friday}T12:00:00+01:00`));
  await page.reload();
  const closing = page.getByText("Jag är klar med veckan");
  await expect(closing).toBeVisible();
  await page.getByRole("button", { name: `Stäng vecka ${week}` }).click();
  // Closing now asks first (issue 8).
  await page
    .getByRole("alertdialog", { name: `Stäng vecka ${week}?` })
    .getByRole("button", { name: "Ja, stäng veckan" })
    .click();
  await expect(toast(page, "Veckan stängd")).toBeVisible();
  await expect(closing).toBeHidden();
  await scrollToEnd(page);
  await expect(page.getByRole("list", { name: "Stängda veckor" })).toContainText(`Vecka ${week}, ${year}`);
});
