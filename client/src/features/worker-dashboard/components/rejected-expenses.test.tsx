// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildRejectedExpense, rejectedExpensesHandler } from "@/test/expense-handlers";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { RejectedExpenses } from "./rejected-expenses";

const PATH = "/api/expenses/rejected";

describe("RejectedExpenses", () => {
  it("lists each rejected expense with date, kind and what, kronor, reason and who", async () => {
    const { callsTo } = mockApi(
      rejectedExpensesHandler([
        buildRejectedExpense(),
        buildRejectedExpense({ kind: "utlagg", date: "2026-11-12", amount: "249.50", what: "Skruv och plugg, Byggmax", reason: null, rejectedBy: null }),
      ]),
    );
    renderWithProviders(<RejectedExpenses />);

    expect(await screen.findByRole("heading", { name: "Nekade ersättningar" })).toBeInTheDocument();
    expect(callsTo("GET", PATH)).toHaveLength(1);
    const items = within(screen.getByRole("list", { name: "Nekade ersättningar" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("18 nov. 2026 · Milersättning: Kontoret - Bygget, materialhämtning");
    expect(items[0]).toHaveTextContent("307,50 kr");
    expect(items[0]).toHaveTextContent("Resan är redan ersatt på en annan rad");
    expect(items[0]).toHaveTextContent("Nekad av Anna Admin");
    expect(items[1]).toHaveTextContent("12 nov. 2026 · Utlägg: Skruv och plugg, Byggmax");
    expect(items[1]).toHaveTextContent("249,50 kr");
    expect(items[1]).not.toHaveTextContent("Nekad av");
  });

  it("shows nothing when no expense was rejected", async () => {
    const { calls } = mockApi(rejectedExpensesHandler([]));
    renderWithProviders(<RejectedExpenses />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("heading", { name: "Nekade ersättningar" })).not.toBeInTheDocument();
  });
});
