// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { buildMil, buildRejectedExpense, expenseRatesHandler, rejectedExpensesHandler, returnedExpensesHandler } from "@/test/expense-handlers";
import { formProjectsHandler } from "@/test/form-projects";
import { workerDashboardHandlers } from "@/test/handlers";
import { mockApi } from "@/test/msw";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { AppRouter } from "../router";
import { loadScreensFirst } from "@/test/screens";

loadScreensFirst();

describe("the worker's dashboard and the ersättningar", () => {
  it("offers 'Ersättning' beside 'Ny rapport', on a phone in its bottom bar too, asking the API of expenses only the sent-back and the rejected", async () => {
    const { calls } = mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser())),
      ...workerDashboardHandlers(),
    );
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();
    // One beside the title for a wide screen, one in the phone's bar; the stylesheet shows one of them.
    const [wide] = screen.getAllByRole("button", { name: "Ersättning" });
    expect(screen.getAllByRole("button", { name: "Ersättning" })).toHaveLength(2);
    await user.click(wide);
    const nav = screen.getByRole("navigation", { name: "Ersättningar" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Utlägg", "/ersattning/utlagg"],
      ["Milersättning", "/ersattning/mil"],
      ["Traktamente", "/ersattning/traktamente"],
      ["Mina ersättningar", "/ersattningar"],
    ]);
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith("/api/expenses"))).toHaveLength(2));
    expect(
      calls
        .filter((c) => c.path.startsWith("/api/expenses") || c.path.startsWith("/api/settings"))
        .map((c) => c.path)
        .sort(),
    ).toEqual(["/api/expenses/rejected", "/api/expenses?returned=true"]);
  });

  it("on a phone, opens 'Ersättning' in the bottom bar and goes to a form from it", async () => {
    mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser())),
      ...workerDashboardHandlers(),
      expenseRatesHandler(),
      lockedPeriodsHandler(),
    );
    const user = userEvent.setup();
    const { history } = renderWithProviders(<AppRouter />);
    const menu = (await screen.findAllByRole("button", { name: "Ersättning" }))[1];
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Ersättningar" })).not.toBeInTheDocument();
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    const nav = screen.getByRole("navigation", { name: "Ersättningar" });
    await user.click(within(nav).getByRole("link", { name: "Traktamente" }));
    expect(await screen.findByRole("heading", { name: "Nytt traktamente" })).toBeInTheDocument();
    expect(history.at(-1)).toBe("/ersattning/traktamente");
  });

  it("closes the menu with Escape", async () => {
    mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser())),
      ...workerDashboardHandlers(),
    );
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />);
    await user.click((await screen.findAllByRole("button", { name: "Ersättning" }))[1]);
    expect(screen.getByRole("navigation", { name: "Ersättningar" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Ersättningar" })).not.toBeInTheDocument();
  });
});

describe("the worker's dashboard tells of the expenses an admin decided on", () => {
  it("lists a sent-back expense in 'Skickade tillbaka' with its reason, and opens its page to correct it", async () => {
    const drive = buildMil({ date: "2026-11-18", status: "draft", returnReason: "Ange vilket bygge materialet hämtades till" });
    mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser())),
      returnedExpensesHandler([drive]),
      ...workerDashboardHandlers(),
      http.get(`/api/expenses/${drive.id}`, () => HttpResponse.json(drive)),
      expenseRatesHandler(),
      formProjectsHandler(),
      lockedPeriodsHandler(),
    );
    const user = userEvent.setup();
    const { history } = renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Skickade tillbaka: 1" })).toBeInTheDocument();
    const item = within(screen.getByRole("list", { name: "Skickade tillbaka" })).getByRole("link");
    expect(item).toHaveTextContent("18 nov. 2026 · Milersättning: Kontoret - Bygget, materialhämtning");
    expect(item).toHaveTextContent("Ange vilket bygge materialet hämtades till");
    await user.click(item);
    expect(await screen.findByRole("heading", { name: "Ändra milersättning" })).toBeInTheDocument();
    expect(history.at(-1)).toBe(`/ersattningar/${drive.id}`);
  });

  it("shows 'Nekade ersättningar' with the kronor, the reason and who", async () => {
    mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser())),
      rejectedExpensesHandler([buildRejectedExpense()]),
      ...workerDashboardHandlers(),
    );
    renderWithProviders(<AppRouter />);
    const card = await screen.findByRole("list", { name: "Nekade ersättningar" });
    expect(card).toHaveTextContent("18 nov. 2026 · Milersättning: Kontoret - Bygget, materialhämtning");
    expect(card).toHaveTextContent("307,50 kr");
    expect(card).toHaveTextContent("Resan är redan ersatt på en annan rad");
    expect(card).toHaveTextContent("Nekad av Anna Admin");
    // Nothing sent back: no 'Skickade tillbaka' at all.
    expect(screen.queryByRole("heading", { name: /Skickade tillbaka/ })).not.toBeInTheDocument();
  });

  it("shows neither card when nothing is sent back or rejected", async () => {
    const { callsTo } = mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser())),
      ...workerDashboardHandlers(),
    );
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();
    await waitFor(() => expect(callsTo("GET", "/api/expenses/rejected")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("heading", { name: /Skickade tillbaka/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Nekade ersättningar" })).not.toBeInTheDocument();
  });
});
