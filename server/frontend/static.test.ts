import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { errorHandler } from "../lib/error-handler";
import type { Logger } from "../lib/logger";
import { useBuiltClient } from "./built-client.fixture";

const SCRIPT = `export const greeting = ${JSON.stringify("Hej från bygget! ".repeat(200))};\n`;
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
      .get(built.base + pathname, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

// A build as vite.config.ts leaves it: hashed assets with .br and .gz copies beside them.
const built = useBuiltClient(
  {
    "index.html": "<!doctype html><title>Tidrapport</title>",
    "robots.txt": "User-agent: *\nDisallow: /\n",
    "assets/index-abc123.js": SCRIPT,
    "assets/index-abc123.js.br": zlib.brotliCompressSync(SCRIPT),
    "assets/index-abc123.js.gz": zlib.gzipSync(SCRIPT),
  },
  // As in app.ts: an error the static files pass on would answer 500 here.
  (app) => app.use(errorHandler(silentLogger)),
);

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
