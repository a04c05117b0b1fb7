// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { buildMil, buildUtlagg, returnedExpensesHandler } from "@/test/expense-handlers";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ReturnedReports } from "./returned-reports";

const PATH = "/api/time-reports?returned=true";
const EXPENSES_PATH = "/api/expenses?returned=true";
const expenseHref = (id: string) => `/ersattningar/${id}`;

describe("ReturnedReports", () => {
  it("shows 'Skickade tillbaka: {n}' with each report's date, project and reason, and opens the one tapped", async () => {
    const first = buildTimeReport({ date: "2026-11-19", status: "draft", returnReason: "Fel projekt, det var Sjöboden" });
    const second = buildTimeReport({ date: "2026-11-12", timeCode: "SJK", status: "draft", returnReason: "Sjukdagen saknar läkarintyg" });
    const { callsTo } = mockApi(
      http.get("/api/time-reports", () => HttpResponse.json([first, second])),
      returnedExpensesHandler([]),
    );
    const onOpen = vi.fn();
    renderWithProviders(<ReturnedReports onOpen={onOpen} expenseHref={expenseHref} />);

    expect(await screen.findByRole("heading", { name: "Skickade tillbaka: 2" })).toBeInTheDocument();
    expect(screen.getByText("Rätta rapporten och skicka den igen.")).toBeInTheDocument();
    expect(callsTo("GET", PATH)).toHaveLength(1);
    expect(callsTo("GET", EXPENSES_PATH)).toHaveLength(1);
    const items = within(screen.getByRole("list", { name: "Skickade tillbaka" })).getAllByRole("button");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("19 nov");
    expect(items[0]).toHaveTextContent(`${first.project?.projectNumber} · ${first.project?.title}`);
    expect(items[0]).toHaveTextContent("Fel projekt, det var Sjöboden");
    expect(items[1]).toHaveTextContent("12 nov");
    expect(items[1]).toHaveTextContent("Sjuk");
    expect(items[1]).toHaveTextContent("Sjukdagen saknar läkarintyg");

    await userEvent.setup().click(items[1]);
    expect(onOpen).toHaveBeenCalledWith(second);
  });

  it("counts and lists the sent-back expenses too, with what, kronor and reason, each opening its page", async () => {
    const report = buildTimeReport({ date: "2026-11-19", status: "draft", returnReason: "Fel projekt, det var Sjöboden" });
    const drive = buildMil({ date: "2026-11-18", km: 100, status: "draft", returnReason: "Ange vilket bygge materialet hämtades till" });
    const bought = buildUtlagg({ date: "2026-11-17", amount: "249.50", status: "draft", returnReason: "Kvittot går inte att läsa, ta en ny bild" });
    mockApi(
      http.get("/api/time-reports", () => HttpResponse.json([report])),
      returnedExpensesHandler([drive, bought]),
    );
    const { history } = renderWithProviders(<ReturnedReports onOpen={vi.fn()} expenseHref={expenseHref} />);

    expect(await screen.findByRole("heading", { name: "Skickade tillbaka: 3" })).toBeInTheDocument();
    expect(screen.getByText("Rätta dem och skicka dem igen.")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Skickade tillbaka" });
    expect(within(list).getAllByRole("button")).toHaveLength(1);
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent("18 nov. 2026 · Milersättning: Kontoret - Bygget, materialhämtning");
    expect(links[0]).toHaveTextContent("250,00 kr");
    expect(links[0]).toHaveTextContent("Ange vilket bygge materialet hämtades till");
    expect(links[1]).toHaveTextContent("17 nov. 2026 · Utlägg: Skruv och plugg, Byggmax");
    expect(links[1]).toHaveTextContent("249,50 kr");
    expect(links[1]).toHaveTextContent("Kvittot går inte att läsa, ta en ny bild");

    await userEvent.setup().click(links[1]);
    expect(history.at(-1)).toBe(`/ersattningar/${bought.id}`);
  });

  it("tells of sent-back expenses alone", async () => {
    const drive = buildMil({ status: "draft", returnReason: "Ange vilket bygge materialet hämtades till" });
    mockApi(
      http.get("/api/time-reports", () => HttpResponse.json([])),
      returnedExpensesHandler([drive]),
    );
    renderWithProviders(<ReturnedReports onOpen={vi.fn()} expenseHref={expenseHref} />);
    expect(await screen.findByRole("heading", { name: "Skickade tillbaka: 1" })).toBeInTheDocument();
    expect(screen.getByText("Rätta ersättningen och skicka den igen.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Milersättning/ })).toHaveAttribute("href", `/ersattningar/${drive.id}`);
  });

  it("shows nothing when no report or expense is sent back", async () => {
    const { calls } = mockApi(
      http.get("/api/time-reports", () => HttpResponse.json([])),
      returnedExpensesHandler([]),
    );
    renderWithProviders(<ReturnedReports onOpen={vi.fn()} expenseHref={expenseHref} />);
    await waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/Skickade tillbaka/)).not.toBeInTheDocument();
  });
});
