// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { buildProject, buildTimeReport, toProjectRef } from "@tests/support/builders";
import { latestWorkReportQueryOptions } from "@/api/time-reports/get-latest-work-report";
import { expectNoAxeViolations } from "@/test/axe";
import { fixClock } from "@/test/clock";
import { buildLedgerEntry, buildLedgerMe, buildSite, KAJEN_ID, ledgerServer, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { mockApi } from "@/test/msw";
import { renderCard, reportHandlers } from "@/test/ledger-card";

// Friday 20 November 2026 in Stockholm (UTC+1): checked in at 06:58, checking out at 16:05.
const CHECKED_IN = "2026-11-20T05:58:00.000Z";
const CHECK_OUT = new Date("2026-11-20T15:05:00Z");

fixClock(CHECK_OUT);
afterEach(() => vi.restoreAllMocks());

const solbacken = buildProject({ siteId: SOLBACKEN_ID });
const solbackenToo = buildProject({
  id: "77777777-7777-4777-8777-777777777777",
  projectNumber: "P-2026-020",
  title: "Solbacken etapp 2",
  siteId: SOLBACKEN_ID,
});
const kajen = buildProject({ id: "33333333-3333-4333-8333-333333333333", projectNumber: "P-2025-002", title: "Brf Kajen", siteId: KAJEN_ID });
const lastWork = (project = solbackenToo) =>
  buildTimeReport({
    date: "2026-11-19",
    project: toProjectRef(project),
    startTime: "07:00",
    endTime: "16:00",
    breakMinutes: 45,
    description: "Gjutning av bjälklag",
  });

function setup({ latestWork = lastWork(), firstIn = "2026-11-20T05:30:00.000Z" as string | null } = {}) {
  const me = buildLedgerMe({
    checkedIn: { site: { id: SOLBACKEN_ID, name: "Villa Solbacken" }, since: CHECKED_IN },
    today: [buildLedgerEntry({ occurredAt: CHECKED_IN })],
  });
  const log = mockApi(
    http.get("/api/projects", () => HttpResponse.json([kajen, solbacken, solbackenToo])),
    http.get("/api/time-reports/latest-work", () => HttpResponse.json({ report: latestWork })),
    http.get("/api/ledger/me/day", () => HttpResponse.json({ date: "2026-11-20", siteId: SOLBACKEN_ID, firstIn, lastOut: CHECK_OUT.toISOString() })),
    ...ledgerServer({ sites: [buildSite()], me }).handlers,
    ...reportHandlers(),
  );
  const onReportDay = vi.fn();
  return { ...renderCard({ onReportDay }), log, onReportDay };
}

const offer = () => screen.queryByRole("button", { name: LEDGER_MSG.reportTheDay });

describe("'Rapportera dagen' after 'Checka ut' (docs/product-rules.md §15)", () => {
  it("is offered once checked out, asks the server nothing before the tap, then fills the day from the ledger and the last work report", async () => {
    const { user, log, onReportDay } = setup();
    await user.click(await screen.findByRole("button", { name: "Checka ut" }));
    expect(await screen.findByRole("button", { name: LEDGER_MSG.reportTheDay })).toBeEnabled();
    expect(screen.getByText(LEDGER_MSG.reportTheDayHint)).toBeInTheDocument();
    expect(log.callsTo("GET", "/api/ledger/me/day")).toHaveLength(0);
    expect(log.callsTo("GET", "/api/time-reports/latest-work")).toHaveLength(0);

    await user.click(offer()!);
    await waitFor(() => expect(onReportDay).toHaveBeenCalledTimes(1));
    // The day's first check-in (an earlier stay's, 06:30), the check-out just made, the last report's site project, break and text;
    // 06:30 → 16:05 less 45 minutes is 8 h 50 min, so the end is 16:15 for 9 hours, and the ledger's own times go with it.
    expect(onReportDay).toHaveBeenCalledWith({
      timeCode: "ARB",
      date: "2026-11-20",
      projectId: solbackenToo.id,
      startTime: "06:30",
      endTime: "16:15",
      breakMinutes: "45",
      description: "Gjutning av bjälklag",
      fromLedger: { checkIn: "06:30", checkOut: "16:05" },
    });
    expect(log.callsTo("GET", `/api/ledger/me/day?date=2026-11-20&siteId=${SOLBACKEN_ID}`)).toHaveLength(1);
    expect(log.callsTo("POST", "/api/time-reports")).toHaveLength(0);
  });

  it("takes the site's first active project when the last work report was on another site", async () => {
    const { user, onReportDay } = setup({ latestWork: lastWork(kajen), firstIn: null });
    await user.click(await screen.findByRole("button", { name: "Checka ut" }));
    await user.click(await screen.findByRole("button", { name: LEDGER_MSG.reportTheDay }));
    await waitFor(() => expect(onReportDay).toHaveBeenCalledTimes(1));
    // No first check-in from the server: the stay's own, as the card showed it, 06:58 → 16:05 rounded to 07:00 → 16:15 (8,5 hours after 45 minutes).
    expect(onReportDay.mock.calls[0][0]).toMatchObject({
      projectId: solbacken.id,
      startTime: "07:00",
      endTime: "16:15",
      breakMinutes: "45",
      fromLedger: { checkIn: "06:58", checkOut: "16:05" },
    });
  });

  it("works for a check-out queued offline: the tapped time, the check-in the card showed and what the phone kept, asking nothing", async () => {
    const { user, log, onReportDay, queryClient, saved } = setup();
    await screen.findByRole("button", { name: "Checka ut" });
    queryClient.setQueryData(latestWorkReportQueryOptions().queryKey, { report: lastWork() });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: "Checka ut" }));
    expect(saved.map((s) => s.body.kind)).toEqual(["out"]);

    await user.click(await screen.findByRole("button", { name: LEDGER_MSG.reportTheDay }));
    await waitFor(() => expect(onReportDay).toHaveBeenCalledTimes(1));
    expect(onReportDay.mock.calls[0][0]).toMatchObject({
      date: "2026-11-20",
      projectId: solbackenToo.id,
      startTime: "07:00",
      endTime: "16:15",
      description: "Gjutning av bjälklag",
      fromLedger: { checkIn: "06:58", checkOut: "16:05" },
    });
    expect(log.callsTo("GET", "/api/ledger/me/day")).toHaveLength(0);
    expect(log.callsTo("GET", "/api/time-reports/latest-work")).toHaveLength(0);
  });

  it("is gone once checked in again", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Checka ut" }));
    expect(await screen.findByRole("button", { name: LEDGER_MSG.reportTheDay })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Checka in" }));
    await screen.findByRole("button", { name: "Checka ut" });
    expect(offer()).toBeNull();
  });
});

