// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { queuedToDraft } from "./queue-draft";
import { enqueueReport } from "./queue-enqueue";
import { listQueued, putQueued } from "./queue-store";
import { freshQueueDb, photo, queued, queuedBody } from "./queue-test-utils";

const A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

beforeEach(() => freshQueueDb());

describe("editing a queued report", () => {
  it("keeps an uploaded photo as its path and a waiting one as a file", () => {
    const uploaded = { ...photo("p1"), blob: undefined, objectPath: "/objects/uploads/p1" };
    const draft = queuedToDraft(queued(A, 1, { files: [uploaded, photo("p2")] }));
    expect(draft.body.imageUrls).toEqual(["/objects/uploads/p1"]);
    expect(draft.files.map((f) => f.id)).toEqual(["p2"]);
  });

  it("saving puts it back as waiting, in its old place in the order, under the same clientId", async () => {
    await putQueued(queued(A, 1, { state: "refused", message: "För många timmar" }));
    await putQueued(queued(B, 2));
    await enqueueReport({ clientId: A, body: queuedBody({ hours: "8" }), files: [] });
    const reports = await listQueued();
    expect(reports.map((r) => [r.clientId, r.state, r.body.hours])).toEqual([
      [A, "waiting", "8"],
      [B, "waiting", "8"],
    ]);
    expect(reports[0]?.message).toBeUndefined();
  });
});
