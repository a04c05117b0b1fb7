import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MSG } from "../../shared/validation/uploads";
import { HttpError } from "../../server/lib/errors";
import { assertOwnedUploads } from "../../server/uploads/service";
import { makeJpeg, makePng } from "./helpers/images";
import type { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp } from "./helpers/test-app";
import { idOf, uploadSteps } from "./helpers/uploads";

/** Who may read, claim and attach an uploaded file. */
let app: TestApp;
let workerA: TestClient;
let workerB: TestClient;
let admin: TestClient;
let ownerA: string;
let ownerB: string;

beforeAll(async () => {
  app = await startTestApp();
  const a = await app.signedIn("worker");
  const b = await app.signedIn("worker");
  workerA = a.client;
  workerB = b.client;
  ownerA = a.user.id;
  ownerB = b.user.id;
  admin = (await app.signedIn("admin")).client;
});
afterAll(async () => {
  await app?.close();
});

const { ticket, put, uploaded } = uploadSteps(() => app);

describe("GET /objects/uploads/:id", () => {
  let jpeg: string;
  beforeAll(async () => {
    jpeg = await uploaded(workerA, makeJpeg());
  });

  it("serves the owner its image with nosniff and private caching", async () => {
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
    expect((await workerB.get(jpeg)).status).toBe(404);
    expect((await admin.get(jpeg)).status).toBe(200);
    const anonymous = await app.client().get<{ message: string }>(jpeg);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Du måste logga in");
    const customer = (await app.signedIn("customer")).client;
    expect((await customer.get(jpeg)).status).toBe(403);
  });

  it("answers JSON 404 for anything that is not an uploaded object", async () => {
    for (const p of ["/objects/uploads/nope", "/objects/uploads/00000000-0000-4000-8000-000000000000", "/objects/other", "/objects/uploads/..%2F..%2Fetc%2Fpasswd"]) {
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
    const t = await ticket(workerA);
    expect((await put(t.uploadURL, makePng())).status).toBe(200);
    for (const imageURL of [t.uploadURL, t.objectPath, app.url + t.objectPath]) {
      const res = await workerA.put("/api/time-report-images", { imageURL });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ objectPath: t.objectPath });
    }
    expect((await workerB.put("/api/time-report-images", { imageURL: t.uploadURL })).status).toBe(404);
    expect((await admin.put("/api/time-report-images", { imageURL: t.objectPath })).status).toBe(404);
  });

  it("says so when the file never arrived", async () => {
    const t = await ticket(workerA);
    const res = await workerA.put<{ message: string }>("/api/time-report-images", { imageURL: t.uploadURL });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Filen har inte laddats upp");
  });

  it("refuses addresses that name no upload of this server", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const bad = ["", "nope", `https://storage.googleapis.com/bucket/uploads/${id}`, `http://evil.example/api/uploads/${id}`, "/objects/uploads/../../etc/passwd", 42, null];
    for (const imageURL of bad) {
      const res = await workerA.put<{ message: string }>("/api/time-report-images", { imageURL });
      expect(res.status, String(imageURL)).toBe(400);
      expect(res.body.message).toBe(UPLOAD_MSG.invalidImageUrl);
    }
    expect((await workerA.put("/api/time-report-images", { imageURL: `/objects/uploads/${id}` })).status).toBe(404);
  });
});

describe("POST /api/proxy-image-base64", () => {
  let png: string;
  beforeAll(async () => {
    png = await uploaded(workerA, makePng(3, 1));
  });

  it("returns the owner's image as base64 by path or by this server's address", async () => {
    for (const imageUrl of [png, app.url + png]) {
      const res = await workerA.post<{ base64: string; contentType: string }>("/api/proxy-image-base64", { imageUrl });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ base64: makePng(3, 1).toString("base64"), contentType: "image/png" });
    }
    expect((await admin.post("/api/proxy-image-base64", { imageUrl: png })).status).toBe(200);
  });

  it("hides another worker's image", async () => {
    expect((await workerB.post("/api/proxy-image-base64", { imageUrl: png })).status).toBe(404);
  });

  it("never fetches an address from the client", async () => {
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
    const own = await uploaded(workerA, makePng());
    const others = await uploaded(workerB, makePng());
    const pending = (await ticket(workerA)).objectPath;
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
    expect((withField as HttpError).fieldErrors).toEqual({ receiptImageUrls: UPLOAD_MSG.unknownAttachment });
    await expect(db.transaction((tx) => assertOwnedUploads(tx, ownerA, [own], []))).resolves.toBeUndefined();
  });
});