describe("'Rapportera dagen' from the server's ledger: after a reload, on another phone", () => {
  const OUT = "2026-11-20T15:05:00.000Z";
  const DAY_PATH = "/api/time-reports?startDate=2026-11-20&endDate=2026-11-20";
  /** `recent`: 'Senaste rapporter' as the server pages it, newest first; `todayReports` the day's own list. */
  type Report = ReturnType<typeof buildTimeReport>;
  function reloaded({
    todayReports = [] as Report[],
    recent = todayReports as Report[],
    entries = [buildLedgerEntry({ occurredAt: CHECKED_IN }), buildLedgerEntry({ kind: "out", occurredAt: OUT })],
  } = {}) {
    const log = mockApi(
      http.get("/api/projects", () => HttpResponse.json([solbacken])),
      http.get("/api/time-reports", ({ request }) => {
        const url = new URL(request.url);
        const date = url.searchParams.get("startDate");
        return HttpResponse.json(date ? todayReports.filter((r) => r.date === date) : recent);
      }),
      http.get("/api/time-reports/latest-work", () => HttpResponse.json({ report: null })),
      http.get("/api/ledger/me/day", () => HttpResponse.json({ date: "2026-11-20", siteId: SOLBACKEN_ID, firstIn: CHECKED_IN, lastOut: OUT })),
      ...ledgerServer({ sites: [buildSite()], me: buildLedgerMe({ checkedIn: null, today: entries }) }).handlers,
    );
    const onReportDay = vi.fn();
    return { ...renderCard({ onReportDay }), log, onReportDay };
  }

  it("is offered when today's ledger has a check-in and a check-out and today has no report on the site's project, with nothing tapped", async () => {
    const { user, log, onReportDay } = reloaded();
    const offered = await screen.findByRole("button", { name: LEDGER_MSG.reportTheDay });
    await expectNoAxeViolations("the card offering 'Rapportera dagen'");
    // 'Senaste rapporter' (the dashboard's own first answer) holds the whole day: nothing more is asked.
    expect(log.callsTo("GET", DAY_PATH)).toHaveLength(0);
    await user.click(offered);
    await waitFor(() => expect(onReportDay).toHaveBeenCalledTimes(1));
    expect(onReportDay.mock.calls[0][0]).toMatchObject({
      date: "2026-11-20",
      projectId: solbacken.id,
      startTime: "07:00",
      endTime: "16:00",
      fromLedger: { checkIn: "06:58", checkOut: "16:05" },
    });
  });

  it("is not offered once today has a report on the site's project", async () => {
    const { log } = reloaded({ todayReports: [buildTimeReport({ date: "2026-11-20", project: toProjectRef(solbacken) })] });
    expect(await screen.findByRole("button", { name: "Checka in" })).toBeInTheDocument();
    await waitFor(() => expect(log.callsTo("GET", "/api/time-reports?limit=10")).toHaveLength(1));
    await waitFor(() => expect(screen.getByText("Ut")).toBeInTheDocument());
    expect(offer()).toBeNull();
  });

  it("asks for the day itself when 'Senaste rapporter' is full down to today, and finds the report there", async () => {
    const full = Array.from({ length: 10 }, () => buildTimeReport({ date: "2026-11-20", project: toProjectRef(kajen) }));
    const { log } = reloaded({ recent: full, todayReports: [...full, buildTimeReport({ date: "2026-11-20", project: toProjectRef(solbacken) })] });
    await waitFor(() => expect(log.callsTo("GET", DAY_PATH)).toHaveLength(1));
    expect(await screen.findByRole("button", { name: "Checka in" })).toBeInTheDocument();
    expect(offer()).toBeNull();
  });

  it("is still offered when today's report is on a project of another site", async () => {
    reloaded({ todayReports: [buildTimeReport({ date: "2026-11-20", project: toProjectRef(kajen) })] });
    expect(await screen.findByRole("button", { name: LEDGER_MSG.reportTheDay })).toBeInTheDocument();
  });

  it("is not offered for a check-out a correction struck, nor without a check-in today", async () => {
    const struck = buildLedgerEntry({ kind: "out", occurredAt: OUT, supersededBy: "e0000000-0000-4000-8000-999999999999" });
    const first = reloaded({ entries: [buildLedgerEntry({ occurredAt: CHECKED_IN }), struck] });
    expect(await screen.findByRole("button", { name: "Checka in" })).toBeInTheDocument();
    // No stay to report: no report is even asked for.
    expect(first.log.callsTo("GET", "/api/time-reports?limit=10")).toHaveLength(0);
    expect(offer()).toBeNull();
    first.unmount();
    const second = reloaded({ entries: [buildLedgerEntry({ kind: "out", occurredAt: OUT })] });
    expect(await screen.findByRole("button", { name: "Checka in" })).toBeInTheDocument();
    expect(second.log.callsTo("GET", "/api/time-reports?limit=10")).toHaveLength(0);
    expect(offer()).toBeNull();
  });
});
