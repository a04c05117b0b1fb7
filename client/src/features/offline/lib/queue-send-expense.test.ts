// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { ExpenseBody } from "@shared/validation";
import { createTimeReport } from "@/api/time-reports/create-time-report";
import { uploadFile } from "@/api/uploads/upload-file";
import { expenseServer } from "@/test/expense-handlers";
import { mockApi } from "@/test/msw";
import { queuedExpenseToDraft } from "./queue-draft";
import { enqueueExpense } from "./queue-enqueue";
import { sendQueue } from "./queue-send";
import { getQueuedExpense, listQueued, listQueuedExpenses, listQueuedItems, putQueued, type QueuedFile } from "./queue-store";
import { freshQueueDb, PNG_BYTES, queued } from "./queue-test-utils";

const deps = { uploadFile, createReport: createTimeReport };
const A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const R = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";

const utlagg: ExpenseBody = {
  kind: "utlagg",
  date: "2026-11-19",
  amount: "249.50",
  vat: "49.90",
  description: "Skruv och plugg",
  projectId: null,
  receiptImageUrls: [],
};
const mil: ExpenseBody = { kind: "mil", date: "2026-11-18", km: 123, route: "Kontoret - Bygget", projectId: null };
const receipt = (id: string): QueuedFile => ({
  id,
  kind: "receipts",
  name: `${id}.png`,
  type: "image/png",
  blob: new Blob([PNG_BYTES], { type: "image/png" }),
});

/** The upload of a receipt as the report form's: a ticket, the PUT, and the claim that names its path. */
function uploads() {
  let n = 0;
  const handlers = [
    http.post("/api/objects/upload", () => {
      n += 1;
      return HttpResponse.json({ uploadURL: `http://storage.test/put/${n}`, objectPath: `/objects/uploads/${n}`, headers: {} });
    }),
    http.put("http://storage.test/put/:n", () => new HttpResponse(null, { status: 200 })),
    http.put("/api/time-report-images", async ({ request }) => {
      const { imageURL } = (await request.json()) as { imageURL: string };
      return HttpResponse.json({ objectPath: `/objects/uploads/${imageURL.split("/").pop()}` });
    }),
  ];
  return { handlers, count: () => n };
}

beforeEach(() => freshQueueDb());

describe("expenses in the offline queue", () => {
  it("are sent in the one order with the reports, each expense once under its clientId", async () => {
    await putQueued({ type: "expense", clientId: A, createdAt: 1, body: mil, files: [], state: "waiting" });
    await putQueued(queued(R, 2));
    await putQueued({ type: "expense", clientId: B, createdAt: 3, body: utlagg, files: [receipt("k1")], state: "waiting" });
    expect((await listQueued()).map((r) => r.clientId)).toEqual([R]);
    expect((await listQueuedExpenses()).map((e) => e.clientId)).toEqual([A, B]);

    const server = expenseServer();
    const upload = uploads();
    const log = mockApi(
      server.handler,
      ...upload.handlers,
      http.post("/api/time-reports", () => HttpResponse.json({ id: "r1" }, { status: 201 })),
    );
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 3, refused: 0 });
    expect(log.calls.filter((c) => c.method === "POST" && !c.path.startsWith("/api/objects")).map((c) => c.path)).toEqual([
      "/api/expenses",
      "/api/time-reports",
      "/api/expenses",
    ]);
    expect(server.stored.get(A)).toEqual({ ...mil, clientId: A });
    // The receipt kept offline was uploaded as a report's receipts are, and its path sent with the utlägg.
    expect(server.stored.get(B)).toEqual({ ...utlagg, receiptImageUrls: ["/objects/uploads/1"], clientId: B });
    expect(upload.count()).toBe(1);
    expect(await listQueuedItems()).toEqual([]);
  });

  it("after an answer lost once the server stored it, sends it again under the same clientId and uploads its receipt once", async () => {
    await enqueueExpense({ clientId: B, body: utlagg, files: [receipt("k1")] });
    const server = expenseServer({ loseFirstAnswer: true });
    const upload = uploads();
    const log = mockApi(server.handler, ...upload.handlers);
    expect((await sendQueue(deps)).result).toBe("offline");
    expect((await getQueuedExpense(B))?.state).toBe("waiting");
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 1, refused: 0 });
    expect(log.callsTo("POST", "/api/expenses")).toHaveLength(2);
    expect(server.stored.size).toBe(1);
    expect(upload.count()).toBe(1);
  });

  it("keeps a refused expense with the server's message, and does not send it again by itself", async () => {
    const message = "Perioden är låst för lön";
    await enqueueExpense({ clientId: A, body: mil, files: [] });
    const log = mockApi(http.post("/api/expenses", () => HttpResponse.json({ message }, { status: 409 })));
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 0, refused: 1 });
    expect(await listQueuedExpenses()).toEqual([expect.objectContaining({ clientId: A, state: "refused", message })]);
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 0, refused: 0 });
    expect(log.callsTo("POST", "/api/expenses")).toHaveLength(1);
  });

  it("opens an utlägg whose receipt was uploaded before the send failed with that receipt as a path", async () => {
    await enqueueExpense({
      clientId: B,
      body: utlagg,
      files: [{ id: "k1", kind: "receipts", name: "k1.png", type: "image/png", objectPath: "/objects/uploads/1" }, receipt("k2")],
    });
    const stored = await getQueuedExpense(B);
    const draft = stored ? queuedExpenseToDraft(stored) : null;
    expect(draft?.body).toMatchObject({ receiptImageUrls: ["/objects/uploads/1"] });
    expect(draft?.files.map((f) => f.id)).toEqual(["k2"]);
    // Saved again, it keeps its place and its clientId.
    const before = stored?.createdAt;
    await enqueueExpense({ clientId: B, body: { ...utlagg, amount: "300.00" }, files: [] });
    expect((await getQueuedExpense(B))?.createdAt).toBe(before);
  });
});
