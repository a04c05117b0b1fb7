// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildClosure } from "@tests/support/builders";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { CloseWeekCard } from "./close-week-card";
import { MyClosedWeeks } from "./my-closed-weeks";
import { sentWhenShown } from "@/test/sent";

const TITLE = "Jag är klar med veckan";

/** The status of one ISO week; any other week asked for is a 400, as a wrong year or number would be a bug. */
const weekStatus = (year: number, weekNumber: number, isClosed: () => boolean) =>
  http.get("/api/weekly-closures/status", ({ request }) => {
    const query = new URL(request.url).searchParams;
    const asked = query.get("year") === String(year) && query.get("weekNumber") === String(weekNumber);
    return asked ? HttpResponse.json({ isClosed: isClosed() }) : HttpResponse.json({ message: "Oväntad vecka" }, { status: 400 });
  });

/** The report calendar of one week ("start/end"); any other range asked for is a 400. */
const weekCalendar = (range: string, days: Record<string, { hasReport: boolean; isVerified: boolean }>) =>
  http.get("/api/report-calendar", ({ request }) => {
    const query = new URL(request.url).searchParams;
    const asked = `${query.get("startDate")}/${query.get("endDate")}` === range;
    return asked ? HttpResponse.json(days) : HttpResponse.json({ message: "Oväntat intervall" }, { status: 400 });
  });

describe("CloseWeekCard", () => {
  it("asks before closing and names each weekday without a report; 'Avbryt' closes nothing", async () => {
    const { callsTo } = mockApi(
      weekStatus(2026, 47, () => false),
      weekCalendar("2026-11-16/2026-11-22", {
        "2026-11-16": { hasReport: true, isVerified: true },
        "2026-11-17": { hasReport: true, isVerified: false },
        "2026-11-19": { hasReport: true, isVerified: false },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CloseWeekCard today="2026-11-21" />);
    await user.click(await screen.findByRole("button", { name: "Stäng vecka 47" }));
    const ask = await screen.findByRole("alertdialog", { name: "Stäng vecka 47?" });
    const missing = await within(ask).findByRole("list", { name: "Dagar utan rapport" });
    // Wednesday and Friday; Saturday the 21st is a weekend day and not missing.
    expect(
      within(missing)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Onsdag 18 nov saknar rapport", "Fredag 20 nov saknar rapport"]);
    await user.click(within(ask).getByRole("button", { name: "Avbryt" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(callsTo("POST", "/api/weekly-closures")).toHaveLength(0);
  });

  it("names no public holiday and no day before employedFrom", async () => {
    mockApi(
      weekStatus(2026, 14, () => false),
      weekCalendar("2026-03-30/2026-04-05", { "2026-04-01": { hasReport: true, isVerified: false } }),
    );
    const user = userEvent.setup();
    // Saturday 4 April 2026: Friday was långfredagen; employed from Tuesday.
    renderWithProviders(<CloseWeekCard today="2026-04-04" employedFrom="2026-03-31" />);
    await user.click(await screen.findByRole("button", { name: "Stäng vecka 14" }));
    const ask = await screen.findByRole("alertdialog", { name: "Stäng vecka 14?" });
    const missing = await within(ask).findByRole("list", { name: "Dagar utan rapport" });
    expect(
      within(missing)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Tisdag 31 mars saknar rapport", "Torsdag 2 apr saknar rapport"]);
  });

  it.each([
    ["Monday", "2026-11-16"],
    ["Thursday", "2026-11-19"],
  ])("is not shown on a %s, and asks nothing", async (_day, today) => {
    const { calls } = mockApi();
    renderWithProviders(<CloseWeekCard today={today} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ["Friday", "2026-11-20"],
    ["Saturday", "2026-11-21"],
    ["Sunday", "2026-11-22"],
  ])("is shown on a %s while the week is open", async (_day, today) => {
    mockApi(weekStatus(2026, 47, () => false));
    renderWithProviders(<CloseWeekCard today={today} />);
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
  });

  it("is not shown once the week is closed", async () => {
    const { callsTo } = mockApi(weekStatus(2026, 47, () => true));
    renderWithProviders(<CloseWeekCard today="2026-11-20" />);
    await waitFor(() => expect(callsTo("GET", "/api/weekly-closures/status?year=2026&weekNumber=47")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it("closes the ISO week with its week-numbering year: Friday 1 January 2027 is week 53 of 2026", async () => {
    let closed = false;
    const { callsTo } = mockApi(
      weekStatus(2026, 53, () => closed),
      http.post("/api/weekly-closures", () => {
        closed = true;
        return HttpResponse.json(buildClosure({ workerId: "w", year: 2026, weekNumber: 53, closedAt: "2027-01-01T15:00:00Z" }), { status: 201 });
      }),
      http.get("/api/weekly-closures/my-closures", () => HttpResponse.json([])),
      weekCalendar("2026-12-28/2027-01-03", {}),
    );
    const user = userEvent.setup();
    renderWithProviders(<CloseWeekCard today="2027-01-01" />);
    await user.click(await screen.findByRole("button", { name: "Stäng vecka 53" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Stäng vecka 53?" })).getByRole("button", { name: "Ja, stäng veckan" }));
    expect(await sentWhenShown(callsTo, "Veckan stängd", "POST", "/api/weekly-closures")).toEqual({ year: 2026, weekNumber: 53 });
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
  });

  it("says 'Kunde inte stänga veckan' when closing fails", async () => {
    mockApi(
      weekStatus(2026, 47, () => false),
      http.post("/api/weekly-closures", reply(500)),
      weekCalendar("2026-11-16/2026-11-22", {}),
    );
    const user = userEvent.setup();
    renderWithProviders(<CloseWeekCard today="2026-11-20" />);
    await user.click(await screen.findByRole("button", { name: "Stäng vecka 47" }));
    await user.click(await screen.findByRole("button", { name: "Ja, stäng veckan" }));
    expect(await screen.findByText("Kunde inte stänga veckan")).toBeInTheDocument();
    expect(screen.getByText("Fel")).toBeInTheDocument();
  });
});

describe("MyClosedWeeks", () => {
  it("lists week, year and when it was closed, newest first", async () => {
    mockApi(
      http.get("/api/weekly-closures/my-closures", () =>
        HttpResponse.json([
          buildClosure({ workerId: "w", year: 2026, weekNumber: 46, closedAt: "2026-11-13T15:00:00Z" }),
          buildClosure({ workerId: "w", year: 2026, weekNumber: 47, closedAt: "2026-11-20T15:30:00Z" }),
        ]),
      ),
    );
    renderWithProviders(<MyClosedWeeks />);
    const items = await screen.findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Vecka 47, 2026");
    expect(items[0]).toHaveTextContent(/Stängd 20 nov\.? 2026 16:30/);
    expect(items[1]).toHaveTextContent("Vecka 46, 2026");
  });

  it("says when there are none", async () => {
    mockApi(http.get("/api/weekly-closures/my-closures", () => HttpResponse.json([])));
    renderWithProviders(<MyClosedWeeks />);
    expect(await screen.findByText("Inga stängda veckor ännu")).toBeInTheDocument();
  });
});
