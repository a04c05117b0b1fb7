import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuiltClient } from "./static";

let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  // The installable shell as vite-plugin-pwa leaves it in dist/public.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-shell-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Tidrapport</title>");
  fs.writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  fs.writeFileSync(path.join(dir, "manifest.webmanifest"), JSON.stringify({ name: "Tidrapport" }));
  fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js"), "export {};");
  const app = express();
  serveBuiltClient(app, dir);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the installable shell", () => {
  it("serves the service worker as JavaScript that the browser revalidates on every load", async () => {
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves the manifest as application/manifest+json, revalidated too", async () => {
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.json()).toEqual({ name: "Tidrapport" });
  });

  it("keeps hashed assets for a year and other files for an hour", async () => {
    expect((await fetch(`${base}/assets/index-abc123.js`)).headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
    expect((await fetch(`${base}/robots.txt`)).headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await fetch(`${base}/index.html`)).headers.get("cache-control")).toBe("no-cache");
  });
});
