/**
 * The uploads module (server/uploads): creating upload URLs and receiving files on them (local
 * driver), who may read, claim and attach a file, and the housekeeping of upload links. The
 * gcs driver: storage-gcs.test.ts.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploadedObjects } from "../../shared/schema";
import { UPLOAD_MSG, objectIdOfPath, type UploadTicket } from "../../shared/validation/uploads";
import { HttpError, problem } from "../../server/lib/errors";
import { createStorage } from "../../server/storage";
import { assertOwnedUploads, pruneAbandonedUploads } from "../../server/uploads/service";
import { signedInAs } from "../support/builders";
import { GIF_1PX, HTML, SVG, WEBP_1PX, makeJpeg, makePng, pngHeaderOfSize } from "./helpers/images";
import { startTestApp, type TestApp, useTestApp } from "./helpers/test-app";
import { idOf, uploadSteps } from "./helpers/uploads";

const app = useTestApp();
/** The same database with at most 3 upload links per user a minute. */
let limited: TestApp;

beforeAll(async () => {
  limited = await startTestApp({ database: app.database, limits: { uploadsPerUser: { max: 3, windowMs: 60_000 } } });
});
afterAll(async () => {
  await limited?.close();
});

const { ticket, put, uploaded, row } = uploadSteps(() => app);

async function rowExists(id: string): Promise<boolean> {
  return (await app.database.db.select().from(uploadedObjects).where(eq(uploadedObjects.id, id))).length > 0;
}

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
    const { client: workerA, user } = await app.signedIn("worker");
    const t = await ticket(workerA);
    expect(objectIdOfPath(t.objectPath)).not.toBeNull();
    expect(t.uploadURL).toMatch(new RegExp(`^${app.url}/api/uploads/${idOf(t.objectPath)}\\?expires=\\d+&sig=[\\w-]{43}$`));
    expect(t.headers).toEqual({});
    expect(await row(t.objectPath)).toMatchObject({ ownerId: user.id, contentType: null, size: null });
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
    const { client: workerA } = await app.signedIn("worker");
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
    const { client: workerA } = await app.signedIn("worker");
    const t = await ticket(workerA);
    expect((await put(t.uploadURL, makePng())).status).toBe(200);
    const again = await put(t.uploadURL, makeJpeg());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(UPLOAD_MSG.alreadyUploaded);
    expect((await row(t.objectPath)).contentType).toBe("image/png");
  });

  it("refuses SVG, HTML dressed as JPEG, empty bodies and files over 10 MB, keeping nothing", async () => {
    const { client: workerA } = await app.signedIn("worker");
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
    const { client: workerA } = await app.signedIn("worker");
    const t = await ticket(workerA);
    const res = await putChunked(t.uploadURL, makePng(), 11 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ code: expect.any(String), message: UPLOAD_MSG.tooLarge });
    expect((await row(t.objectPath)).contentType).toBeNull();
    // The refused stream left the URL usable for a proper file.
    expect((await put(t.uploadURL, makeJpeg())).status).toBe(200);
  });

  it("accepts exactly 10 MB", async () => {
    const { client: workerA } = await app.signedIn("worker");
    const t = await ticket(workerA);
    const res = await put(t.uploadURL, pngHeaderOfSize(10 * 1024 * 1024));
    expect(res.status).toBe(200);
    expect((await row(t.objectPath)).size).toBe(10_485_760);
  });

  it("refuses tampered, expired, unsigned and unknown links with 403", async () => {
    const { client: workerA } = await app.signedIn("worker");
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
    const { client: workerA } = await app.signedIn("worker");
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
    const { client: workerA } = await app.signedIn("worker");
    const t = await ticket(workerA);
    const results = await Promise.all([put(t.uploadURL, pngHeaderOfSize(2 * 1024 * 1024)), put(t.uploadURL, makeJpeg())]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = await row(t.objectPath);
    expect(kept.contentType).toBe(results[0].status === 200 ? "image/png" : "image/jpeg");
  });

  it("keeps nothing of an upload the client abandons half way", async () => {
    const { client: workerA } = await app.signedIn("worker");
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
  });

  it("wrote only the accepted files, all inside DATA_DIR/objects/uploads", async () => {
    const { client: workerA } = await app.signedIn("worker");
    await uploaded(workerA, makePng());
    const refused = await ticket(workerA);
    await put(refused.uploadURL, SVG, "image/svg+xml");
    // Every file accepted so far in this file (the uploads row has its type), in any test order.
    const accepted = await app.database.db.select({ id: uploadedObjects.id }).from(uploadedObjects).where(isNotNull(uploadedObjects.contentType));
    const tree = fs.readdirSync(app.dataDir, { recursive: true, encoding: "utf8" }).sort();
    const files = accepted.map(({ id }) => path.join("objects", "uploads", id));
    expect(tree).toEqual(["objects", path.join("objects", "uploads"), ...files].sort());
  });
});

