import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MSG, type UploadTicket } from "../../shared/validation/uploads";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/env";
import { createLogger } from "../../server/lib/logger";
import { createGcsStorage } from "../../server/storage/gcs";
import type { ObjectStorage } from "../../server/storage/object-storage";
import { HTML, makeJpeg, makePng, pngHeaderOfSize } from "./helpers/images";
import { signIn } from "../support/builders";
import { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp } from "./helpers/test-app";

/**
 * The gcs storage driver (server/storage/gcs.ts), cross-cutting: the upload flow against the app, real V4 URL signing and URL recognition, with the
 * bucket itself replaced by a Map (the browser's PUT to Google is simulated by `bucket.set`).
 */
const BUCKET = "tidrapport-test";
const bucket = new Map<string, Buffer>();

function fakeGcs(): ObjectStorage {
  const { privateKey } = crypto.generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const real = createGcsStorage({
    bucket: BUCKET,
    credentials: { client_email: "t@test.iam.gserviceaccount.com", private_key: privateKey },
    projectId: "test",
  });
  return {
    driver: real.driver,
    browserOrigins: real.browserOrigins,
    createUploadTarget: real.createUploadTarget,
    objectIdFromUploadUrl: real.objectIdFromUploadUrl,
    async stat(id) {
      const file = bucket.get(id);
      return file ? { size: file.length } : null;
    },
    async readHead(id, bytes) {
      return bucket.get(id)?.subarray(0, bytes) ?? null;
    },
    async openRead(id) {
      const file = bucket.get(id);
      return file ? Readable.from([file]) : null;
    },
    async remove(id) {
      bucket.delete(id);
    },
  };
}

let app: TestApp;
let server: http.Server;

/** A new worker, signed in on the gcs app. */
async function signedInWorker(): Promise<TestClient> {
  const user = await app.createUser({ role: "worker" });
  const client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  await signIn(client, user);
  return client;
}

beforeAll(async () => {
  app = await startTestApp();
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const config = loadConfig({ NODE_ENV: "test", PORT: String(port), LOG_LEVEL: "silent", DATA_DIR: app.dataDir, STORAGE_DRIVER: "gcs", GCS_BUCKET: BUCKET });
  server.on(
    "request",
    createApp({
      config,
      database: app.database,
      mailer: {
        configured: false,
        async sendPasswordReset() {},
        async sendReportReturned() {},
        async sendReportRejected() {},
        async sendInvitation() {},
        async sendExpenseReturned() {},
        async sendExpenseRejected() {},
      },
      logger: createLogger("silent"),
      storage: fakeGcs(),
      sessionSecret: crypto.randomBytes(32).toString("hex"),
      demoAccounts: [],
    }),
  );
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server?.close(() => resolve());
    server?.closeAllConnections();
  });
  await app?.close();
});

async function ticket(worker: TestClient): Promise<UploadTicket & { id: string }> {
  const res = await worker.post<UploadTicket>("/api/objects/upload");
  expect(res.status).toBe(200);
  return { ...res.body, id: res.body.objectPath.split("/").pop() ?? "" };
}

describe("uploads with the gcs driver", () => {
  it("hands out a V4 URL on the bucket with the headers the browser must send", async () => {
    const worker = await signedInWorker();
    const t = await ticket(worker);
    const url = new URL(t.uploadURL);
    expect(url.origin + url.pathname).toBe(`https://storage.googleapis.com/${BUCKET}/uploads/${t.id}`);
    expect(url.searchParams.get("X-Goog-Expires")).toBe("900");
    expect(t.headers).toEqual({ "x-goog-content-length-range": "0,10485760", "x-goog-if-generation-match": "0" });
  });

  it("checks the file when it is claimed, then serves it to its owner only", async () => {
    const [worker, other] = await Promise.all([signedInWorker(), signedInWorker()]);
    const t = await ticket(worker);
    const early = await worker.put<{ message: string }>("/api/time-report-images", { imageURL: t.uploadURL });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(UPLOAD_MSG.notUploaded);
    bucket.set(t.id, makeJpeg());
    expect((await other.put("/api/time-report-images", { imageURL: t.uploadURL })).status).toBe(404);
    const claimed = await worker.put("/api/time-report-images", { imageURL: t.uploadURL });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ objectPath: t.objectPath });
    const res = await worker.get(t.objectPath);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await other.get(t.objectPath)).status).toBe(404);
  });

  it("removes a file that is not an image (415) or too large (413)", async () => {
    const worker = await signedInWorker();
    for (const [bytes, status, message] of [
      [HTML, 415, UPLOAD_MSG.notImage],
      [pngHeaderOfSize(10 * 1024 * 1024 + 1), 413, UPLOAD_MSG.tooLarge],
    ] as const) {
      const t = await ticket(worker);
      bucket.set(t.id, bytes);
      const res = await worker.put<{ message: string }>("/api/time-report-images", { imageURL: t.uploadURL });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(bucket.has(t.id)).toBe(false);
      expect((await worker.get(t.objectPath)).status).toBe(404);
    }
  });

  it("accepts the bucket's other URL form and the object path, and no server-side PUT", async () => {
    const worker = await signedInWorker();
    const t = await ticket(worker);
    bucket.set(t.id, makePng());
    const virtualHosted = `https://${BUCKET}.storage.googleapis.com/uploads/${t.id}`;
    expect((await worker.put("/api/time-report-images", { imageURL: virtualHosted })).status).toBe(200);
    expect((await worker.put("/api/time-report-images", { imageURL: t.objectPath })).status).toBe(200);
    const wrongBucket = `https://storage.googleapis.com/another-bucket/uploads/${t.id}`;
    expect((await worker.put("/api/time-report-images", { imageURL: wrongBucket })).status).toBe(400);
    const direct = await worker.put(`/api/uploads/${t.id}?expires=1&sig=x`, undefined, { raw: makePng() });
    expect(direct.status).toBe(404);
  });

  it("adds the bucket to the CSP's connect-src", async () => {
    const worker = await signedInWorker();
    const res = await worker.get("/api/user");
    expect(res.headers.get("content-security-policy")).toContain("connect-src 'self' https://storage.googleapis.com");
  });
});
