import { describe, expect, it } from "vitest";
import { useBuiltClient } from "./built-client.fixture";

// The installable shell as vite-plugin-pwa leaves it in dist/public.
const built = useBuiltClient({
  "index.html": "<!doctype html><title>Tidrapport</title>",
  "sw.js": "self.addEventListener('fetch', () => {});",
  "manifest.webmanifest": JSON.stringify({ name: "Tidrapport" }),
  "robots.txt": "User-agent: *\n",
  "assets/index-abc123.js": "export {};",
});

describe("the installable shell", () => {
  it("serves the service worker as JavaScript that the browser revalidates on every load", async () => {
    const res = await fetch(`${built.base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves the manifest as application/manifest+json, revalidated too", async () => {
    const res = await fetch(`${built.base}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.json()).toEqual({ name: "Tidrapport" });
  });

  it("keeps hashed assets for a year and other files for an hour", async () => {
    expect((await fetch(`${built.base}/assets/index-abc123.js`)).headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
    expect((await fetch(`${built.base}/robots.txt`)).headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await fetch(`${built.base}/index.html`)).headers.get("cache-control")).toBe("no-cache");
  });
});
