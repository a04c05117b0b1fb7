// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTimeReport } from "@/api/time-reports/create-time-report";
import { uploadFile } from "@/api/uploads/upload-file";
import { mockApi, reply } from "@/test/msw";
import { QUEUE_LOCK, sendQueue, sendQueueOnce } from "./queue-send";
import { getQueued, listQueued, putQueued } from "./queue-store";
import { freshQueueDb, photo, queued, queuedBody } from "./queue-test-utils";

const deps = { uploadFile, createReport: createTimeReport };
const A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const C = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";

/** A server holding reports by clientId, as the real one does (a repeat answers 200). */
function fakeServer({ loseFirstAnswer = false } = {}) {
  const stored = new Map<string, unknown>();
  let uploads = 0;
  let lose = loseFirstAnswer;
  const log = mockApi(
    http.post("/api/objects/upload", () => {
      uploads += 1;
      return HttpResponse.json({ uploadURL: `http://storage.test/put/${uploads}`, objectPath: `/objects/uploads/${uploads}`, headers: {} });
    }),
    http.put("http://storage.test/put/:n", () => new HttpResponse(null, { status: 200 })),
    http.put("/api/time-report-images", async ({ request }) => {
      const { imageURL } = (await request.json()) as { imageURL: string };
      return HttpResponse.json({ objectPath: `/objects/uploads/${imageURL.split("/").pop()}` });
    }),
    http.post("/api/time-reports", async ({ request }) => {
      const body = (await request.json()) as { clientId: string };
      const again = stored.has(body.clientId);
      if (!again) stored.set(body.clientId, body);
      if (lose) {
        // Committed, then the answer never arrives: the phone sees no response at all.
        lose = false;
        return HttpResponse.error();
      }
      return HttpResponse.json({ id: body.clientId, ...body }, { status: again ? 200 : 201 });
    }),
  );
  return { stored, log, uploads: () => uploads };
}

beforeEach(() => freshQueueDb());

describe("sendQueue", () => {
  it("sends the oldest report first, one at a time, and empties the queue", async () => {
    await putQueued(queued(B, 2));
    await putQueued(queued(C, 3));
    await putQueued(queued(A, 1));
    const server = fakeServer();
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 3, refused: 0 });
    const sentIds = server.log.callsTo("POST", "/api/time-reports").map((r) => (r.body as { clientId: string }).clientId);
    expect(sentIds).toEqual([A, B, C]);
    expect(await listQueued()).toEqual([]);
  });

  it("after an answer lost once the server committed, the second send gets 200 and one report exists", async () => {
    await putQueued(queued(A, 1));
    const server = fakeServer({ loseFirstAnswer: true });
    expect((await sendQueue(deps)).result).toBe("offline");
    expect((await getQueued(A))?.state).toBe("waiting");
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 1, refused: 0 });
    expect(server.stored.size).toBe(1);
    expect(server.log.callsTo("POST", "/api/time-reports")).toHaveLength(2);
    expect(await listQueued()).toEqual([]);
  });

  it("uploads a queued photo once, even when the report has to be sent again", async () => {
    await putQueued(queued(A, 1, { files: [photo("p1")] }));
    const server = fakeServer({ loseFirstAnswer: true });
    await sendQueue(deps);
    // The object path is kept in the record and the bytes are gone.
    const [file] = (await getQueued(A))?.files ?? [];
    expect(file).toMatchObject({ objectPath: "/objects/uploads/1" });
    expect(file?.blob).toBeUndefined();
    await sendQueue(deps);
    expect(server.uploads()).toBe(1);
    const posts = server.log.callsTo("POST", "/api/time-reports");
    expect(posts.map((p) => (p.body as { imageUrls: string[] }).imageUrls)).toEqual([["/objects/uploads/1"], ["/objects/uploads/1"]]);
  });

  it("keeps a refused report with the server's message and goes on with the next", async () => {
    await putQueued(queued(A, 1, { body: queuedBody({ hours: "20" }) }));
    await putQueued(queued(B, 2));
    const message = "Summan av timmar för 2026-11-20 blir 28 h: högst 24 timmar per dag";
    mockApi(
      http.post("/api/time-reports", async ({ request }) => {
        const body = (await request.json()) as { clientId: string };
        return body.clientId === A ? HttpResponse.json({ message }, { status: 400 }) : HttpResponse.json({ id: "r2" }, { status: 201 });
      }),
    );
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 1, refused: 1 });
    expect(await listQueued()).toEqual([expect.objectContaining({ clientId: A, state: "refused", message })]);
    // A refused report is not sent again by itself: the worker edits or removes it.
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 0, refused: 0 });
  });

  it("stops at a 401 and keeps every report, asking for a sign-in", async () => {
    await putQueued(queued(A, 1));
    await putQueued(queued(B, 2));
    const log = mockApi(http.post("/api/time-reports", reply(401, { message: "Du måste logga in" })));
    expect(await sendQueue(deps)).toEqual({ result: "signin", sent: 0, refused: 0 });
    expect(log.callsTo("POST", "/api/time-reports")).toHaveLength(1);
    expect((await listQueued()).map((r) => [r.clientId, r.state])).toEqual([
      [A, "signin"],
      [B, "waiting"],
    ]);
  });

  it("stops when the network is gone and keeps the report waiting", async () => {
    await putQueued(queued(A, 1, { files: [photo("p1")] }));
    await putQueued(queued(B, 2));
    const log = mockApi(http.post("/api/objects/upload", () => HttpResponse.error()));
    expect((await sendQueue(deps)).result).toBe("offline");
    expect(log.calls).toHaveLength(1);
    expect((await listQueued()).map((r) => r.state)).toEqual(["waiting", "waiting"]);
    // Not uploaded: the bytes stay and there is no object path yet (jsdom's Blob does not
    // survive the fake database's structured clone as a Blob, so only its presence is checked).
    const [file] = (await getQueued(A))?.files ?? [];
    expect(file?.blob).toBeDefined();
    expect(file?.objectPath).toBeUndefined();
  });
});

describe("sendQueueOnce across tabs", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** navigator.locks as another tab holding the queue's lock (or not) would make it look. */
  function stubLocks(heldElsewhere: boolean) {
    const asked: string[] = [];
    vi.stubGlobal("navigator", {
      ...navigator,
      locks: {
        request: (name: string, _options: { ifAvailable: boolean }, run: (lock: { name: string } | null) => Promise<unknown>) => {
          asked.push(name);
          return run(heldElsewhere ? null : { name });
        },
      },
    });
    return asked;
  }

  it("sends nothing while another tab holds the queue's lock, and sends once it is free", async () => {
    await putQueued(queued(A, 1, { files: [photo("p1")] }));
    const server = fakeServer();
    const asked = stubLocks(true);
    expect(await sendQueueOnce(deps)).toEqual({ result: "done", sent: 0, refused: 0 });
    expect(asked).toEqual([QUEUE_LOCK]);
    expect(server.uploads()).toBe(0);
    expect(await listQueued()).toHaveLength(1);

    stubLocks(false);
    expect(await sendQueueOnce(deps)).toEqual({ result: "done", sent: 1, refused: 0 });
    expect(server.uploads()).toBe(1);
  });
});
