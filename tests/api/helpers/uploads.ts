import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { uploadedObjects, type UploadedObjectRow } from "../../../shared/schema";
import type { UploadTicket } from "../../../shared/validation/uploads";
import type { TestClient, TestResponse } from "./http-client";
import type { TestApp } from "./test-app";

export const idOf = (objectPath: string) => objectPath.split("/").pop() ?? "";

/** The upload flow as the browser runs it, against the test app that `app()` returns once started. */
export function uploadSteps(app: () => TestApp) {
  async function ticket(client: TestClient): Promise<UploadTicket> {
    const res = await client.post<UploadTicket>("/api/objects/upload");
    expect(res.status).toBe(200);
    return res.body;
  }

  /** The browser's PUT to the upload URL: no session cookie, any Content-Type it likes. */
  function put(
    uploadURL: string,
    bytes: Uint8Array,
    contentType = "application/octet-stream",
  ): Promise<TestResponse<{ message?: string; objectPath?: string }>> {
    const url = new URL(uploadURL);
    return app()
      .client()
      .put(url.pathname + url.search, undefined, { raw: bytes, headers: { "content-type": contentType } });
  }

  async function uploaded(client: TestClient, bytes: Uint8Array): Promise<string> {
    const t = await ticket(client);
    const res = await put(t.uploadURL, bytes);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ objectPath: t.objectPath });
    return t.objectPath;
  }

  async function row(objectPath: string): Promise<UploadedObjectRow> {
    const rows = await app()
      .database.db.select()
      .from(uploadedObjects)
      .where(eq(uploadedObjects.id, idOf(objectPath)));
    return rows[0];
  }

  return { ticket, put, uploaded, row };
}
