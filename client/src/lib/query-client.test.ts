// @vitest-environment jsdom
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { mockApi, reply, SIGNED_OUT_BODY } from "@/test/msw";
import { createQueryClient, keyToPath } from "./query-client";

describe("keyToPath", () => {
  it("joins the key parts and turns a trailing object into the query string", () => {
    expect(keyToPath(["/api/user"])).toBe("/api/user");
    expect(keyToPath(["/api/time-reports", "abc"])).toBe("/api/time-reports/abc");
    expect(keyToPath(["/api/time-reports", { status: "submitted", workerId: undefined, projectId: "" }])).toBe("/api/time-reports?status=submitted");
  });
});

describe("createQueryClient", () => {
  it("never goes stale, never refetches on focus and never retries", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false, refetchInterval: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  it("GETs the key's path by default, once, and reports a 401", async () => {
    const onUnauthorized = vi.fn();
    const { calls } = mockApi(http.get("/api/projects", reply(401, SIGNED_OUT_BODY)));
    const client = createQueryClient({ onUnauthorized });
    await expect(client.fetchQuery({ queryKey: ["/api/projects"] })).rejects.toThrow("Du måste logga in");
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