describe("GET /objects/uploads/:id", () => {
  it("serves the owner its image with nosniff and private caching", async () => {
    const { client: workerA } = await app.signedIn("worker");
    const jpeg = await uploaded(workerA, makeJpeg());
    const res = await workerA.get(jpeg);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, max-age=86400");
    expect(res.headers.get("content-disposition")).toBe("inline");
    const bytes = Buffer.from(await (await fetch(app.url + jpeg, { headers: { cookie: workerA.cookieHeader } })).arrayBuffer());
    expect(bytes).toEqual(makeJpeg());
  });

  it("hides it from another worker, lets an admin read it, and asks strangers to sign in", async () => {
    const { workerA, workerB, admin } = await signedInAs(app, { workerA: "worker", workerB: "worker", admin: "admin" });
    const jpeg = await uploaded(workerA.client, makeJpeg());
    expect((await workerB.client.get(jpeg)).status).toBe(404);
    expect((await admin.client.get(jpeg)).status).toBe(200);
    const anonymous = await app.client().get<{ message: string }>(jpeg);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Du måste logga in");
    const customer = (await app.signedIn("customer")).client;
    expect((await customer.get(jpeg)).status).toBe(403);
  });

  it("answers JSON 404 for anything that is not an uploaded object", async () => {
    const { client: workerA } = await app.signedIn("worker");
    for (const p of [
      "/objects/uploads/nope",
      "/objects/uploads/00000000-0000-4000-8000-000000000000",
      "/objects/other",
      "/objects/uploads/..%2F..%2Fetc%2Fpasswd",
    ]) {
      const res = await workerA.get<{ message: string }>(p);
      expect(res.status, p).toBe(404);
      expect(res.body.message).toBe("Hittades inte");
    }
    const malformed = await workerA.get<{ message: string }>("/objects/uploads/%zz");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Ogiltiga uppgifter");
    const pending = await ticket(workerA);
    expect((await workerA.get(pending.objectPath)).status).toBe(404);
  });
});

describe("PUT /api/time-report-images", () => {
  it("returns the object path for the upload URL or the path itself", async () => {
    const { workerA, workerB, admin } = await signedInAs(app, { workerA: "worker", workerB: "worker", admin: "admin" });
    const t = await ticket(workerA.client);
    expect((await put(t.uploadURL, makePng())).status).toBe(200);
    for (const imageURL of [t.uploadURL, t.objectPath, app.url + t.objectPath]) {
      const res = await workerA.client.put("/api/time-report-images", { imageURL });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ objectPath: t.objectPath });
    }
    expect((await workerB.client.put("/api/time-report-images", { imageURL: t.uploadURL })).status).toBe(404);
    expect((await admin.client.put("/api/time-report-images", { imageURL: t.objectPath })).status).toBe(404);
  });

  it("says so when the file never arrived", async () => {
    const { client: workerA } = await app.signedIn("worker");
    const t = await ticket(workerA);
    const res = await workerA.put<{ message: string }>("/api/time-report-images", { imageURL: t.uploadURL });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Filen har inte laddats upp");
  });

  it("refuses addresses that name no upload of this server", async () => {
    const { client: workerA } = await app.signedIn("worker");
    const id = "00000000-0000-4000-8000-000000000000";
    const bad = [
      "",
      "nope",
      `https://storage.googleapis.com/bucket/uploads/${id}`,
      `http://evil.example/api/uploads/${id}`,
      "/objects/uploads/../../etc/passwd",
      42,
      null,
    ];
    for (const imageURL of bad) {
      const res = await workerA.put<{ message: string }>("/api/time-report-images", { imageURL });
      expect(res.status, String(imageURL)).toBe(400);
      expect(res.body.message).toBe(UPLOAD_MSG.invalidImageUrl);
    }
    expect((await workerA.put("/api/time-report-images", { imageURL: `/objects/uploads/${id}` })).status).toBe(404);
  });
});

