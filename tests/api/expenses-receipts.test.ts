/**
 * An utlägg's receipts are uploads as a report's (docs/product-rules.md §8, §16): the worker
 * uploads the photo, the expense names it; its worker and any admin see it, another worker does
 * not; the upload housekeeping never removes a receipt an expense holds; and a worker with
 * expenses is deactivated, never deleted, so the expenses and their receipts stay.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploadedObjects } from "../../shared/schema";
import type { Expense, UtlaggExpense } from "../../shared/types";
import type { UploadTicket } from "../../shared/validation/uploads";
import { createStorage } from "../../server/storage";
import { pruneAbandonedUploads } from "../../server/uploads";
import { signedInAs } from "../support/builders";
import { expenseRow, milInput, utlaggInput } from "./helpers/expenses";
import { makePng } from "./helpers/images";
import { useTestApp } from "./helpers/test-app";
import { idOf, uploadSteps } from "./helpers/uploads";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });
const { uploaded } = uploadSteps(() => app);

async function uploadRowExists(objectPath: string): Promise<boolean> {
  return (
    (
      await app.database.db
        .select()
        .from(uploadedObjects)
        .where(eq(uploadedObjects.id, idOf(objectPath)))
    ).length > 0
  );
}

describe("an utlägg's receipt", () => {
  it("is uploaded by the worker, claimed, and filed with the expense", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const receipt = await uploaded(worker.client, makePng());
    const claimed = await worker.client.put<{ objectPath: string }>("/api/time-report-images", { imageURL: receipt });
    expect(claimed.status).toBe(200);
    const res = await worker.client.post<UtlaggExpense>("/api/expenses", utlaggInput(claimed.body.objectPath));
    expect(res.status).toBe(201);
    expect(res.body.receiptImageUrls).toEqual([receipt]);
  });

  it("is shown to its worker and to an admin, as a file and for a PDF, and to no other worker", async () => {
    const { worker, other, admin } = await signedInAs(app, { worker: "worker", other: "worker", admin: "admin" });
    const png = makePng(3, 3);
    const receipt = await uploaded(worker.client, png);
    const expense = (await worker.client.post<UtlaggExpense>("/api/expenses", utlaggInput(receipt))).body;

    // The admin reads the receipt named by the expense, as it reads a report's.
    const named = (await admin.client.get<UtlaggExpense>(`/api/expenses/${expense.id}`)).body.receiptImageUrls[0];
    for (const client of [worker.client, admin.client]) {
      const file = await client.download(named);
      expect(file.res.status).toBe(200);
      expect(file.res.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(file.bytes).equals(png)).toBe(true);
      const forPdf = await client.post<{ base64: string }>("/api/proxy-image-base64", { imageUrl: named });
      expect(forPdf.status).toBe(200);
      expect(Buffer.from(forPdf.body.base64, "base64").equals(png)).toBe(true);
    }
    expect((await other.client.download(named)).res.status).toBe(404);
    expect((await other.client.post("/api/proxy-image-base64", { imageUrl: named })).status).toBe(404);
    expect((await other.client.get(`/api/expenses/${expense.id}`)).status).toBe(404);
  });

  it("is kept by the upload housekeeping, however old, while an unused link of the same age is pruned", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const receipt = await uploaded(worker.client, makePng());
    const expense = (await worker.client.post<Expense>("/api/expenses", utlaggInput(receipt))).body;
    const unused = (await worker.client.post<UploadTicket>("/api/objects/upload")).body;
    await app.database.db
      .update(uploadedObjects)
      .set({ createdAt: sql`now() - interval '400 days'` })
      .where(sql`${uploadedObjects.id} IN (${idOf(receipt)}, ${idOf(unused.objectPath)})`);

    const storage = await createStorage({ config: app.config, secret: "unused-for-removal" });
    expect(await pruneAbandonedUploads(app.database.db, storage)).toBeGreaterThanOrEqual(1);
    expect(await uploadRowExists(unused.objectPath)).toBe(false);
    expect(await uploadRowExists(receipt)).toBe(true);
    expect((await worker.client.download(receipt)).res.status).toBe(200);
    expect((await worker.client.get<UtlaggExpense>(`/api/expenses/${expense.id}`)).body.receiptImageUrls).toEqual([receipt]);
  });
});

describe("removing a worker with expenses", () => {
  it("deactivates the worker instead of deleting it: the expenses and their receipts stay", async () => {
    const { worker, admin } = await signedInAs(app, { worker: "worker", admin: "admin" });
    const receipt = await uploaded(worker.client, makePng());
    const utlagg = (await worker.client.post<Expense>("/api/expenses", utlaggInput(receipt))).body;
    const drive = (await worker.client.post<Expense>("/api/expenses", milInput())).body;
    const res = await admin.client.delete(`/api/users/${worker.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deactivated: true });
    expect(await expenseRow(app, utlagg.id)).toBeDefined();
    expect(await expenseRow(app, drive.id)).toBeDefined();
    expect((await admin.client.download(receipt)).res.status).toBe(200);
  });
});
