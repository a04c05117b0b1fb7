// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS_PATH, FIRST_SCREEN_ELEMENT_ID, serializeFirstScreen, USER_PATH, workerFirstScreenPaths, type FirstScreen } from "@shared/first-screen";
import { buildUser, buildWorkerSummary } from "@tests/support/builders";
import { demoAccountsQueryKey } from "@/api/auth/get-demo-accounts";
import { userQueryKey } from "@/api/auth/get-user";
import { summaryKeys } from "@/api/summary/keys";
import { getSummary } from "@/api/summary/get-summary";
import { fixClock } from "@/test/clock";
import { mockApi } from "@/test/msw";
import { prefetchWorkerFirstQueries, workerFirstQueries } from "./dashboard/worker-first-screen";
import { prepareFirstScreen } from "./first-screen";

// Friday 20 November 2026, 11:00 in Stockholm.
const TODAY = "2026-11-20";
fixClock("2026-11-20T10:00:00Z");
afterEach(() => document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove());

/** Every API GET answers an empty list, and is recorded. */
function anyAnswer() {
  return mockApi(http.get("/api/*", () => HttpResponse.json([])));
}

function pageWith(screen: FirstScreen | string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = FIRST_SCREEN_ELEMENT_ID;
  block.textContent = typeof screen === "string" ? screen : serializeFirstScreen(screen);
  document.body.append(block);
}

const worker = buildUser({ role: "worker" });
const summary = buildWorkerSummary({ weekHours: "7.50" });

/** The server's first screen for a worker: each path answers an empty list, except the user and the summary. */
function workerScreen(): FirstScreen {
  return {
    answers: [USER_PATH, ...workerFirstScreenPaths(TODAY)].map((path) => ({
      path,
      body: JSON.stringify(path === USER_PATH ? worker : path === "/api/summary" ? summary : []),
      headers: path.startsWith("/api/time-reports") ? { "x-total-count": "0" } : {},
    })),
  };
}

describe("the worker dashboard's first queries", () => {
  it("ask exactly the paths the server answers inside the page", async () => {
    const log = anyAnswer();
    const client = new QueryClient();
    await prefetchWorkerFirstQueries(client, TODAY);
    expect(log.calls.map((c) => c.path).sort()).toEqual([...workerFirstScreenPaths(TODAY)].sort());
  });
});

describe("prepareFirstScreen", () => {
  it("fills the user and the dashboard's answers from the page, with no request, and takes the block out", async () => {
    const log = anyAnswer();
    pageWith(workerScreen());
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await prepareFirstScreen(client);
    expect(log.calls).toEqual([]);
    expect(client.getQueryData(userQueryKey)).toEqual(worker);
    expect(client.getQueryData(summaryKeys.all)).toEqual(summary);
    for (const options of workerFirstQueries(TODAY)) expect(client.getQueryState(options.queryKey)?.status).toBe("success");
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it("leaves no answer behind: a later request of the same path goes to the server", async () => {
    const log = mockApi(
      http.get("/api/summary", () => HttpResponse.json(buildWorkerSummary({ weekHours: "9.00" }))),
      http.get("/api/*", () => HttpResponse.json([])),
    );
    pageWith(workerScreen());
    await prepareFirstScreen(new QueryClient());
    expect(await getSummary()).toMatchObject({ weekHours: "9.00" });
    expect(log.calls.map((c) => c.path)).toEqual(["/api/summary"]);
  });

  it("prepares only the user for an admin", async () => {
    const log = anyAnswer();
    const admin = buildUser({ role: "admin" });
    pageWith({ answers: [{ path: USER_PATH, body: JSON.stringify(admin), headers: {} }] });
    const client = new QueryClient();
    await prepareFirstScreen(client);
    expect(client.getQueryData(userQueryKey)).toEqual(admin);
    expect(client.getQueryData(summaryKeys.all)).toBeUndefined();
    expect(log.calls).toEqual([]);
  });

  it("knows a signed-out page's user is nobody and has its demo accounts, with no request, so the login is the first screen", async () => {
    const log = anyAnswer();
    const accounts = [{ label: "Arbetare", email: "arbetare@demo.se", password: "demo1234" }];
    pageWith({ answers: [{ path: DEMO_ACCOUNTS_PATH, body: JSON.stringify(accounts), headers: {} }], signedOut: true });
    const client = new QueryClient();
    await prepareFirstScreen(client);
    expect(client.getQueryState(userQueryKey)).toMatchObject({ status: "success", data: null });
    expect(client.getQueryData(demoAccountsQueryKey)).toEqual(accounts);
    expect(log.calls).toEqual([]);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it("asks for nothing before the login on a signed-out page without demo accounts in it", async () => {
    const log = anyAnswer();
    pageWith({ answers: [], signedOut: true });
    const client = new QueryClient();
    await prepareFirstScreen(client);
    expect(client.getQueryData(userQueryKey)).toBeNull();
    expect(client.getQueryState(demoAccountsQueryKey)).toBeUndefined();
    expect(log.calls).toEqual([]);
  });

  it("does not take a 'signedOut' that is not true or false", async () => {
    const log = anyAnswer();
    pageWith('{"answers":[],"signedOut":"ja"}');
    const client = new QueryClient();
    await prepareFirstScreen(client);
    expect(client.getQueryData(userQueryKey)).toBeUndefined();
    expect(log.calls).toEqual([]);
  });

  it("does nothing with a block it cannot read: the screens ask the server as usual", async () => {
    const log = anyAnswer();
    pageWith("{not json");
    const client = new QueryClient();
    await prepareFirstScreen(client);
    expect(client.getQueryData(userQueryKey)).toBeUndefined();
    expect(log.calls).toEqual([]);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });
});

describe("serializeFirstScreen", () => {
  it("writes JSON that no typed text can end the block with, and reads back the same", () => {
    const screen: FirstScreen = { answers: [{ path: "/api/x", body: '"</script><script>alert(1)</script>&\u2028"', headers: {} }] };
    const text = serializeFirstScreen(screen);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(screen);
  });
});
