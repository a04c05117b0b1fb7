import fs from "node:fs";
import { expect, test } from "./support/fixtures";
import { startE2eServer } from "./support/server";

// Runs in the desktop project only (playwright.config.ts): it starts a server of its own.
test.describe("a new installation", () => {
  test("sets up the first admin at /admin, then offers only the admin login", async ({ browser }) => {
    const server = await startE2eServer({ demoAccounts: false });
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    try {
      await page.goto("/");
      await expect(page.getByText("Demo-konton")).toHaveCount(0);
      await page.goto("/admin");
      await page.getByLabel("Användarnamn").fill("chefen");
      await page.getByLabel("Fullständigt namn").fill("Karin Bygg");
      await page.getByLabel("E-post").fill("karin@bygg.se");
      await page.getByLabel("Lösenord", { exact: true }).fill("hemligt1");
      await page.getByRole("button", { name: "Skapa admin-konto" }).click();
      await expect(page).toHaveURL(new RegExp(`${server.baseUrl}/?$`));
      await expect(page.getByRole("button", { name: "Logga ut" })).toBeVisible();

      await page.getByRole("button", { name: "Logga ut" }).click();
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Logga in som Admin" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Skapa admin-konto" })).toHaveCount(0);

      // This server has no SMTP_URL: a reset sends nothing and says so, and no token reaches the log.
      const forgot = await page.request.post("/api/forgot-password", { data: { email: "karin@bygg.se" } });
      expect(forgot.status()).toBe(200);
      await expect.poll(() => fs.readFileSync(server.logFile, "utf8")).toContain("password reset asked for, but no mail was sent");
      const log = fs.readFileSync(server.logFile, "utf8");
      expect(log).toContain("SMTP_URL is not set: no password-reset mail can be sent");
      expect(log).not.toContain("reset-password?token=");
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
