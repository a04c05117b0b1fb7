import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadedObjects } from "../../shared/schema";
import type { UploadTicket } from "../../shared/validation/uploads";
import { pruneAbandonedUploads } from "../../server/uploads/service";
import { createStorage } from "../../server/storage";
import { makePng } from "./helpers/images";
import type { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp } from "./helpers/test-app";
import { idOf } from "./helpers/uploads";

let app: TestApp;
let worker: TestClient;

beforeAll(async () => {
  app = await startTestApp({ limits: { uploadsPerUser: { max: 3, windowMs: 60_000 } } });
  worker = (await app.signedIn("worker")).client;
});
afterAll(async () => {
  await app?.close();
});

async function rowExists(id: string): Promise<boolean> {
  return (await app.database.db.select().from(uploadedObjects).where(eq(uploadedObjects.id, id))).length > 0;
}

describe("upload housekeeping", () => {
  it("limits how many upload links one user may ask for", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await worker.post("/api/objects/upload")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = (await app.signedIn("worker")).client;
    expect((await other.post("/api/objects/upload")).status).toBe(200);
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
