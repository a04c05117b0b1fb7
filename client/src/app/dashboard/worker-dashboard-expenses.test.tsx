// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { expenseRatesHandler } from "@/test/expense-handlers";
import { workerDashboardHandlers } from "@/test/handlers";
import { mockApi } from "@/test/msw";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { AppRouter } from "../router";

describe("the worker's dashboard and the ersättningar", () => {
  it("offers 'Ersättning' beside 'Ny rapport', on a phone in its bottom bar too, asking the API nothing about expenses", async () => {
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
    expect(calls.filter((c) => c.path.startsWith("/api/expenses") || c.path.startsWith("/api/settings"))).toEqual([]);
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
