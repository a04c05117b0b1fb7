/**
 * A signed-in load of `/` (server/frontend/first-screen.ts): the page carries the role's
 * scripts to preload and, for a worker, the dashboard's first answers, each equal to what the
 * API itself answers; nothing changes for anyone signed out.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_STATUS_PATH,
  DEMO_ACCOUNTS_PATH,
  FIRST_SCREEN_ELEMENT_ID,
  USER_PATH,
  WORKER_FIRST_VIEW_CHUNK,
  workerFirstScreenPaths,
  type FirstScreen,
} from "../../shared/first-screen";
import { todayIn } from "../../shared/dates";
import { users } from "../../shared/schema";
import { serveBuiltClient } from "../../server/frontend/static";
import { registrationInput, reportInput } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp } from "./helpers/test-app";
import { withoutRandomIds } from "./helpers/personal-data";

// Wednesday 18 November 2026 at noon in Stockholm.
const NOW = new Date("2026-11-18T11:00:00Z");
const TODAY = todayIn("Europe/Stockholm", NOW);
const INDEX_HTML = `<!doctype html>
<html lang="sv">
  <head>
    <title>Tidrapport</title>
    <script type="module" crossorigin src="/assets/index-e.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const MANIFEST = {
  "index.html": { file: "assets/index-e.js", isEntry: true, imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared-s.js" },
  "_cards.js": { file: "assets/cards-c.js", imports: ["_shared.js"] },
  // The build makes the worker's dashboard and its static imports one chunk (vite.config.ts).
  "_worker-first-view-w.js": { file: "assets/worker-first-view-w.js", name: WORKER_FIRST_VIEW_CHUNK, imports: ["_shared.js", "_cards.js"] },
  "src/app/dashboard/admin-dashboard.tsx": { file: "assets/admin-dashboard-a.js", isDynamicEntry: true, imports: ["_cards.js"] },
};

let app: TestApp;
let publicDir: string;

beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-first-screen-"));
  fs.writeFileSync(path.join(publicDir, "index.html"), INDEX_HTML);
  fs.mkdirSync(path.join(publicDir, ".vite"));
  fs.writeFileSync(path.join(publicDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  app = await startTestApp({ now: () => NOW, client: (express, context) => serveBuiltClient(express, publicDir, context) });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

/** The page at `/` and the first screen inside it, if any. */
async function page(client: TestClient, headers: Record<string, string> = {}) {
  const res = await client.get<string>("/", { headers: { accept: "text/html", ...headers } });
  expect(res.status).toBe(200);
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`, "s").exec(res.text);
  return { res, html: res.text, screen: match ? (JSON.parse(match[1]) as FirstScreen) : null };
}

function answerOf(screen: FirstScreen, apiPath: string) {
  return screen.answers.find((a) => a.path === apiPath);
}

describe("GET / signed out", () => {
  /**
   * The signed-out block: nobody is signed in, the demo accounts as the API lists them (none
   * here), and the API's own `/api/admin/status` (whether 'Skapa konto' is offered).
   */
  async function signedOutScreen(): Promise<FirstScreen> {
    const status = await app.client().get(ADMIN_STATUS_PATH);
    return {
      answers: [
        { path: DEMO_ACCOUNTS_PATH, body: "[]", headers: {} },
        { path: ADMIN_STATUS_PATH, body: JSON.stringify(status.body), headers: {} },
      ],
      signedOut: true,
    };
  }
  /** The built file with that block before </body>, and nothing else changed. */
  const signedOutPage = (screen: FirstScreen) =>
    INDEX_HTML.replace("</body>", `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${JSON.stringify(screen)}</script></body>`);

  it("is the built file with a block that says nobody is signed in: no user data, no preloads", async () => {
    const { html, screen, res } = await page(app.client());
    const expected = await signedOutScreen();
    expect(html).toBe(signedOutPage(expected));
    expect(screen).toEqual(expected);
    // The demo accounts' answer is the API's own.
    expect(JSON.parse(expected.answers[0].body)).toEqual((await app.client().get(DEMO_ACCOUNTS_PATH)).body);
    expect(JSON.parse(expected.answers[1].body)).toMatchObject({ registration: "open" });
    expect(res.headers.get("vary")).toMatch(/cookie/i);
  });

  it("says so too with a session cookie that names no session", async () => {
    const { html } = await page(app.client(), { cookie: "sid=s%3Anothing.at-all" });
    expect(html).toBe(signedOutPage(await signedOutScreen()));
  });

  it("is never kept by the browser: a copy reused after signing in would say nobody is", async () => {
    const { res } = await page(app.client());
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("etag")).toBeNull();
  });

  it("answers a HEAD with the same headers and no body", async () => {
    const res = await app.client().request<string>("HEAD", "/", undefined, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength(signedOutPage(await signedOutScreen())));
    expect(res.text).toBe("");
  });
});

describe("a fresh production installation", () => {
  it("offers the first-admin setup until an admin exists, and never on the first page after it", async () => {
    const fresh = await startTestApp({
      env: { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), PUBLIC_URL: "http://127.0.0.1" },
      client: (express, context) => serveBuiltClient(express, publicDir, context),
    });
    try {
      const statusOn = async (paged: boolean) => {
        const answer = paged ? answerOf((await page(fresh.client())).screen as FirstScreen, ADMIN_STATUS_PATH)?.body : undefined;
        return paged ? (JSON.parse(answer ?? "null") as unknown) : (await fresh.client().get(ADMIN_STATUS_PATH)).body;
      };
      // Nobody can sign in yet and accounts need an invitation: the login's page says there is no admin.
      for (const paged of [false, true]) expect(await statusOn(paged)).toMatchObject({ hasAdmin: false, registration: "invite" });
      // Asked twice in a row, as two people opening the page would: still no admin, still offered.
      expect(await statusOn(true)).toMatchObject({ hasAdmin: false });

      const setup = await fresh.client().post("/api/admin/setup", registrationInput({ password: "admin1234" }));
      expect(setup.status).toBe(201);

      // At once, on the API and on the signed-out page alike: no second setup is offered.
      for (const paged of [false, true]) expect(await statusOn(paged)).toMatchObject({ hasAdmin: true, registration: "invite" });
      const again = await fresh.client().post("/api/admin/setup", registrationInput({ password: "admin1234" }));
      expect(again.status).toBe(409);
    } finally {
      await fresh.close();
    }
  });
});

describe("GET / as a worker", () => {
  it("carries the dashboard's first answers, each as the API answers it, and is never cached", async () => {
    const worker = await app.signedIn("worker");
    // A personnummer shows masked here as everywhere but the admin's user form (docs/product-rules.md §15).
    await app.database.db.update(users).set({ identityNumber: "19850412-3459" }).where(eq(users.id, worker.user.id));
    const project = await app.createProject({ title: "Brf </script> Kajen" });
    // A description that would end the data block and start a script, were it not escaped.
    const sent = await worker.client.post(
      "/api/time-reports",
      reportInput({ projectId: project.id, date: "2026-11-17", hours: "8", description: "</script><script>alert(1)</script> stambyte" }),
    );
    expect(sent.status).toBe(201);

    const { res, html, screen } = await page(worker.client);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    expect(html).not.toContain("<script>alert(1)");
    expect(screen).not.toBeNull();
    if (!screen) return;
    expect(screen.answers.map((a) => a.path)).toEqual([USER_PATH, ...workerFirstScreenPaths(TODAY)]);
    for (const answer of screen.answers) {
      const direct = await worker.client.get(answer.path);
      expect(direct.status, answer.path).toBe(200);
      expect(JSON.parse(answer.body), answer.path).toEqual(direct.body);
    }
    const reports = answerOf(screen, "/api/time-reports?limit=10");
    expect(JSON.parse(reports?.body ?? "[]")[0].description).toBe("</script><script>alert(1)</script> stambyte");
    expect(reports?.headers["x-total-count"]).toBe("1");
    expect(JSON.parse(answerOf(screen, USER_PATH)?.body ?? "{}")).toMatchObject({ id: worker.user.id, role: "worker", identityNumber: "19850412-****" });
    expect(withoutRandomIds(html)).not.toContain("3459");
  });

  it("preloads the worker's dashboard and what it imports, not what the entry already loads", async () => {
    const { client } = await app.signedIn("worker");
    const { html } = await page(client);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual(["/assets/cards-c.js", "/assets/worker-first-view-w.js"]);
    // Before the end of <head>, where the browser finds them first.
    expect(html.indexOf("worker-first-view-w.js")).toBeLessThan(html.indexOf("</head>"));
  });
});

describe("GET / as an admin", () => {
  it("carries the user only and preloads the admin's dashboard", async () => {
    const { client, user } = await app.signedIn("admin");
    const { html, screen } = await page(client);
    expect(screen?.answers.map((a) => a.path)).toEqual([USER_PATH]);
    expect(JSON.parse(screen?.answers[0].body ?? "{}")).toMatchObject({ id: user.id, role: "admin" });
    expect(html).toContain('href="/assets/admin-dashboard-a.js"');
    expect(html).not.toContain("worker-first-view-w.js");
  });
});

describe("after signing out", () => {
  it("the same browser gets the signed-out page", async () => {
    const { client } = await app.signedIn("worker");
    expect((await page(client)).screen).not.toBeNull();
    expect((await client.post("/api/logout")).status).toBeLessThan(300);
    const { screen } = await page(client);
    expect(screen?.signedOut).toBe(true);
    expect(screen?.answers.map((a) => a.path)).toEqual([DEMO_ACCOUNTS_PATH, ADMIN_STATUS_PATH]);
  });
});

describe("with a session store that fails", () => {
  it("still sends the page, as the file, so the app can start and say what is wrong", async () => {
    const failing = express();
    serveBuiltClient(failing, publicDir, {
      withSession: [(_req, _res, next) => next(new Error("connection terminated"))],
      cookieName: "sid",
      today: () => TODAY,
    });
    const server = http.createServer(failing);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { cookie: "sid=s%3Aabc.def" } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX_HTML);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
