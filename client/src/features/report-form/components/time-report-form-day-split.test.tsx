// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TimeReport } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { FORM_PROJECTS as PROJECTS, formProjectsHandler, latestWorkHandler } from "@/test/form-projects";
import { dailyNormHandler, lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { CONFIRM_TEXT } from "./time-report-fields";
import { TimeReportForm } from "./time-report-form";
import { sentWhenShown } from "@/test/sent";

const TODAY = "2026-11-20";
const SPLIT_12_5 = "Dela upp: 8 h Arbetad tid + 4,5 h Övertid enkel";

const reportsHandler = (others: TimeReport[]) =>
  http.get("/api/time-reports", ({ request }) => {
    // 'Kopiera gårdagens' asks for yesterday alone: nothing there.
    const query = new URL(request.url).searchParams;
    if (query.get("limit") === "1" || query.get("startDate") === "2026-11-19") return HttpResponse.json([]);
    return HttpResponse.json(others);
  });

const splitAnswer = (reports: Partial<TimeReport>[]) => ({ reports: reports.map((r) => buildTimeReport(r)) });

function renderForm({
  report = null,
  others = [],
  offerDaySplit = true,
  norm = 8,
  normRefused,
}: { report?: TimeReport | null; others?: TimeReport[]; offerDaySplit?: boolean; norm?: number; normRefused?: string } = {}) {
  const onSaved = vi.fn();
  const log = mockApi(
    formProjectsHandler(),
    latestWorkHandler(),
    lockedPeriodsHandler(),
    reportsHandler(others),
    normRefused ? http.get("/api/settings/daily-norm", reply(409, { message: normRefused })) : dailyNormHandler(norm),
    http.post("/api/time-reports/split", () =>
      HttpResponse.json(
        splitAnswer([
          { timeCode: "ARB", hours: "8.00" },
          { timeCode: "ÖT1", hours: "4.50" },
        ]),
        { status: 201 },
      ),
    ),
    http.put(/\/api\/time-reports\/[^/]+\/split$/, () =>
      HttpResponse.json(
        splitAnswer([
          { timeCode: "ARB", hours: "8.00" },
          { timeCode: "ÖT1", hours: "2.00" },
        ]),
      ),
    ),
    http.post("/api/time-reports", () => HttpResponse.json(buildTimeReport(), { status: 201 })),
  );
  renderWithProviders(
    <TimeReportForm open onOpenChange={() => {}} report={report} renderUploader={() => null} today={TODAY} onSaved={onSaved} offerDaySplit={offerDaySplit} />,
  );
  return { ...log, onSaved, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

// The offline case mocks navigator.onLine.
afterEach(() => vi.restoreAllMocks());

async function fillWork(user: User, { confirm = true } = {}) {
  await screen.findByRole("option", { name: /P-2025-001/ });
  await user.selectOptions(screen.getByLabelText("Projekt"), PROJECTS[0].id);
  await user.type(screen.getByLabelText("Beskrivning"), "Gjutning av bjälklag plan 2");
  if (confirm) await user.click(screen.getByLabelText(CONFIRM_TEXT));
}

async function typeTimes(user: User, start: string, end: string, pause: string) {
  await user.type(screen.getByLabelText("Start"), start);
  await user.type(screen.getByLabelText("Slut"), end);
  await user.type(screen.getByLabelText("Rast (min)"), pause);
}

describe("TimeReportForm 'Dela upp'", () => {
  it("has no accessibility violations with clock times past the norm and 'Dela upp' offered", async () => {
    const { user } = renderForm();
    await fillWork(user);
    await typeTimes(user, "06:00", "19:00", "30");
    expect(await screen.findByRole("button", { name: SPLIT_12_5 })).toBeInTheDocument();
    await expectNoAxeViolations("the report form offering 'Dela upp'");
  });

  it("offers 06:00-19:00 as 8 h Arbetad tid + 4,5 h Övertid enkel and files both in one tap", async () => {
    const { user, callsTo, onSaved } = renderForm();
    await fillWork(user);
    await typeTimes(user, "06:00", "19:00", "30");
    expect(screen.getByLabelText("Timmar")).toHaveValue("12,5");
    expect(await screen.findByText("Dagens Arbetad tid blir 12,5 h, mer än normen på 8 h.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: SPLIT_12_5 }));
    expect(await screen.findByText("8 h Arbetad tid och 4,5 h Övertid enkel har skickats för granskning.")).toBeInTheDocument();
    const [sent] = callsTo("POST", "/api/time-reports/split");
    expect(sent.body).toMatchObject({ timeCode: "ARB", hours: "12.50", startTime: "06:00", endTime: "19:00", breakMinutes: 30, projectId: PROJECTS[0].id });
    const ids = sent.body as { clientId: string; overtimeClientId: string };
    expect(ids.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids.overtimeClientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids.clientId).not.toBe(ids.overtimeClientId);
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ timeCode: "ARB" }), "created");
  });

  it("still needs the confirmation: pressed before it, nothing is sent, the choice is kept and 'Skicka tidrapport' then splits", async () => {
    const { user, callsTo } = renderForm();
    await fillWork(user, { confirm: false });
    await user.type(screen.getByLabelText("Timmar"), "10");
    await user.click(await screen.findByRole("button", { name: "Dela upp: 8 h Arbetad tid + 2 h Övertid enkel" }));
    expect(await screen.findByText("Du måste bekräfta att uppgifterna är korrekta")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports/split")).toHaveLength(0);
    expect(screen.getByText("Dela upp är valt: fyll i det som saknas och tryck på Skicka tidrapport, så skickas dagen uppdelad.")).toBeInTheDocument();

    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(
      await sentWhenShown(callsTo, "8 h Arbetad tid och 4,5 h Övertid enkel har skickats för granskning.", "POST", "/api/time-reports/split"),
    ).toMatchObject({ timeCode: "ARB", hours: "10.00" });
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("asks at 'Skicka tidrapport' past the norm with no choice made, and sends 'Skicka som Arbetad tid' as it is", async () => {
    const { user, callsTo, onSaved } = renderForm();
    await fillWork(user);
    await user.type(screen.getByLabelText("Timmar"), "12");
    await screen.findByRole("button", { name: "Dela upp: 8 h Arbetad tid + 4 h Övertid enkel" });
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    const question = await screen.findByRole("alertdialog", { name: "Dagen går över normen" });
    expect(question).toHaveTextContent("Dagens Arbetad tid blir 12 h, mer än normen på 8 h. Ska timmarna över normen skickas som Övertid enkel?");
    // The offer comes first, in sight and in the focus order, each number kept on one line with its 'h'.
    const [offer, asIs] = within(question)
      .getAllByRole("button")
      .filter((b) => b.getAttribute("aria-label") !== "Stäng");
    expect(offer).toHaveAccessibleName("Dela upp: 8 h Arbetad tid + 4 h Övertid enkel");
    expect(offer).toBeEnabled();
    for (const hours of ["8 h", "4 h"]) expect(within(offer).getByText(hours)).toHaveClass("whitespace-nowrap");
    expect(asIs).toHaveAccessibleName("Skicka som Arbetad tid");
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
    await expectNoAxeViolations("the question at 'Skicka tidrapport' past the norm");

    await user.click(within(question).getByRole("button", { name: "Skicka som Arbetad tid" }));
    expect(await sentWhenShown(callsTo, "Rapporten har skickats för granskning.", "POST", "/api/time-reports")).toMatchObject({
      timeCode: "ARB",
      hours: "12.00",
    });
    expect(callsTo("POST", "/api/time-reports/split")).toHaveLength(0);
    expect(onSaved).toHaveBeenCalledWith(expect.anything(), "created");
  });

  it("splits when the question's 'Dela upp' is chosen", async () => {
    const { user, callsTo } = renderForm();
    await fillWork(user);
    await user.type(screen.getByLabelText("Timmar"), "12,5");
    await screen.findByRole("button", { name: SPLIT_12_5 });
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    const question = await screen.findByRole("alertdialog", { name: "Dagen går över normen" });
    await user.click(within(question).getByRole("button", { name: SPLIT_12_5 }));
    expect(await screen.findByText("8 h Arbetad tid och 4,5 h Övertid enkel har skickats för granskning.")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports/split")).toHaveLength(1);
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
  });

  it("sends a day within the norm without asking", async () => {
    const { user, callsTo } = renderForm();
    await fillWork(user);
    await user.type(screen.getByLabelText("Timmar"), "8");
    await waitFor(() => expect(callsTo("GET", "/api/settings/daily-norm")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Rapporten har skickats för granskning.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")[0].body).toMatchObject({ hours: "8.00" });
  });

  it("offers nothing within the norm or for another code than Arbetad tid", async () => {
    const { user, callsTo } = renderForm();
    await user.type(screen.getByLabelText("Timmar"), "8");
    await waitFor(() => expect(callsTo("GET", "/api/settings/daily-norm")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: /^Dela upp/ })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText("Timmar"));
    await user.type(screen.getByLabelText("Timmar"), "10");
    expect(await screen.findByRole("button", { name: "Dela upp: 8 h Arbetad tid + 2 h Övertid enkel" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Typ"), "ÖT1");
    expect(screen.queryByRole("button", { name: /^Dela upp/ })).not.toBeInTheDocument();
  });

  it("is not offered in a form that does not offer it (the admin's), which never asks for the norm", async () => {
    const { user, callsTo } = renderForm({ offerDaySplit: false });
    await user.type(screen.getByLabelText("Timmar"), "12");
    await screen.findByRole("option", { name: /P-2025-001/ });
    expect(screen.queryByRole("button", { name: /^Dela upp/ })).not.toBeInTheDocument();
    expect(callsTo("GET", "/api/settings/daily-norm")).toHaveLength(0);
  });

  it("counts the day's earlier Arbetad tid, not its travel time", async () => {
    const earlier = buildTimeReport({ date: TODAY, hours: "5.00", timeCode: "ARB" });
    const travel = buildTimeReport({ date: TODAY, hours: "3.00", timeCode: "RE1" });
    const { user } = renderForm({ others: [earlier, travel] });
    await user.type(screen.getByLabelText("Timmar"), "4");
    expect(await screen.findByRole("button", { name: "Dela upp: 3 h Arbetad tid + 1 h Övertid enkel" })).toBeInTheDocument();
  });

  it("says clearly when the earlier reports already fill the norm", async () => {
    const { user } = renderForm({ others: [buildTimeReport({ date: TODAY, hours: "8.00", timeCode: "ARB", status: "draft" })] });
    await user.type(screen.getByLabelText("Timmar"), "2");
    expect(await screen.findByRole("button", { name: "Skicka som Övertid enkel: 2 h" })).toBeInTheDocument();
    expect(screen.getByText("Dagens Arbetad tid har redan nått normen på 8 h: hela rapporten är övertid.")).toBeInTheDocument();
  });

  it("follows the company's norm", async () => {
    const { user } = renderForm({ norm: 7.5 });
    await user.type(screen.getByLabelText("Timmar"), "9");
    expect(await screen.findByRole("button", { name: "Dela upp: 7,5 h Arbetad tid + 1,5 h Övertid enkel" })).toBeInTheDocument();
  });

  it("says why nothing is offered while the company's norm cannot be read, and sends the report as it is without asking", async () => {
    const refused = "Löneinställningen Ordinarie tid per dag kan inte läsas – öppna Lön › Inställningar och spara den igen";
    const { user, callsTo } = renderForm({ normRefused: refused });
    await fillWork(user);
    await user.type(screen.getByLabelText("Timmar"), "12");
    const note = `Dela upp kan inte erbjudas: ${refused}`;
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Dela upp/ })).not.toBeInTheDocument();
    // Overtime needs no norm: the note goes, and comes back with Arbetad tid.
    await user.selectOptions(screen.getByLabelText("Typ"), "ÖT1");
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Typ"), "ARB");
    expect(await screen.findByText(note)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await sentWhenShown(callsTo, "Rapporten har skickats för granskning.", "POST", "/api/time-reports")).toMatchObject({
      timeCode: "ARB",
      hours: "12.00",
    });
    expect(callsTo("POST", "/api/time-reports/split")).toHaveLength(0);
  });

  it("offers it when an edit makes the day long, leaving the edited report out of the earlier hours, and files it with PUT", async () => {
    const report = buildTimeReport({ date: "2026-11-18", hours: "8.00", timeCode: "ARB" });
    const { user, callsTo, onSaved } = renderForm({ report, others: [report] });
    const hours = screen.getByLabelText("Timmar");
    await user.clear(hours);
    await user.type(hours, "10");
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(await screen.findByRole("button", { name: "Dela upp: 8 h Arbetad tid + 2 h Övertid enkel" }));
    expect(
      await sentWhenShown(callsTo, "8 h Arbetad tid och 2 h Övertid enkel har skickats för granskning.", "PUT", `/api/time-reports/${report.id}/split`),
    ).toMatchObject({ hours: "10.00", date: "2026-11-18" });
    expect(callsTo("PUT", `/api/time-reports/${report.id}`)).toHaveLength(0);
    expect(onSaved).toHaveBeenCalledWith(expect.anything(), "updated");
  });

  it("is online only: offline the button is disabled and says why", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Timmar"), "10");
    expect(await screen.findByRole("button", { name: "Dela upp: 8 h Arbetad tid + 2 h Övertid enkel" })).toBeDisabled();
    expect(screen.getByText("Dela upp kräver uppkoppling. Skicka rapporten som den är, eller dela upp när du har uppkoppling.")).toBeInTheDocument();
  });

  it("offers the autumn night's real 9 hours of 22:00-06:00 as 8 h and 1 h, and sends the shift for the server to split", async () => {
    const { user, callsTo } = renderForm();
    await fillWork(user);
    await user.clear(screen.getByLabelText("Datum"));
    await user.type(screen.getByLabelText("Datum"), "2026-10-24");
    await user.type(screen.getByLabelText("Start"), "22:00");
    await user.type(screen.getByLabelText("Slut"), "06:00");
    await waitFor(() => expect(screen.getByLabelText("Timmar")).toHaveValue("9"));
    await user.click(await screen.findByRole("button", { name: "Dela upp: 8 h Arbetad tid + 1 h Övertid enkel" }));
    await waitFor(() => expect(callsTo("POST", "/api/time-reports/split")).toHaveLength(1));
    expect(callsTo("POST", "/api/time-reports/split")[0].body).toMatchObject({ date: "2026-10-24", startTime: "22:00", endTime: "06:00", hours: "9.00" });
  });
});
