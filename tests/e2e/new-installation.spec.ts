import fs from "node:fs";
import { todayIn } from "../../shared/dates";
import { expect, test } from "./support/fixtures";

/*
 * A fresh installation: no demo accounts, the production default REGISTRATION (invite) and no
 * SMTP_URL. Its server starts in the global setup beside the shared one (E2E_NEW_INSTALLATION_URL),
 * which has demo accounts and open registration. One journey, since the first admin can be
 * made once.
 */

test("a new installation: the login leads to the first-admin setup at /admin, then offers it no more; a stranger sees no 'Skapa konto'; an invited worker is refused a common password, signs in and, employed from today, has no red day", async ({
  browser,
}) => {
  // Three browsers and several passwords hashed: longer than most journeys on a busy host.
  test.setTimeout(180_000);
  const baseURL = process.env.E2E_NEW_INSTALLATION_URL ?? "";
  const logFile = process.env.E2E_NEW_INSTALLATION_LOG ?? "";
  const admin = await browser.newContext({ baseURL });
  const stranger = await browser.newContext({ baseURL });
  const invited = await browser.newContext({ baseURL });
  try {
    // No demo accounts; the first admin is made at /admin whatever the registration setting.
    // The login leads whoever opens the server first to the first-admin setup.
    const adminPage = await admin.newPage();
    await adminPage.goto("/");
    await expect(adminPage.getByText("Demo-konton")).toHaveCount(0);
    await adminPage.getByRole("link", { name: "Skapa admin-konto" }).click();
    await expect(adminPage).toHaveURL(`${baseURL}/admin`);
    await adminPage.getByLabel("Användarnamn").fill("chefen");
    await adminPage.getByLabel("Fullständigt namn").fill("Karin Bygg");
    await adminPage.getByLabel("E-post").fill("karin@bygg.se");
    await adminPage.getByLabel("Lösenord", { exact: true }).fill("Takstol-Regn-47");
    await adminPage.getByRole("button", { name: "Skapa admin-konto" }).click();
    await expect(adminPage).toHaveURL(new RegExp(`${baseURL}/?$`));
    await expect(adminPage.getByRole("button", { name: "Logga ut" })).toBeVisible();

    // A stranger finds the login, with no way to make an account, and /register says why.
    const strangerPage = await stranger.newPage();
    await strangerPage.goto("/");
    await expect(strangerPage.getByText("Konton skapas med en inbjudan från din arbetsledare.")).toBeVisible();
    await expect(strangerPage.getByRole("link", { name: "Skapa konto" })).toHaveCount(0);
    // An admin exists now: nothing offers the setup again.
    await expect(strangerPage.getByRole("link", { name: "Skapa admin-konto" })).toHaveCount(0);
    await strangerPage.goto("/register");
    await expect(strangerPage.getByText("Registrering kräver en inbjudan – be din arbetsledare om en")).toBeVisible();
    await expect(strangerPage.getByLabel("Användarnamn")).toHaveCount(0);

    // The admin invites a worker from 'Användare' and copies the link (this server sends no mail).
    await adminPage.getByRole("tab", { name: /Användare/ }).click();
    await adminPage.getByRole("button", { name: "Bjud in" }).click();
    const inviteForm = adminPage.getByRole("dialog", { name: "Bjud in" });
    await inviteForm.getByLabel("E-post").fill("nils@bygg.se");
    await inviteForm.getByLabel("Fullständigt namn").fill("Nils Nilsson");
    // Starts today: none of the month's earlier days is 'Ej komplett' for him.
    await inviteForm.getByLabel("Anställd från").fill(todayIn());
    await inviteForm.getByRole("button", { name: "Skapa inbjudan" }).click();
    const created = adminPage.getByRole("dialog", { name: "Inbjudan skapad" });
    await expect(created.getByText(/Servern skickar ingen e-post/)).toBeVisible();
    const link = await created.getByLabel("Inbjudningslänk").inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/register\\?token=[A-Za-z0-9_-]{43}$`));
    await created.getByRole("button", { name: "Klar" }).click();
    await expect(adminPage.getByRole("list", { name: "Öppna inbjudningar" }).getByText("Nils Nilsson")).toBeVisible();

    // The worker opens the link: e-mail and name are filled in from the invitation.
    const workerPage = await invited.newPage();
    await workerPage.goto(link);
    await expect(workerPage.getByLabel("E-post")).toHaveValue("nils@bygg.se");
    await expect(workerPage.getByLabel("Fullständigt namn")).toHaveValue("Nils Nilsson");
    await workerPage.getByLabel("Användarnamn").fill("nils");
    await workerPage.getByLabel("Lösenord", { exact: true }).fill("password123");
    await workerPage.getByLabel("Bekräfta lösenord").fill("password123");
    await workerPage.getByRole("button", { name: "Skapa konto" }).click();
    await expect(workerPage.getByText("Lösenordet är för vanligt – välj ett annat")).toBeVisible();
    await workerPage.getByLabel("Lösenord", { exact: true }).fill("Gjutform-Lera-82");
    await workerPage.getByLabel("Bekräfta lösenord").fill("Gjutform-Lera-82");
    await workerPage.getByRole("button", { name: "Skapa konto" }).click();
    await expect(workerPage.getByRole("heading", { name: /Välkommen, Nils/ })).toBeVisible();
    const month = workerPage.getByRole("group", { name: "Månadsöversikt" });
    await expect(month.locator(`[data-date="${todayIn()}"]`)).toBeVisible();
    await expect(month.locator('[data-status="missing"]')).toHaveCount(0);

    // Signed out, the worker signs in with the new password; the link is spent.
    await workerPage.getByRole("button", { name: "Logga ut" }).click();
    await workerPage.getByLabel("E-post").fill("nils@bygg.se");
    await workerPage.getByLabel("Lösenord", { exact: true }).fill("Gjutform-Lera-82");
    await workerPage.getByRole("button", { name: "Logga in" }).click();
    await expect(workerPage.getByRole("heading", { name: /Välkommen, Nils/ })).toBeVisible();
    await strangerPage.goto(link);
    await expect(strangerPage.getByText("Inbjudan är ogiltig eller har gått ut")).toBeVisible();

    // The invitation has left the admin's list of open ones.
    await adminPage.reload();
    await adminPage.getByRole("tab", { name: /Användare/ }).click();
    await expect(adminPage.getByText("Inga öppna inbjudningar.")).toBeVisible();

    // Signed out, /admin offers only the admin login: the first admin exists.
    await adminPage.getByRole("button", { name: "Logga ut" }).click();
    await adminPage.goto("/admin");
    await expect(adminPage.getByRole("heading", { name: "Logga in som Admin" })).toBeVisible();
    await expect(adminPage.getByRole("button", { name: "Skapa admin-konto" })).toHaveCount(0);

    // This server has no SMTP_URL: a reset sends nothing and says so, and no token reaches the log.
    const forgot = await adminPage.request.post("/api/forgot-password", { data: { email: "karin@bygg.se" } });
    expect(forgot.status()).toBe(200);
    await expect.poll(() => fs.readFileSync(logFile, "utf8")).toContain("password reset asked for, but no mail was sent");
    const log = fs.readFileSync(logFile, "utf8");
    expect(log).toContain("SMTP_URL is not set: no password-reset mail can be sent");
    expect(log).not.toContain("reset-password?token=");
  } finally {
    await Promise.all([admin.close(), stranger.close(), invited.close()]);
  }
});
