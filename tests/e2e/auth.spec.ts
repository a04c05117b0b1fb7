import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { resetLinkFromMail } from "./support/server";

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Lösenord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Logga in" }).click();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logga ut" }).click();
  await expect(page.getByRole("heading", { name: "Logga in" })).toBeVisible();
}

test("register, log out, log in, forget the password, reset it with the link, log in with the new one", async ({ page }) => {
  const email = uniqueEmail("nyanstalld");
  const username = `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  await page.goto("/");
  await page.getByRole("link", { name: "Skapa konto" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel("Användarnamn").fill(username);
  await page.getByLabel("Fullständigt namn").fill("Sven Ängström");
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Lösenord", { exact: true }).fill("forsta-losen");
  await page.getByLabel("Bekräfta lösenord").fill("annat-losen");
  await page.getByRole("button", { name: "Skapa konto" }).click();
  await expect(page.getByText("Lösenorden matchar inte")).toBeVisible();
  await page.getByLabel("Bekräfta lösenord").fill("forsta-losen");
  await page.getByRole("button", { name: "Skapa konto" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Registrering lyckades", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Välkommen, Sven/ })).toBeVisible();

  await logOut(page);
  await logIn(page, email.toUpperCase(), "fel-losen");
  await expect(page.getByText("Ogiltiga inloggningsuppgifter", { exact: true })).toBeVisible();
  await logIn(page, email, "forsta-losen");
  await expect(page.getByText("Inloggning lyckades", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Välkommen, Sven/ })).toBeVisible();
  await logOut(page);

  await page.getByRole("link", { name: "Glömt lösenord?" }).click();
  await page.getByLabel("E-post").fill(email);
  await page.getByRole("button", { name: "Skicka instruktioner" }).click();
  await expect(page.getByText("Begäran skickad", { exact: true })).toBeVisible();
  // The e2e server runs in production: no developer note about the server log there (issue 8).
  await expect(page.getByRole("heading", { name: "Kontrollera din e-post" })).toBeVisible();
  await expect(page.getByText("Information för utvecklare")).toHaveCount(0);

  const link = await resetLinkFromMail(process.env.E2E_MAIL_FILE ?? "", email);
  // A production server mails the link and never writes its token to the log (docs/product-rules.md §13).
  expect(fs.readFileSync(process.env.E2E_SERVER_LOG ?? "", "utf8")).not.toContain(new URL(link).searchParams.get("token") ?? "no token");
  await page.goto(link);
  await page.getByLabel("Nytt lösenord").fill("andra-losen");
  await page.getByLabel("Bekräfta lösenord").fill("andra-losen");
  await page.getByRole("button", { name: "Spara nytt lösenord" }).click();
  await expect(page.getByText("Lösenord återställt", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await logIn(page, email, "forsta-losen");
  await expect(page.getByText("Ogiltiga inloggningsuppgifter", { exact: true })).toBeVisible();
  await logIn(page, email, "andra-losen");
  await expect(page.getByRole("heading", { name: /Välkommen, Sven/ })).toBeVisible();

  // The link works once.
  await logOut(page);
  await page.goto(link);
  await page.getByLabel("Nytt lösenord").fill("tredje-losen");
  await page.getByLabel("Bekräfta lösenord").fill("tredje-losen");
  await page.getByRole("button", { name: "Spara nytt lösenord" }).click();
  await expect(page.getByText("Återställningslänken är ogiltig eller har gått ut", { exact: true })).toBeVisible();
});

test("the reset page without a token says the link is invalid", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Ogiltig länk" })).toBeVisible();
  await expect(page.getByText("Återställningslänken är ogiltig eller har gått ut")).toBeVisible();
});

test("the demo accounts fill the login form, and a worker is refused at /admin", async ({ page }) => {
  // The signed-out page carries who is signed in (nobody) and the demo accounts: the login
  // with its demo card is the first screen, asked of no API and moving nothing as it comes.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) asked.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByText("Demo-konton", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Logga in" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  await page.getByRole("button", { name: "Fyll i" }).first().click();
  await expect(page.getByLabel("E-post")).toHaveValue("arbetare@demo.se");
  await expect(page.getByLabel("Lösenord", { exact: true })).toHaveValue("demo1234");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Logga in som Admin" })).toBeVisible();
  await page.getByLabel("E-post").fill("arbetare@demo.se");
  await page.getByLabel("Lösenord", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByText("Endast admin-konton kan logga in här").first()).toBeVisible();
});

test("a customer sees 'Åtkomst nekad'", async ({ page, request }) => {
  const admin = await request.post("/api/login", { data: { email: "admin@demo.se", password: "admin1234" } });
  expect(admin.ok()).toBe(true);
  const email = uniqueEmail("kund");
  const created = await request.post("/api/users", {
    data: {
      username: `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
      fullName: "Kund Karlsson",
      email,
      role: "customer",
      password: "kundlosen",
    },
  });
  expect(created.status()).toBe(201);

  await logIn(page, email, "kundlosen");
  await expect(page.getByRole("heading", { name: "Åtkomst nekad" })).toBeVisible();
  await expect(page.getByText(/Kunder har en separat portal/)).toBeVisible();
});

test("the theme survives a reload, unknown paths show the 404 page, and the CSP blocks nothing of ours", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Byt till mörkt tema" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.getByRole("button", { name: "Byt till ljust tema" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);

  await page.goto("/finns-inte");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  expect(violations).toEqual([]);
});
