// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import { buildAdminSummary } from "@tests/support/builders";
import { mockApi, reply } from "@/test/msw";
import { buildTimeReport } from "@tests/support/builders";
import { renderWithProviders } from "@/test/render";
import { AdminReportsView } from "./admin-reports-view";
import { sentWhenShown } from "@/test/sent";

const first = buildTimeReport({ date: "2026-11-18", description: "Formsättning plan 2" });
const second = buildTimeReport({ date: "2026-11-19", description: "Gjutning av bjälklag", timeCode: "ÖT2" });
const verified = buildTimeReport({ date: "2026-11-17", status: "verified", isVerified: true, description: "Armering klar" });
const sick = buildTimeReport({ date: "2026-11-16", status: "submitted", timeCode: "SJK", project: null, projectId: null, description: "" });
const reports = [first, second, verified, sick];

function setup(...handlers: RequestHandler[]) {
  const log = mockApi(
    ...handlers,
    http.get("/api/admin/summary", () => HttpResponse.json(buildAdminSummary())),
    http.get("/api/time-reports", () => HttpResponse.json(reports, { headers: { "X-Total-Count": String(reports.length) } })),
  );
  renderWithProviders(
    <AdminReportsView workers={[]} projects={[]} onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} onGeneratePdf={vi.fn(async () => undefined)} />,
  );
  return log;
}

const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-report-id="${id}"]`)!;

describe("AdminReportsView: codes and verifying many", () => {
  it("shows the code's label, and absence without a project", async () => {
    setup();
    await screen.findByText("Visar 1–4 av 4");
    expect(within(rowOf(second.id)).getByText("Övertid kvalificerad")).toBeInTheDocument();
    expect(within(rowOf(sick.id)).getByText("Sjukdom")).toHaveAttribute("data-kind", "absence");
    expect(within(rowOf(sick.id)).queryByText(first.project!.projectNumber)).not.toBeInTheDocument();
  });

  it("selects submitted reports and verifies them together by id, with the server's count in a toast", async () => {
    const { callsTo } = setup(http.post("/api/time-reports/verify", () => HttpResponse.json({ verified: 2 })));
    const user = userEvent.setup();
    await screen.findByText("Visar 1–4 av 4");
    expect(within(rowOf(verified.id)).queryByRole("checkbox")).not.toBeInTheDocument();
    const verifySelected = screen.getByRole("button", { name: /Verifiera markerade/ });
    expect(verifySelected).toBeDisabled();

    await user.click(within(rowOf(first.id)).getByRole("checkbox"));
    await user.click(within(rowOf(second.id)).getByRole("checkbox"));
    expect(verifySelected).toHaveTextContent("Verifiera markerade (2)");
    await user.click(verifySelected);
    expect(await sentWhenShown(callsTo, "2 rapporter verifierade", "POST", "/api/time-reports/verify")).toEqual({ ids: [first.id, second.id] });
    await waitFor(() => expect(screen.getByRole("button", { name: /Verifiera markerade/ })).toHaveTextContent(/^Verifiera markerade$/));
  });

  it("'Markera alla inskickade' takes every visible submitted report, and unchecks them again", async () => {
    const { callsTo } = setup(http.post("/api/time-reports/verify", reply(409, { message: "Perioden är låst för lön" })));
    const user = userEvent.setup();
    const all = await screen.findByRole("checkbox", { name: "Markera alla inskickade (3)" });
    await user.click(all);
    expect(screen.getByRole("button", { name: /Verifiera markerade/ })).toHaveTextContent("(3)");
    await user.click(screen.getByRole("button", { name: /Verifiera markerade/ }));
    expect(await sentWhenShown(callsTo, "Perioden är låst för lön", "POST", "/api/time-reports/verify")).toEqual({ ids: [first.id, second.id, sick.id] });
    await user.click(all);
    expect(screen.getByRole("button", { name: /Verifiera markerade/ })).toBeDisabled();
  });

  it("applies filters handed over by the Lön tab", async () => {
    const { callsTo } = mockApi(
      http.get("/api/admin/summary", () => HttpResponse.json(buildAdminSummary())),
      http.get("/api/time-reports", () => HttpResponse.json([], { headers: { "X-Total-Count": "0" } })),
    );
    const preset = { key: 1, values: { status: "submitted" as const, startDate: "2026-11-01", endDate: "2026-11-30" } };
    renderWithProviders(
      <AdminReportsView
        workers={[]}
        projects={[]}
        onOpenReport={vi.fn()}
        onOpenExpenses={vi.fn()}
        onGeneratePdf={vi.fn(async () => undefined)}
        preset={preset}
      />,
    );
    await waitFor(() => expect(callsTo("GET", "/api/time-reports")).not.toHaveLength(0));
    const query = callsTo("GET", "/api/time-reports")[0].url.searchParams;
    expect([query.get("status"), query.get("startDate"), query.get("endDate")]).toEqual(["submitted", "2026-11-01", "2026-11-30"]);
  });
});
