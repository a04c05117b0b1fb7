// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { Expense, ExpenseList, TimeReport } from "@shared/types";
import { buildAdminSummary, buildTimeReport } from "@tests/support/builders";
import { buildMil } from "@/test/admin-expense-handlers";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AdminReportsView } from "./admin-reports-view";

const lars = { id: "00000000-0000-4000-8000-000000000009", fullName: "Lars Ledare" };
const approvedAt = "2026-03-18T15:00:00.000Z";
const approved = buildTimeReport({ date: "2026-03-17", status: "submitted", description: "Formsättning", approvedAt, approvedBy: lars });
const waiting = buildTimeReport({ date: "2026-03-16", status: "submitted", description: "Gjutning" });
const attested = buildTimeReport({ date: "2026-03-13", status: "verified", description: "Fogning" });
const approvedDrive = buildMil({ date: "2026-03-17", approvedAt, approvedBy: lars });
const waitingDrive = buildMil({ date: "2026-03-16" });

/** What the server answers for `approval`, as docs/product-rules.md §18 says. */
function byApproval<T extends { status: string; approvedAt: string | null }>(rows: readonly T[], approval: string | null): T[] {
  if (approval === "approved") return rows.filter((r) => r.approvedAt !== null);
  if (approval === "waiting") return rows.filter((r) => r.status === "submitted" && r.approvedAt === null);
  return [...rows];
}

function setup() {
  const log = mockApi(
    http.get("/api/admin/summary", () => HttpResponse.json(buildAdminSummary())),
    http.get("/api/time-reports", ({ request }) => {
      const rows: TimeReport[] = byApproval([approved, waiting, attested], new URL(request.url).searchParams.get("approval"));
      return HttpResponse.json(rows, { headers: { "X-Total-Count": String(rows.length) } });
    }),
    http.get("/api/expenses", ({ request }) => {
      const items: Expense[] = byApproval([approvedDrive, waitingDrive], new URL(request.url).searchParams.get("approval"));
      return HttpResponse.json({ items, nextCursor: null } satisfies ExpenseList);
    }),
  );
  renderWithProviders(
    <AdminReportsView workers={[]} projects={[]} onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} onGeneratePdf={vi.fn(async () => undefined)} />,
  );
  return { ...log, user: userEvent.setup() };
}

const reportRow = (report: TimeReport) => document.querySelector<HTMLElement>(`[data-report-id="${report.id}"]`);

describe("AdminReportsView: filter by approval", () => {
  it("offers 'Godkända' and 'Väntar på godkännande', sends approval and lists what the server answers, with 'Godkänd' on approved rows", async () => {
    const { callsTo, user } = setup();
    await waitFor(() => expect(reportRow(attested)).not.toBeNull());
    expect(within(reportRow(approved)!).getByTestId("approved-badge")).toHaveTextContent("Godkänd");
    expect(within(reportRow(approved)!).getByTestId("approved-badge")).toHaveAttribute("title", "Godkänd av Lars Ledare");
    expect(within(reportRow(waiting)!).queryByTestId("approved-badge")).not.toBeInTheDocument();
    expect(callsTo("GET", "/api/time-reports").at(-1)?.url.searchParams.has("approval")).toBe(false);

    const select = screen.getByLabelText("Godkännande");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Alla", "Godkända", "Väntar på godkännande"]);
    await user.selectOptions(select, "waiting");
    await waitFor(() => expect(reportRow(approved)).toBeNull());
    expect(callsTo("GET", "/api/time-reports").at(-1)?.url.searchParams.get("approval")).toBe("waiting");
    expect(reportRow(waiting)).not.toBeNull();
    expect(reportRow(attested)).toBeNull();

    await user.selectOptions(select, "approved");
    await waitFor(() => expect(reportRow(waiting)).toBeNull());
    expect(callsTo("GET", "/api/time-reports").at(-1)?.url.searchParams.get("approval")).toBe("approved");
    expect(reportRow(approved)).not.toBeNull();

    // 'Rensa filter' takes it off again.
    await user.click(screen.getByRole("button", { name: "Rensa filter" }));
    await waitFor(() => expect(reportRow(attested)).not.toBeNull());
    expect(select).toHaveValue("");
  });

  it("filters the ersättningar by the same choice", async () => {
    const { callsTo, user } = setup();
    await user.selectOptions(await screen.findByLabelText("Godkännande"), "approved");
    await user.click(screen.getByRole("button", { name: "Ersättningar" }));
    const list = await screen.findByRole("list", { name: "Ersättningar" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(callsTo("GET", "/api/expenses").at(-1)?.url.searchParams.get("approval")).toBe("approved");
    expect(within(list).getByTestId("approved-badge")).toHaveAttribute("title", "Godkänd av Lars Ledare");
  });
});
