import type { Page } from "@playwright/test";
import { addDays, todayIn } from "../../shared/dates";
import type { PublicUser, Site } from "../../shared/types";
import { expect, picture, test, uniqueEmail, uniqueSuffix } from "./support/fixtures";
import { ensureOurCompany, ledgerWorker } from "./support/ledger";
import { mailTo } from "./support/server";

/**
 * The crew's language (docs/i18n.md, docs/product-rules.md §17), on a Polish phone: the login
 * is in the browser's language, signed in the worker's own `locale` (given by the admin)
 * decides, the forms' messages follow it, and the header's menu changes the language in place.
 * The texts asserted are the Polish and English catalogs' (shared/i18n/catalogs/<area>/pl.ts, en.ts).
 *
 * Not tagged @database: nothing here depends on the database engine.
 */

const SHOTS = "/work/notes/shots";

test.use({ locale: "pl-PL" });

/** The screen as the phone shows it: a dialog over the page is what the worker sees. */
async function shot(page: Page, name: string): Promise<void> {
  await picture(page, { path: `${SHOTS}/journey-${name}.png` });
}

test("a Polish worker signs in, files a day, checks in and switches to English without a reload", { tag: "@phone-only" }, async ({ page, adminApi }) => {
  // The admin's set-up: a Polish worker with a personnummer, a site whose project is open to the worker alone.
  await ensureOurCompany(adminApi);
  const worker = await ledgerWorker(adminApi, "Agnieszka Wiśniewska", undefined, "pl");
  const suffix = uniqueSuffix();
  const project = await adminApi.post("/api/projects", { data: { projectNumber: `PL-${suffix}`, title: `Kv. Dębowa ${suffix}`, status: "active" } });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  expect((await adminApi.put(`/api/projects/${projectId}/workers`, { data: { workerIds: [worker.id] } })).status()).toBe(200);
  const created = await adminApi.post("/api/sites", {
    data: {
      name: `Kv. Dębowa ${suffix}`,
      address: "Storgatan 12, Västerås",
      skvId: `PL-${suffix}`.slice(0, 20),
      startDate: addDays(todayIn(), -1),
      projectIds: [projectId],
    },
  });
  expect(created.status()).toBe(201);
  const site = (await created.json()) as Site;

  // The login, in the phone's language.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Zaloguj się" })).toBeVisible();
  await expect(page.getByText("Podaj e-mail i hasło, aby kontynuować.")).toBeVisible();
  await shot(page, "1-login");
  await page.getByLabel("E-mail").fill(worker.email);
  await page.getByLabel("Hasło", { exact: true }).fill(worker.password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("heading", { name: "Witaj, Agnieszka!" })).toBeVisible();

  // The day's report: sent without hours, the form says so in Polish; with them it is sent.
  await page.getByRole("button", { name: "Nowy raport" }).filter({ visible: true }).first().click();
  const form = page.getByRole("dialog", { name: "Raport czasu pracy" });
  await form.getByLabel("Projekt").selectOption(projectId);
  await form.getByLabel("Opis").fill("Szalowanie stropu, piętro 2");
  await form.getByLabel("Potwierdzam, że powyższe dane są prawdziwe, a czas pracy jest zgłoszony poprawnie.").check();
  await form.getByRole("button", { name: "Wyślij raport" }).click();
  await expect(form.getByText("Podaj liczbę godzin")).toBeVisible();
  await shot(page, "2-report-hours-missing");
  await form.getByLabel("Godziny").fill("7,5");
  await form.getByRole("button", { name: "Wyślij raport" }).click();
  await expect(page.locator("li.toast-root").filter({ hasText: "Raport wysłany" })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole("list", { name: "Ostatnie raporty" })).toContainText("7,5 h");

  // The personalliggare's card: the site, checked in.
  const card = page.getByRole("region", { name: "Personalliggare (ewidencja osób na budowie)" });
  await expect(card.getByText(site.name)).toBeVisible();
  await card.getByRole("button", { name: "Zamelduj się" }).click();
  await expect(card.getByText(new RegExp(`^Na budowie od \\d\\d:\\d\\d: ${site.name}$`))).toBeVisible();
  await expect(card.getByRole("button", { name: "Wymelduj się" })).toBeVisible();
  await shot(page, "3-checked-in");

  // English from the header's menu: the same page, no navigation, and the choice saved.
  const url = page.url();
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.evaluate(() => {
    (window as Window & { samePage?: boolean }).samePage = true;
  });
  await page.getByRole("combobox", { name: "Język" }).selectOption("en");
  await expect(page.getByRole("heading", { name: "Welcome, Agnieszka!" })).toBeVisible();
  const english = page.getByRole("region", { name: "Personalliggare (site staff ledger)" });
  await expect(english.getByText(new RegExp(`^Checked in since \\d\\d:\\d\\d at ${site.name}$`))).toBeVisible();
  await expect(english.getByRole("button", { name: "Check out" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New report" }).filter({ visible: true }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  expect(navigations).toEqual([]);
  expect(page.url()).toBe(url);
  await expect.poll(async () => ((await (await page.request.get("/api/user")).json()) as PublicUser).locale).toBe("en");
  await shot(page, "4-english");
});

test("an invitation in Polish: the e-mail, the register screen and the new account speak Polish", async ({ page, adminApi }) => {
  const email = uniqueEmail("zaproszenie");
  const invited = await adminApi.post("/api/invitations", { data: { email, fullName: "Tomasz Kowalczyk", role: "worker", locale: "pl" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const { url } = (await invited.json()) as { url: string };

  const mail = await mailTo(process.env.E2E_MAIL_FILE ?? "", email);
  expect(mail.subject).toBe("Zaproszenie do Tidrapport");
  expect(mail.text).toContain("Cześć Tomasz Kowalczyk!");
  expect(mail.text).toContain("Zaproszono Cię do założenia konta w Tidrapport, gdzie zgłaszasz swój czas pracy.");
  expect(mail.text).toContain("Otwórz link poniżej, aby wybrać nazwę użytkownika i hasło. Link jest ważny przez 7 dni i można go użyć jeden raz.");
  expect(mail.text).toContain(url);

  await page.goto(url);
  await expect(page.getByText("Masz zaproszenie. Wybierz nazwę użytkownika i hasło do swojego konta.")).toBeVisible();
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Tomasz Kowalczyk");
  await page.getByLabel("Nazwa użytkownika").fill(`tk${uniqueSuffix()}`.slice(0, 30).toLowerCase());
  await page.getByLabel("Hasło", { exact: true }).fill("rusztowanie-dębowe-42");
  await page.getByLabel("Powtórz hasło").fill("rusztowanie-dębowe-42");
  await shot(page, "5-register");
  await page.getByRole("button", { name: "Załóż konto" }).click();
  await expect(page.getByRole("heading", { name: "Witaj, Tomasz!" })).toBeVisible();
  expect(((await (await page.request.get("/api/user")).json()) as PublicUser).locale).toBe("pl");
});
