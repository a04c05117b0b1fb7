import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen, type InspectionPageInput } from "../../shared/first-screen";
import { inspectionPageRoute } from "./inspection-page";

const TOKEN = "A".repeat(40) + "b_-";
const TODAY = "2026-11-28";
const INDEX =
  '<!doctype html><html><head><script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

let dir: string;
let server: http.Server;
let base = "";
let apiCalls: string[] = [];
let linkGone = false;
let renderFails = false;
const rendered: InspectionPageInput[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-inspection-"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  const app = express();
  // The API as the page's render asks it over loopback.
  app.get("/api/inspection/:token", (req, res) => {
    apiCalls.push(req.originalUrl);
    if (linkGone) return void res.status(404).json({ message: "Länken har gått ut eller återkallats" });
    res.json({ site: { name: "Kvarteret Åkern" } });
  });
  app.get("/api/inspection/:token/ledger", (req, res) => {
    apiCalls.push(req.originalUrl);
    if (linkGone) return void res.status(404).json({ message: "Länken har gått ut eller återkallats" });
    res.json([{ id: "e1" }]);
  });
  const render = (input: InspectionPageInput) => {
    if (renderFails) throw new Error("render failed");
    rendered.push(input);
    return `<main>Kontroll av ${String((JSON.parse(input.view) as { site: { name: string } }).site.name)}</main>`;
  };
  app.get(
    "/kontroll/:token",
    inspectionPageRoute(dir, () => TODAY, render),
  );
  app.use((_req, res) => void res.type("html").send("the plain page"));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  apiCalls = [];
  linkGone = false;
  renderFails = false;
  rendered.length = 0;
});

function firstScreenOf(html: string): FirstScreen {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error("no first-screen block");
  return JSON.parse(match[1]) as FirstScreen;
}

describe("GET /kontroll/{token}: the inspector's page with the view in it", () => {
  it("renders the link's header and the day's entries into #root, carries both answers and asks the API once each", async () => {
    const res = await fetch(`${base}/kontroll/${TOKEN}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`<div id="root" data-ssr="inspection" data-today="${TODAY}"><main>Kontroll av Kvarteret Åkern</main></div>`);
    expect(apiCalls).toEqual([`/api/inspection/${TOKEN}`, `/api/inspection/${TOKEN}/ledger?from=${TODAY}&to=${TODAY}`]);
    expect(rendered).toEqual([
      { token: TOKEN, today: TODAY, view: JSON.stringify({ site: { name: "Kvarteret Åkern" } }), ledger: JSON.stringify([{ id: "e1" }]) },
    ]);
    // The browser takes these instead of asking again: each reading is logged once.
    expect(firstScreenOf(html).answers.map((a) => [a.path, a.body])).toEqual([
      [`/api/inspection/${TOKEN}`, '{"site":{"name":"Kvarteret Åkern"}}'],
      [`/api/inspection/${TOKEN}/ledger?from=${TODAY}&to=${TODAY}`, '[{"id":"e1"}]'],
    ]);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    // The scripts only take the page over: they do not compete with it on a slow line.
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
  });

  it("sends the plain page for an expired or revoked link, whose script then says so", async () => {
    linkGone = true;
    const res = await fetch(`${base}/kontroll/${TOKEN}`);
    expect(await res.text()).toBe("the plain page");
  });

  it("never asks the API about an address that cannot be a token", async () => {
    const res = await fetch(`${base}/kontroll/not-a-token`);
    expect(await res.text()).toBe("the plain page");
    expect(apiCalls).toEqual([]);
  });

  it("sends the plain page when rendering fails", async () => {
    renderFails = true;
    const res = await fetch(`${base}/kontroll/${TOKEN}`);
    expect(await res.text()).toBe("the plain page");
  });
});
