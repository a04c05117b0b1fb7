// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTimeReport } from "@/api/time-reports/create-time-report";
import { uploadFile } from "@/api/uploads/upload-file";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { mockApi } from "@/test/msw";
import { enqueueLedgerEntry } from "./queue-enqueue";
import { sendQueue } from "./queue-send";
import { listQueued, listQueuedItems, listQueuedLedgerEntries, putQueued } from "./queue-store";
import { freshQueueDb, queued } from "./queue-test-utils";

const deps = { uploadFile, createReport: createTimeReport };
const SITE = "5a5a5a5a-0000-4000-8000-000000000001";
const PATH = `/api/sites/${SITE}/ledger`;
const IN = "11111111-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const OUT = "22222222-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const REPORT = "33333333-cccc-4ccc-8ccc-cccccccccccc";
const TAPPED_IN = "2026-11-20T05:58:00.000Z";
const TAPPED_OUT = "2026-11-20T15:02:00.000Z";

/** A server keeping entries by clientId, as the real one does: a repeat answers the first with 200. */
function ledgerServer({ loseFirstAnswer = false, refuse = null as null | { clientId: string; status: number; message: string } } = {}) {
  const stored = new Map<string, unknown>();
  let lose = loseFirstAnswer;
  const log = mockApi(
    http.post(PATH, async ({ request }) => {
      const body = (await request.json()) as { clientId: string };
      if (refuse?.clientId === body.clientId) return HttpResponse.json({ message: refuse.message }, { status: refuse.status });
      const again = stored.has(body.clientId);
      if (!again) stored.set(body.clientId, body);
      if (lose) {
        lose = false;
        return HttpResponse.error();
      }
      return HttpResponse.json({ id: body.clientId }, { status: again ? 200 : 201 });
    }),
    http.post("/api/time-reports", async ({ request }) =>
      HttpResponse.json({ id: ((await request.json()) as { clientId: string }).clientId }, { status: 201 }),
    ),
  );
  return { stored, log };
}

async function tapInAndOut() {
  vi.spyOn(Date, "now").mockReturnValueOnce(1).mockReturnValueOnce(2);
  await enqueueLedgerEntry({ clientId: IN, siteId: SITE, body: { kind: "in", occurredAt: TAPPED_IN } });
  await enqueueLedgerEntry({ clientId: OUT, siteId: SITE, body: { kind: "out", occurredAt: TAPPED_OUT } });
  vi.restoreAllMocks();
}

beforeEach(() => freshQueueDb());

describe("check-ins in the offline queue", () => {
  it("sends each with the time it was tapped and its clientId, in order, and empties the queue", async () => {
    await tapInAndOut();
    expect((await listQueuedLedgerEntries()).map((e) => [e.clientId, e.state])).toEqual([
      [IN, "waiting"],
      [OUT, "waiting"],
    ]);
    const server = ledgerServer();
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 2, refused: 0 });
    expect(server.log.callsTo("POST", PATH).map((c) => c.body)).toEqual([
      { kind: "in", occurredAt: TAPPED_IN, clientId: IN },
      { kind: "out", occurredAt: TAPPED_OUT, clientId: OUT },
    ]);
    expect(await listQueuedItems()).toEqual([]);
  });

  it("after an answer lost once the server committed, sends again and one entry exists", async () => {
    await tapInAndOut();
    const server = ledgerServer({ loseFirstAnswer: true });
    expect((await sendQueue(deps)).result).toBe("offline");
    expect((await listQueuedLedgerEntries()).map((e) => e.state)).toEqual(["waiting", "waiting"]);
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 2, refused: 0 });
    expect(server.stored.size).toBe(2);
    expect(server.log.callsTo("POST", PATH).map((c) => (c.body as { clientId: string }).clientId)).toEqual([IN, IN, OUT]);
  });

  it("keeps one the server refuses, with its message, and goes on with the next; it is not sent again by itself", async () => {
    await tapInAndOut();
    ledgerServer({ refuse: { clientId: IN, status: 400, message: LEDGER_MSG.tooFarBack } });
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 1, refused: 1 });
    expect(await listQueuedItems()).toEqual([expect.objectContaining({ type: "ledger", clientId: IN, state: "refused", message: LEDGER_MSG.tooFarBack })]);
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 0, refused: 0 });
  });

  it("sends reports and check-ins in the one order they were made; a report saved before check-ins existed is still a report", async () => {
    // Saved by an earlier build: no `type`.
    await putQueued(queued(REPORT, 1));
    await putQueued({ type: "ledger", clientId: IN, createdAt: 0, siteId: SITE, body: { kind: "in", occurredAt: TAPPED_IN }, state: "waiting" });
    await putQueued({ type: "ledger", clientId: OUT, createdAt: 2, siteId: SITE, body: { kind: "out", occurredAt: TAPPED_OUT }, state: "waiting" });
    expect((await listQueued()).map((r) => r.clientId)).toEqual([REPORT]);
    expect((await listQueuedLedgerEntries()).map((r) => r.clientId)).toEqual([IN, OUT]);

    const { log } = ledgerServer();
    expect(await sendQueue(deps)).toEqual({ result: "done", sent: 3, refused: 0 });
    expect(log.calls.map((c) => [c.path, (c.body as { clientId: string }).clientId])).toEqual([
      [PATH, IN],
      ["/api/time-reports", REPORT],
      [PATH, OUT],
    ]);
  });
});
