// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { getAllTimeReports } from "./get-all-time-reports";

describe("getAllTimeReports", () => {
  it("reads every page by the X-Next-Cursor of the one before, until a page has none", async () => {
    const pages = [[buildTimeReport({ description: "Första" })], [buildTimeReport({ description: "Andra" })], [buildTimeReport({ description: "Tredje" })]];
    const next: Record<string, string> = { "": "aaa", aaa: "bbb" };
    const { calls } = mockApi(
      http.get("/api/time-reports", ({ request }) => {
        const cursor = new URL(request.url).searchParams.get("cursor") ?? "";
        const page = pages[["", "aaa", "bbb"].indexOf(cursor)];
        const headers: Record<string, string> = { "X-Total-Count": "3", ...(next[cursor] ? { "X-Next-Cursor": next[cursor] } : {}) };
        return HttpResponse.json(page, { headers });
      }),
    );
    const reports = await getAllTimeReports({ workerId: "00000000-0000-4000-8000-000000000001" });
    expect(reports.map((r) => r.description)).toEqual(["Första", "Andra", "Tredje"]);
    expect(calls.map((c) => [c.url.searchParams.get("cursor"), c.url.searchParams.get("limit"), c.url.searchParams.get("offset")])).toEqual([
      [null, "2000", null],
      ["aaa", "2000", null],
      ["bbb", "2000", null],
    ]);
    expect(calls.every((c) => c.url.searchParams.get("workerId") === "00000000-0000-4000-8000-000000000001")).toBe(true);
  });
});
