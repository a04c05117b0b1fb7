import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { objectIdOfPath } from "../../shared/validation/uploads";
import { UPLOAD_MSG } from "../../shared/validation/uploads";
import { GIF_1PX, HTML, SVG, WEBP_1PX, makeJpeg, makePng, pngHeaderOfSize } from "./helpers/images";
import type { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp } from "./helpers/test-app";
import { idOf, uploadSteps } from "./helpers/uploads";

/** Creating upload URLs and receiving files on them (local driver). */
let app: TestApp;
let workerA: TestClient;
let ownerA: string;

beforeAll(async () => {
  app = await startTestApp();
  const a = await app.signedIn("worker");
  workerA = a.client;
  ownerA = a.user.id;
});
afterAll(async () => {
  await app?.close();
});

const { ticket, put, uploaded, row, stored } = uploadSteps(() => app);

/** Sends `total` bytes in chunks without a Content-Length, as a stream would. */
function putChunked(uploadURL: string, head: Buffer, total: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(uploadURL, { method: "PUT", headers: { "content-type": "image/png" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024);
    head.copy(chunk);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("POST /api/objects/upload", () => {
  it("gives a worker a signed URL of this server and an object path", async () => {
    const t = await ticket(workerA);
    expect(objectIdOfPath(t.objectPath)).not.toBeNull();
    expect(t.uploadURL).toMatch(new RegExp(`^${app.url}/api/uploads/${idOf(t.objectPath)}\\?expires=\\d+&sig=[\\w-]{43}$`));
    expect(t.headers).toEqual({});
    expect(await row(t.objectPath)).toMatchObject({ ownerId: ownerA, contentType: null, size: null });
  });

  it("answers 403 to a customer and 401 without a session", async () => {
    const customer = (await app.signedIn("customer")).client;
    expect((await customer.post("/api/objects/upload")).status).toBe(403);
    const anonymous = await app.client().post<{ message: string }>("/api/objects/upload");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Du måste logga in");
  });
});

describe("PUT /api/uploads/:id", () => {
  it("stores real JPEG, PNG, GIF and WebP files with the type their bytes tell", async () => {
    const files: [Buffer, string][] = [
      [makeJpeg(), "image/jpeg"],
      [makePng(), "image/png"],
      [GIF_1PX, "image/gif"],
      [WEBP_1PX, "image/webp"],
    ];
    for (const [bytes, type] of files) {
      // The browser's Content-Type is ignored: only the bytes count.
      const objectPath = await uploaded(workerA, bytes);
      expect(await row(objectPath)).toMatchObject({ contentType: type, size: bytes.length });
      const res = await workerA.get(objectPath);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
    }
  });

  it("accepts one PUT per URL", async () => {
    const t = await ticket(workerA);
    expect((await put(t.uploadURL, makePng())).status).toBe(200);
    const again = await put(t.uploadURL, makeJpeg());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(UPLOAD_MSG.alreadyUploaded);
    stored.add(idOf(t.objectPath));
    expect((await row(t.objectPath)).contentType).toBe("image/png");
  });

  it("refuses SVG, HTML dressed as JPEG, empty bodies and files over 10 MB, keeping nothing", async () => {
    const cases: [Uint8Array, string, number, string][] = [
      [SVG, "image/svg+xml", 415, UPLOAD_MSG.notImage],
      [HTML, "image/jpeg", 415, UPLOAD_MSG.notImage],
      [new Uint8Array(0), "image/png", 415, UPLOAD_MSG.notImage],
      [pngHeaderOfSize(11 * 1024 * 1024), "image/png", 413, UPLOAD_MSG.tooLarge],
    ];
    for (const [bytes, type, status, message] of cases) {
      const t = await ticket(workerA);
      const res = await put(t.uploadURL, bytes, type);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect((await row(t.objectPath)).contentType).toBeNull();
      expect((await workerA.get(t.objectPath)).status).toBe(404);
    }
  });

  it("stops a stream without Content-Length once it passes 10 MB", async () => {
    const t = await ticket(workerA);
    const res = await putChunked(t.uploadURL, makePng(), 11 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: UPLOAD_MSG.tooLarge });
    expect((await row(t.objectPath)).contentType).toBeNull();
    // The refused stream left the URL usable for a proper file.
    expect((await put(t.uploadURL, makeJpeg())).status).toBe(200);
    stored.add(idOf(t.objectPath));
  });

  it("accepts exactly 10 MB", async () => {
    const t = await ticket(workerA);
    const res = await put(t.uploadURL, pngHeaderOfSize(10 * 1024 * 1024));
    expect(res.status).toBe(200);
    stored.add(idOf(t.objectPath));
    expect((await row(t.objectPath)).size).toBe(10_485_760);
  });

  it("refuses tampered, expired, unsigned and unknown links with 403", async () => {
    const t = await ticket(workerA);
    const url = new URL(t.uploadURL);
    const sig = url.searchParams.get("sig") ?? "";
    const expires = Number(url.searchParams.get("expires"));
    const variants = [
      `${url.pathname}?expires=${expires}&sig=${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`,
      `${url.pathname}?expires=${expires + 3600}&sig=${sig}`,
      `${url.pathname}?expires=${expires}`,
      `${url.pathname}?sig=${sig}`,
      `${url.pathname}?expires=99999999999999999999999&sig=${sig}`,
      `${url.pathname}?expires=${expires}&sig=${sig}&sig=${sig}`,
      `/api/uploads/00000000-0000-4000-8000-000000000000?expires=${expires}&sig=${sig}`,
    ];
    for (const variant of variants) {
      const res = await app.client().put<{ message: string }>(variant, undefined, { raw: makePng() });
      expect(res.status, variant).toBe(403);
      expect(res.body.message).toBe("Uppladdningslänken är ogiltig eller har gått ut");
    }
    // The same link, 16 minutes later.
    const later = Date.now() + 16 * 60_000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      const expired = await put(t.uploadURL, makePng());
      expect(expired.status).toBe(403);
      expect(expired.body.message).toBe(UPLOAD_MSG.invalidLink);
    } finally {
      clock.mockRestore();
    }
    expect((await row(t.objectPath)).contentType).toBeNull();
  });

  it("answers 404 to ids that are not UUIDs and writes nothing for them", async () => {
    const t = await ticket(workerA);
    const query = new URL(t.uploadURL).search;
    for (const id of ["..%2F..%2Fetc", "..%2F..%2F..%2Ftmp%2Fpwned", "%2E%2E%2F%2E%2E%2Fetc", "not-a-uuid", idOf(t.objectPath)?.toUpperCase()]) {
      const res = await app.client().put<{ message: string }>(`/api/uploads/${id}${query}`, undefined, { raw: makePng() });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe("Hittades inte");
    }
    expect((await app.client().put(`/api/uploads/%zz${query}`, undefined, { raw: makePng() })).status).toBe(400);
  });

  it("keeps one of two PUTs racing on the same URL", async () => {
    const t = await ticket(workerA);
    const results = await Promise.all([put(t.uploadURL, pngHeaderOfSize(2 * 1024 * 1024)), put(t.uploadURL, makeJpeg())]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    stored.add(idOf(t.objectPath));
    const kept = await row(t.objectPath);
    expect(kept.contentType).toBe(results[0].status === 200 ? "image/png" : "image/jpeg");
  });

  it("keeps nothing of an upload the client abandons half way", async () => {
    const t = await ticket(workerA);
    await new Promise<void>((resolve) => {
      const req = http.request(t.uploadURL, { method: "PUT", headers: { "content-length": String(4 * 1024 * 1024) } });
      req.on("error", () => resolve());
      req.write(pngHeaderOfSize(1024 * 1024), () => setTimeout(() => req.destroy(), 100));
      req.on("close", () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await row(t.objectPath)).contentType).toBeNull();
    expect((await put(t.uploadURL, makePng())).status).toBe(200);
    stored.add(idOf(t.objectPath));
  });

  it("wrote only the accepted files, all inside DATA_DIR/objects/uploads", () => {
    const tree = fs.readdirSync(app.dataDir, { recursive: true, encoding: "utf8" }).sort();
    const files = [...stored].map((id) => path.join("objects", "uploads", id));
    expect(tree).toEqual(["objects", path.join("objects", "uploads"), ...files].sort());
  });
});

