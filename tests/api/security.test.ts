/**
 * The security floor of docs/product-rules.md §13, across modules (not a module of its own): rate limits on
 * the account endpoints, cross-site requests, body rules, headers, the session cookie, and
 * the configuration checks of server/env.ts.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, users } from "../../shared/schema";
import { ConfigError, loadConfig } from "../../server/env";
import { registrationInput, uniqueEmail } from "../support/builders";
import { startTestApp, type TestApp } from "./helpers/test-app";
import type { TestResponse } from "./helpers/http-client";

const RATE_LIMITED = { code: "rate-limited", message: "För många försök. Försök igen om en stund." };
const CROSS_SITE = { code: "request.cross-site", message: "Begäran nekades: den kom från en annan webbplats" };
const PUBLIC_URL_HTTPS = "https://tid.example.se";
const SMALL = { max: 3, windowMs: 15 * 60_000 };

/** Default limits, no proxy: every request comes from 127.0.0.1. */
let app: TestApp;
/** TRUST_PROXY on, so X-Forwarded-For sets the client address; per-IP limits of 3. */
let proxied: TestApp;
/** No proxy, per-IP limits of 3: X-Forwarded-For must be ignored. */
let direct: TestApp;
/** Served as https://tid.example.se behind a TLS-terminating proxy. */
let secure: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const shared = { database: app.database, limits: { loginPerIp: SMALL, accountPerIp: SMALL } };
  proxied = await startTestApp({ ...shared, env: { TRUST_PROXY: "true" } });
  direct = await startTestApp(shared);
  secure = await startTestApp({ database: app.database, env: { PUBLIC_URL: PUBLIC_URL_HTTPS, TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await secure?.close();
  await direct?.close();
  await proxied?.close();
  await app?.close();
});
beforeEach(async () => {
  await app.database.db.delete(rateLimits);
});

const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

function expectRateLimited(res: TestResponse<unknown>, maxSeconds: number): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(RATE_LIMITED);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

/** A sign-in's 429: the same Retry-After, and a message that says in how many minutes (rounded up, at least 1). */
function expectSignInLimited(res: TestResponse<unknown>, maxSeconds: number): void {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  expect(res.body).toEqual({ code: "rate-limited.retry-in", message: `För många försök. Försök igen om ${minutes} ${minutes === 1 ? "minut" : "minuter"}` });
}

/** Attributes of one Set-Cookie line, lower-cased names. */
function cookieAttributes(line: string): { name: string; value: string; attrs: Record<string, string | true> } {
  const [pair, ...rest] = line.split(";").map((s) => s.trim());
  const eq = pair.indexOf("=");
  const attrs: Record<string, string | true> = {};
  for (const part of rest) {
    const i = part.indexOf("=");
    if (i === -1) attrs[part.toLowerCase()] = true;
    else attrs[part.slice(0, i).toLowerCase()] = part.slice(i + 1);
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
}

describe("rate limits", { timeout: 120_000 }, () => {
  it("sign-in: after 10 failed tries for one account from one address the 11th is 429 with Retry-After and when to try again, even with the right password", async () => {
    const user = await app.createUser();
    for (let i = 0; i < 10; i++) {
      const res = await app.client().post("/api/login", { email: user.email, password: `fel${i}` });
      expect(res.status, `try ${i + 1}`).toBe(401);
    }
    expectSignInLimited(await app.client().post("/api/login", { email: user.email, password: user.plainPassword }), 15 * 60);
    expectSignInLimited(await app.client().post("/api/login", { email: user.email.toUpperCase(), password: user.plainPassword }), 15 * 60);

    // Another account from the same address still signs in.
    const other = await app.createUser();
    expect((await app.client().post("/api/login", { email: other.email, password: other.plainPassword })).status).toBe(200);
  });

  it("sign-in: of 20 wrong passwords sent at once for one account exactly 10 are checked (401), the rest are 429", async () => {
    const user = await app.createUser();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => app.client().post("/api/login", { email: user.email, password: `fel${i}` })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
    expectSignInLimited(await app.client().post("/api/login", { email: user.email, password: user.plainPassword }), 15 * 60);
  });

  it("sign-in: successful sign-ins do not count", async () => {
    const user = await app.createUser();
    const ok = () => app.client().post("/api/login", { email: user.email, password: user.plainPassword });
    const bad = () => app.client().post("/api/login", { email: user.email, password: "fel-lösenord" });
    for (let i = 0; i < 11; i++) expect((await ok()).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await bad()).status).toBe(401);
    expect((await ok()).status).toBe(200);
    expect((await ok()).status).toBe(200);
    expect((await bad()).status).toBe(401); // the 10th failure
    expectSignInLimited(await ok(), 15 * 60);
  });

  it("sign-in: failed tries per client address are limited too, other addresses are not affected", async () => {
    const user = await app.createUser();
    for (let i = 0; i < 3; i++) {
      const res = await proxied.client().post("/api/login", { email: uniqueEmail("okand"), password: "x" }, from("203.0.113.10"));
      expect(res.status).toBe(401);
    }
    expectSignInLimited(await proxied.client().post("/api/login", { email: user.email, password: user.plainPassword }, from("203.0.113.10")), 15 * 60);
    expect((await proxied.client().post("/api/login", { email: user.email, password: user.plainPassword }, from("203.0.113.11"))).status).toBe(200);

    // A crew signing in from one address: successful sign-ins never use up the address's tries.
    for (let i = 0; i < 5; i++) {
      const worker = await app.createUser();
      expect((await proxied.client().post("/api/login", { email: worker.email, password: worker.plainPassword }, from("203.0.113.12"))).status).toBe(200);
    }
  });

  it("sign-in: failures from one address cannot lock the account out: the right password from another address still signs in", async () => {
    const user = await app.createUser();
    const limits = { loginPerIp: { max: 100, windowMs: 15 * 60_000 } };
    const behindProxy = await startTestApp({ database: app.database, limits, env: { TRUST_PROXY: "true" } });
    try {
      for (let i = 0; i < 10; i++) {
        expect((await behindProxy.client().post("/api/login", { email: user.email, password: "fel" }, from("198.51.100.1"))).status).toBe(401);
      }
      expectSignInLimited(await behindProxy.client().post("/api/login", { email: user.email, password: user.plainPassword }, from("198.51.100.1")), 15 * 60);
      expect((await behindProxy.client().post("/api/login", { email: user.email, password: user.plainPassword }, from("198.51.100.2"))).status).toBe(200);
      // Spread over many addresses, failures never add up to a lock-out of the account.
      for (let i = 0; i < 12; i++) {
        expect((await behindProxy.client().post("/api/login", { email: user.email, password: "fel" }, from(`198.51.100.${i + 10}`))).status).toBe(401);
      }
      expect((await behindProxy.client().post("/api/login", { email: user.email, password: user.plainPassword }, from("198.51.100.3"))).status).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it("sign-in: TRUST_PROXY as a hop count takes the address the proxy saw, not one the client forged", async () => {
    const user = await app.createUser();
    const oneHop = await startTestApp({ database: app.database, env: { TRUST_PROXY: "1" } });
    try {
      // The proxy appends the address it saw last; a forged first entry changes nothing.
      for (let i = 0; i < 10; i++) {
        const res = await oneHop.client().post("/api/login", { email: user.email, password: "fel" }, from(`10.9.9.${i}, 203.0.113.50`));
        expect(res.status).toBe(401);
      }
      expectSignInLimited(
        await oneHop.client().post("/api/login", { email: user.email, password: user.plainPassword }, from("10.0.0.1, 203.0.113.50")),
        15 * 60,
      );
      expect((await oneHop.client().post("/api/login", { email: user.email, password: user.plainPassword }, from("203.0.113.51"))).status).toBe(200);
    } finally {
      await oneHop.close();
    }
  });

  it("without TRUST_PROXY a forged X-Forwarded-For does not escape the per-address limit", async () => {
    const user = await app.createUser();
    for (let i = 0; i < 3; i++) {
      const res = await direct.client().post("/api/login", { email: uniqueEmail("okand"), password: "x" }, from(`192.0.2.${i + 1}`));
      expect(res.status).toBe(401);
    }
    expectSignInLimited(await direct.client().post("/api/login", { email: user.email, password: user.plainPassword }, from("192.0.2.200")), 15 * 60);
  });

  it("forgot-password: 5 per hour per e-mail, then 429 and no further mail", async () => {
    const user = await app.createUser();
    const mailsTo = () => app.mails.filter((m) => m.to === user.email).length;
    for (let i = 0; i < 5; i++) expect((await app.client().post("/api/forgot-password", { email: user.email })).status).toBe(200);
    expect(mailsTo()).toBe(5);

    expectRateLimited(await app.client().post("/api/forgot-password", { email: user.email }), 60 * 60);
    const sixth = await app.client().post("/api/forgot-password", { email: user.email.toUpperCase() });
    expectRateLimited(sixth, 60 * 60);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(50 * 60);
    expect(mailsTo()).toBe(5);

    const other = await app.createUser();
    expect((await app.client().post("/api/forgot-password", { email: other.email })).status).toBe(200);
  });

  it("register: limited per client address (accountPerIp), then 429 and nobody is created", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await proxied.client().post("/api/register", registrationInput(), from("203.0.113.20"));
      expect(res.status).toBe(201);
    }
    const input = registrationInput();
    const blocked = await proxied.client().post("/api/register", input, from("203.0.113.20"));
    expectRateLimited(blocked, 15 * 60);
    expect(await app.database.db.select().from(users).where(eq(users.username, input.username))).toEqual([]);

    const elsewhere = await proxied.client().post("/api/register", input, from("203.0.113.21"));
    expect(elsewhere.status).toBe(201);
  });

  it("register: the default is 30 per 15 minutes per address", async () => {
    const register = () => app.client().post("/api/register", registrationInput());
    for (let i = 0; i < 30; i++) expect((await register()).status, `registration ${i + 1}`).toBe(201);
    expectRateLimited(await register(), 15 * 60);
  });

  it("reset-password: limited per client address; a blocked try does not spend a valid link", async () => {
    const user = await app.createUser();
    await proxied.client().post("/api/forgot-password", { email: user.email });
    const token = new URL(proxied.mails[proxied.mails.length - 1].link).searchParams.get("token");
    for (let i = 0; i < 3; i++) {
      const res = await proxied
        .client()
        .post("/api/reset-password", { token: crypto.randomBytes(32).toString("base64url"), newPassword: "nyttlösen" }, from("203.0.113.30"));
      expect(res.status).toBe(400);
    }
    expectRateLimited(await proxied.client().post("/api/reset-password", { token, newPassword: "nyttlösen" }, from("203.0.113.30")), 15 * 60);
    expect((await proxied.client().post("/api/reset-password", { token, newPassword: "nyttlösen" }, from("203.0.113.31"))).status).toBe(200);
  });

  it("admin setup: limited per client address", async () => {
    const setup = () => proxied.client().post("/api/admin/setup", registrationInput({ password: "admin1234" }), from("203.0.113.40"));
    for (let i = 0; i < 3; i++) expect([201, 409]).toContain((await setup()).status);
    expectRateLimited(await setup(), 15 * 60);
  });
});

describe("cross-site requests", () => {
  it("a POST with another site's Origin is 403 and signs nobody in", async () => {
    const user = await app.createUser();
    const client = app.client();
    const res = await client.post("/api/login", { email: user.email, password: user.plainPassword }, { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(CROSS_SITE);
    expect(client.cookieHeader).toBe("");
  });

  it("a POST with the app's own Origin is allowed", async () => {
    const user = await app.createUser();
    const res = await app
      .client()
      .post("/api/login", { email: user.email, password: user.plainPassword }, { headers: { origin: app.url, "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(200);
  });

  it("Sec-Fetch-Site: cross-site and Origin: null are 403", async () => {
    const user = await app.createUser();
    const variants: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "null" }];
    for (const headers of variants) {
      const res = await app.client().post("/api/login", { email: user.email, password: user.plainPassword }, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toEqual(CROSS_SITE);
    }
  });

  it("a forged cross-site logout leaves the session alone; reads are not blocked", async () => {
    const { client } = await app.signedIn("worker");
    expect((await client.post("/api/logout", undefined, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await client.get("/api/user", { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });
});

describe("request bodies", () => {
  it.each([
    ["text/plain", "{}"],
    ["application/x-www-form-urlencoded", "email=a%40b.se&password=x"],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("%s on a JSON endpoint is 415", async (type, raw) => {
    const res = await app.client().post("/api/login", undefined, { raw, headers: { "content-type": type } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: "request.json-only", message: "Förfrågan måste skickas som JSON" });
  });

  it("a JSON body over 100 kB is 413; one just under is read", async () => {
    const big = await app.client().post("/api/login", { email: "a@b.se", password: "x", filler: "a".repeat(101 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ code: "request.too-large", message: "Förfrågan är för stor" });

    const fits = await app.client().post("/api/login", { email: uniqueEmail("okand"), password: "x", filler: "a".repeat(95 * 1024) });
    expect(fits.status).toBe(401);
  });

  it("malformed JSON is 400 with a JSON message", async () => {
    const res = await app.client().post("/api/login", undefined, { raw: '{"email": "a@b.se", ', headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body).toEqual({ code: "request.malformed-json", message: "Förfrågan innehåller ogiltig JSON" });
  });

  it("passwords over 200 characters are 400 on login, register and reset", async () => {
    const long = "x".repeat(201);
    const login = await app.client().post<{ errors: Record<string, string> }>("/api/login", { email: "a@b.se", password: long });
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual({ password: "Lösenordet får vara högst 200 tecken" });

    const register = await app.client().post<{ errors: Record<string, string> }>("/api/register", registrationInput({ password: long }));
    expect(register.status).toBe(400);
    expect(register.body.errors).toEqual({ password: "Lösenordet får vara högst 200 tecken" });

    const reset = await app.client().post<{ errors: Record<string, string> }>("/api/reset-password", { token: "abc", newPassword: long });
    expect(reset.status).toBe(400);
    expect(reset.body.errors).toEqual({ newPassword: "Lösenordet får vara högst 200 tecken" });

    // Exactly 200 characters is a valid password.
    const max = registrationInput({ password: "y".repeat(200) });
    const ok = await app.client().post("/api/register", max);
    expect(ok.status).toBe(201);
    expect((await app.client().post("/api/login", { email: max.email, password: max.password })).status).toBe(200);
  });
});

describe("responses and headers", () => {
  it.each(["/api/nope", "/api/user/extra", "/api"])("unknown API path %s is 404 JSON", async (path) => {
    for (const method of ["GET", "POST"]) {
      const res = await app.client().request(method, path);
      expect(res.status, method).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.body).toEqual({ code: "not-found", message: "Hittades inte" });
    }
  });

  it("every /api answer carries Cache-Control: no-store and no X-Powered-By", async () => {
    const { client } = await app.signedIn("worker");
    const answers = [
      await client.get("/api/user"),
      await app.client().get("/api/user"),
      await app.client().get("/api/admin/status"),
      await app.client().get("/api/nope"),
      await app.client().post("/api/login", {}),
      await app.client().post("/api/login", {}, { headers: { origin: "https://evil.example" } }),
    ];
    for (const res of answers) {
      expect(res.headers.get("cache-control"), String(res.status)).toBe("no-store");
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
    expect((await app.client().get("/")).headers.get("x-powered-by")).toBeNull();
  });

  it("sends helmet's headers with a Content-Security-Policy", async () => {
    const res = await app.client().get("/api/admin/status");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    // Plain http: no HSTS.
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("session cookie", () => {
  it("is sid, HttpOnly, SameSite=Lax, Path=/, for 14 days, and not Secure over http", async () => {
    const user = await app.createUser();
    const res = await app.client().post("/api/login", { email: user.email, password: user.plainPassword });
    const lines = res.headers.getSetCookie();
    expect(lines).toHaveLength(1);
    const cookie = cookieAttributes(lines[0]);
    expect(cookie.name).toBe("sid");
    expect(cookie.attrs).toMatchObject({ httponly: true, samesite: "Lax", path: "/" });
    expect(cookie.attrs).not.toHaveProperty("secure");
    expect(cookie.attrs).not.toHaveProperty("domain");
    const expires = Date.parse(String(cookie.attrs.expires));
    expect(Math.abs(expires - (Date.now() + 14 * 24 * 3600_000))).toBeLessThan(5 * 60_000);
  });

  it("is renewed on use (rolling)", async () => {
    const { client } = await app.signedIn("worker");
    const res = await client.get("/api/user");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((line) => line.startsWith("sid="))).toBe(true);
  });

  it("is __Host-sid and Secure when PUBLIC_URL is https (behind a proxy), with HSTS", async () => {
    const user = await secure.createUser();
    const client = secure.client();
    const headers = { origin: PUBLIC_URL_HTTPS, "x-forwarded-proto": "https" };
    const res = await client.post("/api/login", { email: user.email, password: user.plainPassword }, { headers });
    expect(res.status).toBe(200);
    const lines = res.headers.getSetCookie();
    expect(lines).toHaveLength(1);
    const cookie = cookieAttributes(lines[0]);
    expect(cookie.name).toBe("__Host-sid");
    expect(cookie.attrs).toMatchObject({ secure: true, httponly: true, samesite: "Lax", path: "/" });
    expect(cookie.attrs).not.toHaveProperty("domain");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);

    expect(((await client.get("/api/user", { headers })).body as { id: string }).id).toBe(user.id);
    const out = await client.post("/api/logout", undefined, { headers });
    expect(out.headers.getSetCookie().some((line) => line.startsWith("__Host-sid=;"))).toBe(true);
    expect((await client.get("/api/user", { headers })).status).toBe(401);
  });

  it("with an https PUBLIC_URL, another origin is still 403", async () => {
    const res = await secure.client().post("/api/logout", undefined, { headers: { origin: "http://tid.example.se", "x-forwarded-proto": "https" } });
    expect(res.status).toBe(403);
  });
});

describe("loadConfig", () => {
  it("refuses to start in production without SESSION_SECRET, and says why", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: "" })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: "kort" })).toThrow(/SESSION_SECRET/);
  });

  it("DEMO_ACCOUNTS defaults to true in development and false in production", () => {
    const secret = crypto.randomBytes(32).toString("hex");
    expect(loadConfig({}).demoAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).demoAccounts).toBe(true);
    const prod = loadConfig({ NODE_ENV: "production", SESSION_SECRET: secret });
    expect(prod.demoAccounts).toBe(false);
    expect(prod.isProduction).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: secret, DEMO_ACCOUNTS: "true" }).demoAccounts).toBe(true);
    expect(loadConfig({ DEMO_ACCOUNTS: "false" }).demoAccounts).toBe(false);
  });

  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 5000, host: "127.0.0.1", publicUrl: "http://127.0.0.1:5000", storageDriver: "local", timeZone: "Europe/Stockholm" });
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: "https://tid.example.se/" }).publicUrl).toBe("https://tid.example.se");
  });

  it("rejects a bad time zone and gcs without a bucket with a clear message", () => {
    expect(() => loadConfig({ TZ_APP: "Mars/Olympus" })).toThrow(/TZ_APP/);
    expect(() => loadConfig({ STORAGE_DRIVER: "gcs" })).toThrow(/GCS_BUCKET/);
  });
});