describe("POST /api/proxy-image-base64", () => {
  it("returns the owner's image as base64 by path or by this server's address", async () => {
    const { workerA, admin } = await signedInAs(app, { workerA: "worker", admin: "admin" });
    const png = await uploaded(workerA.client, makePng(3, 1));
    for (const imageUrl of [png, app.url + png]) {
      const res = await workerA.client.post<{ base64: string; contentType: string }>("/api/proxy-image-base64", { imageUrl });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ base64: makePng(3, 1).toString("base64"), contentType: "image/png" });
    }
    expect((await admin.client.post("/api/proxy-image-base64", { imageUrl: png })).status).toBe(200);
  });

  it("hides another worker's image", async () => {
    const { workerA, workerB } = await signedInAs(app, { workerA: "worker", workerB: "worker" });
    const png = await uploaded(workerA.client, makePng(3, 1));
    expect((await workerB.client.post("/api/proxy-image-base64", { imageUrl: png })).status).toBe(404);
  });

  it("never fetches an address from the client", async () => {
    const { client: workerA } = await app.signedIn("worker");
    const png = await uploaded(workerA, makePng(3, 1));
    const id = idOf(png);
    const bad = [
      "http://169.254.169.254/",
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
      "data:image/png;base64,iVBORw0KGgo=",
      "/objects/uploads/../../../etc/passwd",
      `/objects/uploads/${id}/../../x`,
      `http://evil.example/objects/uploads/${id}`,
      `//evil.example/objects/uploads/${id}`,
      `${app.url}@evil.example/objects/uploads/${id}`,
      `${app.url}/api/uploads/${id}`,
      "objects/uploads/" + id,
      "",
    ];
    for (const imageUrl of bad) {
      const res = await workerA.post<{ message: string }>("/api/proxy-image-base64", { imageUrl });
      expect(res.status, imageUrl).toBe(400);
      expect(res.body.message).toBe("Ogiltig bildadress");
    }
    expect((await workerA.post("/api/proxy-image-base64", {})).status).toBe(400);
  });
});

describe("assertOwnedUploads", () => {
  it("passes the owner's uploaded files and files already on the report, and nothing else", async () => {
    const { workerA, workerB } = await signedInAs(app, { workerA: "worker", workerB: "worker" });
    const [ownerA, ownerB] = [workerA.user.id, workerB.user.id];
    const own = await uploaded(workerA.client, makePng());
    const others = await uploaded(workerB.client, makePng());
    const pending = (await ticket(workerA.client)).objectPath;
    const db = app.database.db;
    await expect(assertOwnedUploads(db, ownerA, [own, own], [])).resolves.toBeUndefined();
    await expect(assertOwnedUploads(db, ownerA, [], [])).resolves.toBeUndefined();
    await expect(assertOwnedUploads(db, ownerA, [own, others], [others])).resolves.toBeUndefined();
    for (const paths of [[others], [pending], [own, "/objects/uploads/nope"], ["http://evil.example/x"]]) {
      const error = await assertOwnedUploads(db, ownerA, paths, []).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
    }
    const withField = await assertOwnedUploads(db, ownerB, [own], [], "receiptImageUrls").catch((e: unknown) => e);
    expect((withField as HttpError).fieldErrors).toEqual({ receiptImageUrls: problem("upload.unknown-attachment") });
    expect((withField as HttpError).message).toBe(UPLOAD_MSG.unknownAttachment);
    await expect(db.transaction((tx) => assertOwnedUploads(tx, ownerA, [own], []))).resolves.toBeUndefined();
  });
});

describe("upload housekeeping", () => {
  it("limits how many upload links one user may ask for", async () => {
    const { worker, other } = await signedInAs(limited, { worker: "worker", other: "worker" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await worker.client.post("/api/objects/upload")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await other.client.post("/api/objects/upload")).status).toBe(200);
  });

  it("prunes links older than a day that never got a file, and keeps the rest", async () => {
    const client = (await app.signedIn("worker")).client;
    const stale = (await client.post<UploadTicket>("/api/objects/upload")).body;
    const fresh = (await client.post<UploadTicket>("/api/objects/upload")).body;
    const done = (await client.post<UploadTicket>("/api/objects/upload")).body;
    const url = new URL(done.uploadURL);
    expect((await app.client().put(url.pathname + url.search, undefined, { raw: makePng() })).status).toBe(200);
    await app.database.db
      .update(uploadedObjects)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(sql`${uploadedObjects.id} IN (${idOf(stale.objectPath)}, ${idOf(done.objectPath)})`);

    const storage = await createStorage({ config: app.config, secret: "unused-for-removal" });
    expect(await pruneAbandonedUploads(app.database.db, storage)).toBe(1);
    expect(await rowExists(idOf(stale.objectPath))).toBe(false);
    expect(await rowExists(idOf(fresh.objectPath))).toBe(true);
    expect(await rowExists(idOf(done.objectPath))).toBe(true);
  });
});
