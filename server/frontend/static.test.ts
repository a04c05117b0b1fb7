import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "../lib/error-handler";
import type { Logger } from "../lib/logger";
import { serveBuiltClient } from "./static";

const SCRIPT = `export const greeting = ${JSON.stringify("Hej från bygget! ".repeat(200))};\n`;
let dir: string;
let server: http.Server;
let base: string;
const unexpected: unknown[] = [];
const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error: (...args: unknown[]) => unexpected.push(args) };

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET, so the body arrives exactly as sent (fetch would decode it). */
function get(pathname: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    http
      .get(base + pathname, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  // A build as vite.config.ts leaves it: hashed assets with .br and .gz copies beside them.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-static-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Tidrapport</title>");
  fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nDisallow: /\n");
  const script = path.join(dir, "assets", "index-abc123.js");
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  const app = express();
  serveBuiltClient(app, dir);
  // As in app.ts: an error the static files pass on would answer 500 here.
  app.use(errorHandler(silentLogger));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the built client", () => {
  it("sends the brotli copy of an asset when the browser accepts it, gzip when only that, the file otherwise", async () => {
    const br = await get("/assets/index-abc123.js", "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toMatch(/immutable/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await get("/assets/index-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get("/assets/index-abc123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("answers a missing asset or file with 404, not with the app's page or an error", async () => {
    for (const missing of ["/assets/index-gone.js", "/assets/a/b", "/apple-touch-icon.png"]) {
      const res = await get(missing, "br");
      expect(res.status, missing).toBe(404);
      expect(res.body.toString(), missing).toBe("Hittades inte");
    }
    // A path that is no percent-encoding at all is a bad request.
    expect((await get("/assets/%E0%A4%A", "br")).status).toBe(400);
    expect(unexpected).toEqual([]);
  });

  it("serves robots.txt as a file, and every screen path as index.html that is never cached stale", async () => {
    const robots = await get("/robots.txt");
    expect(robots.headers["content-type"]).toMatch(/text\/plain/);
    expect(robots.body.toString()).toContain("Disallow: /");
    const screen = await get("/admin/rapporter");
    expect(screen.status).toBe(200);
    expect(screen.headers["content-type"]).toMatch(/text\/html/);
    expect(screen.headers["cache-control"]).toBe("no-cache");
    expect(screen.body.toString()).toContain("<title>Tidrapport</title>");
  });
});
