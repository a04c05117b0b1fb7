// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { Expense } from "@shared/types";
import { buildAdminSummary } from "@tests/support/builders";
import { buildMil, buildTrakt, buildUtlagg, bulkVerifyExpensesHandler, expenseListHandler } from "@/test/admin-expense-handlers";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AdminReportsView } from "./admin-reports-view";
import { sentWhenShown } from "@/test/sent";

const WORKERS = [{ id: "00000000-0000-4000-8000-000000000001", label: "Erik Andersson" }];
const PROJECTS = [{ id: "00000000-0000-4000-a000-000000000001", label: "P-2026-001 · Villa Solsidan" }];

const spent = buildUtlagg({ date: "2026-03-18" });
const drive = buildMil({ date: "2026-03-17" });
const trip = buildTrakt({ date: "2026-03-16", status: "verified" });

function setup(expenses: readonly Expense[], ...handlers: RequestHandler[]) {
  const log = mockApi(
    ...handlers,
    http.get("/api/admin/summary", () => HttpResponse.json(buildAdminSummary())),
    http.get("/api/time-reports", () => HttpResponse.json([], { headers: { "X-Total-Count": "0" } })),
    expenseListHandler(expenses),
  );
  const onOpenExpenses = vi.fn();
  renderWithProviders(
    <AdminReportsView
      workers={WORKERS}
      projects={PROJECTS}
      onOpenReport={vi.fn()}
      onOpenExpenses={onOpenExpenses}
      onGeneratePdf={vi.fn(async () => undefined)}
    />,
  );
  return { ...log, onOpenExpenses, user: userEvent.setup() };
}

const rowOf = (expense: Expense) => document.querySelector<HTMLElement>(`[data-expense-id="${expense.id}"]`)!;

describe("AdminReportsView: 'Ersättningar'", () => {
  it("lists the expenses from /api/expenses with the worker, kind, status and period filters, and no project or search", async () => {
    const { callsTo, user } = setup([spent, drive, trip]);
    await screen.findByText("Inga rapporter hittades");
    expect(callsTo("GET", "/api/expenses")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Ersättningar" }));
    expect(screen.getByRole("button", { name: "Ersättningar" })).toHaveAttribute("aria-pressed", "true");
    const list = await screen.findByRole("list", { name: "Ersättningar" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(rowOf(trip)).getByText("Verifierad")).toBeInTheDocument();
    expect(rowOf(drive).textContent?.replace(/\u00a0/g, " ")).toContain("399,75 kr");
    expect(screen.queryByLabelText("Projekt")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Sök")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Exportera CSV/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Arbetare"), WORKERS[0].id);
    await user.selectOptions(screen.getByLabelText("Status"), "submitted");
    await user.selectOptions(screen.getByLabelText("Typ"), "mil");
    await user.type(screen.getByLabelText("Från"), "2026-03-01");
    await user.type(screen.getByLabelText("Till"), "2026-03-31");
    await waitFor(() => expect(callsTo("GET", "/api/expenses").at(-1)?.url.searchParams.get("endDate")).toBe("2026-03-31"));
    expect(Object.fromEntries(callsTo("GET", "/api/expenses").at(-1)!.url.searchParams)).toEqual({
      workerId: WORKERS[0].id,
      kind: "mil",
      status: "submitted",
      startDate: "2026-03-01",
      endDate: "2026-03-31",
      limit: "50",
    });

    // Back to the reports: the filters that apply to both stay.
    await user.click(screen.getByRole("button", { name: "Tidrapporter" }));
    await waitFor(() => expect(callsTo("GET", "/api/time-reports").at(-1)?.url.searchParams.get("status")).toBe("submitted"));
    expect(screen.getByLabelText("Projekt")).toBeInTheDocument();
  });

  it("has no accessibility violations with an expense of each kind listed", async () => {
    const { user } = setup([spent, drive, trip]);
    await screen.findByText("Inga rapporter hittades");
    await user.click(screen.getByRole("button", { name: "Ersättningar" }));
    expect(await screen.findByRole("list", { name: "Ersättningar" })).toBeInTheDocument();
    await expectNoAxeViolations("'Alla rapporter', Ersättningar");
  });

  it("selects submitted expenses and attests them together by id, with the server's count in a toast", async () => {
    const { callsTo, user } = setup([spent, drive, trip], bulkVerifyExpensesHandler(2));
    await user.click(await screen.findByRole("button", { name: "Ersättningar" }));
    const all = await screen.findByRole("checkbox", { name: "Markera alla inskickade (2)" });
    expect(within(rowOf(trip)).queryByRole("checkbox")).not.toBeInTheDocument();
    const attest = screen.getByRole("button", { name: /Attestera markerade/ });
    expect(attest).toBeDisabled();
    await user.click(within(rowOf(drive)).getByRole("checkbox"));
    expect(attest).toHaveTextContent("Attestera markerade (1)");
    await user.click(all);
    expect(attest).toHaveTextContent("Attestera markerade (2)");
    await user.click(attest);
    expect(await sentWhenShown(callsTo, "2 ersättningar attesterade", "POST", "/api/expenses/verify")).toEqual({ ids: [spent.id, drive.id] });
    await waitFor(() => expect(screen.getByRole("button", { name: /Attestera markerade/ })).toHaveTextContent(/^Attestera markerade$/));
  });

  it("opens an expense's dialog from its row, naming whose and which day", async () => {
    const { onOpenExpenses, user } = setup([spent]);
    await user.click(await screen.findByRole("button", { name: "Ersättningar" }));
    await user.click(await screen.findByRole("button", { name: /^Visa ersättning Utlägg: Skruv och plugg 2026-03-18/ }));
    expect(onOpenExpenses).toHaveBeenCalledWith([spent], "Erik Andersson, onsdag 18 mars 2026");
  });

  it("pages by the server's cursor", async () => {
    const many = Array.from({ length: 60 }, (_, i) => buildMil({ route: `Resa nummer ${i}` }));
    const { callsTo, user } = setup(many);
    await user.click(await screen.findByRole("button", { name: "Ersättningar" }));
    expect(await screen.findByText("Visar 1–50")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Nästa/ }));
    expect(await screen.findByText("Visar 51–60")).toBeInTheDocument();
    expect(screen.getByText("Resa nummer 55")).toBeInTheDocument();
    expect(callsTo("GET", "/api/expenses").map((c) => c.url.searchParams.get("cursor"))).toEqual([null, "c50"]);
    expect(screen.getByRole("button", { name: /Nästa/ })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Föregående" }));
    expect(await screen.findByText("Visar 1–50")).toBeInTheDocument();
  });
});
