// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "@tests/support/builders";
import { freshQueueDb } from "@/features/offline/lib/queue-test-utils";
import { expectNoAxeViolations } from "@/test/axe";
import { fixClock } from "@/test/clock";
import { buildMil, buildUtlagg, expenseListHandler, expenseRatesHandler, expenseServer } from "@/test/expense-handlers";
import { formProjectsHandler } from "@/test/form-projects";
import { workerDashboardHandlers } from "@/test/handlers";
import { mockApi } from "@/test/msw";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { AppRouter } from "../router";
import { loadScreensFirst } from "@/test/screens";

const signedInAs = (role: "worker" | "admin" = "worker") => http.get("/api/user", () => HttpResponse.json(buildUser({ role })));

beforeEach(() => freshQueueDb());
fixClock("2026-11-20T10:00:00Z");
afterEach(() => vi.restoreAllMocks());

loadScreensFirst();

describe("the ersättningar's pages", () => {
  it("queues a drive filed offline, shows it waiting, and sends it once when the network is back", async () => {
    const server = expenseServer();
    const sent = () =>
      [...server.stored.values()].flatMap((b) =>
        b.kind === "mil" && b.clientId ? [buildMil({ id: b.clientId, km: b.km, date: b.date, route: b.route })] : [],
      );
    const { callsTo } = mockApi(
      signedInAs(),
      server.handler,
      expenseRatesHandler(),
      formProjectsHandler(),
      lockedPeriodsHandler(),
      http.get("/api/expenses", () => HttpResponse.json({ items: sent(), nextCursor: null })),
    );
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const user = userEvent.setup();
    const { history } = renderWithProviders(<AppRouter />, { path: "/ersattning/mil" });

    await user.type(await screen.findByLabelText("Kilometer"), "123");
    expect(await screen.findByText("123 km = 12,3 mil × 25,00 kr = 307,50 kr")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Sträcka och syfte"), "Kontoret - Bygget, materialhämtning");
    await user.click(screen.getByRole("button", { name: "Skicka milersättning" }));

    expect(await screen.findByText("Sparad – skickas när du har uppkoppling")).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe("/ersattningar"));
    const waiting = await screen.findByRole("list", { name: "Väntar på uppkoppling" });
    expect(within(waiting).getByText("Milersättning")).toBeInTheDocument();
    expect(within(waiting).getByText("123 km")).toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByRole("status")).toHaveTextContent("1 väntar på uppkoppling");
    expect(callsTo("POST", "/api/expenses")).toHaveLength(0);

    online.mockReturnValue(true);
    fireEvent(window, new Event("online"));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Väntar på uppkoppling" })).not.toBeInTheDocument());
    expect(callsTo("POST", "/api/expenses")).toHaveLength(1);
    expect([...server.stored.values()]).toEqual([expect.objectContaining({ kind: "mil", km: 123, clientId: expect.any(String) })]);
    // The list is read again and shows it as the server has it.
    expect(await screen.findByRole("heading", { name: (name) => name.replace(/\s+/g, " ") === "Vecka 47: 307,50 kr" })).toBeInTheDocument();
    fireEvent(window, new Event("online"));
    expect(callsTo("POST", "/api/expenses")).toHaveLength(1);
  });

  it("opens the receipt's camera at once on a new utlägg: a file input for photos with the back camera, and its button", async () => {
    mockApi(signedInAs(), formProjectsHandler(), lockedPeriodsHandler());
    const click = vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => undefined);
    renderWithProviders(<AppRouter />, { path: "/ersattning/utlagg" });
    expect(await screen.findByRole("heading", { name: "Nytt utlägg" })).toBeInTheDocument();
    const camera = screen.getByLabelText("Ta foto med kameran");
    expect(camera).toHaveAttribute("type", "file");
    expect(camera).toHaveAttribute("accept", "image/*");
    expect(camera).toHaveAttribute("capture", "environment");
    await waitFor(() => expect(click.mock.contexts).toContain(camera));
    expect(screen.getByRole("button", { name: "Ta bild av kvittot" })).toBeInTheDocument();
  });

  it("has no accessibility violations on a new utlägg's page, with its receipt camera, and on an attested expense", async () => {
    const expense = buildMil({ status: "verified" });
    mockApi(
      signedInAs(),
      formProjectsHandler(),
      lockedPeriodsHandler(),
      http.get(`/api/expenses/${expense.id}`, () => HttpResponse.json(expense)),
    );
    vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => undefined);
    const form = renderWithProviders(<AppRouter />, { path: "/ersattning/utlagg" });
    expect(await screen.findByRole("button", { name: "Ta bild av kvittot" })).toBeInTheDocument();
    await expectNoAxeViolations("a new utlägg's page");
    form.unmount();

    renderWithProviders(<AppRouter />, { path: `/ersattningar/${expense.id}` });
    expect(await screen.findByText("Ersättningen är attesterad och kan inte ändras.")).toBeInTheDocument();
    await expectNoAxeViolations("an attested expense's page");
  });

  it("lists the three forms one under the other on a phone, so a long Polish name wraps inside its button", async () => {
    mockApi(signedInAs(), expenseListHandler([]));
    renderWithProviders(<AppRouter />, { path: "/ersattningar" });
    const links = await screen.findByRole("navigation", { name: "Ny ersättning" });
    // One column below `sm`: a third of a 390 px screen is narrower than 'Kilometrówka (milersättning)'.
    expect(links).toHaveClass("grid-cols-1", "sm:grid-cols-3");
    expect(links).not.toHaveClass("grid-cols-3");
    const mil = within(links).getByRole("link", { name: "Milersättning" });
    // The button's own `whitespace-nowrap` would keep the name on one line and spill it over the next button.
    expect(within(mil).getByText("Milersättning")).toHaveClass("whitespace-normal", "min-w-0");
  });

  it("opens a submitted expense to change it, and removes it after asking", async () => {
    const expense = buildUtlagg();
    const { callsTo } = mockApi(
      signedInAs(),
      formProjectsHandler(),
      lockedPeriodsHandler(),
      expenseListHandler([]),
      http.get(`/api/expenses/${expense.id}`, () => HttpResponse.json(expense)),
      http.delete(`/api/expenses/${expense.id}`, () => HttpResponse.json({ id: expense.id, deleted: true })),
    );
    const user = userEvent.setup();
    const { history } = renderWithProviders(<AppRouter />, { path: `/ersattningar/${expense.id}` });
    expect(await screen.findByRole("heading", { name: "Ändra utlägg" })).toBeInTheDocument();
    expect(screen.getByLabelText("Belopp (kr inkl. moms)")).toHaveValue("249,50");
    await user.click(screen.getByRole("button", { name: "Ta bort" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ta bort ersättningen?" });
    await user.click(within(dialog).getByRole("button", { name: "Ta bort" }));
    expect(await screen.findByText("Ersättning borttagen")).toBeInTheDocument();
    expect(callsTo("DELETE", `/api/expenses/${expense.id}`)).toHaveLength(1);
    await waitFor(() => expect(history.at(-1)).toBe("/ersattningar"));
    // Its own page is not asked for again once it is gone.
    expect(callsTo("GET", `/api/expenses/${expense.id}`)).toHaveLength(1);
  });

  it("asks before the way back throws typed changes away", async () => {
    // The way back leads to the dashboard, which asks for its own.
    mockApi(signedInAs(), expenseRatesHandler(), formProjectsHandler(), lockedPeriodsHandler(), ...workerDashboardHandlers());
    const user = userEvent.setup();
    const { history } = renderWithProviders(<AppRouter />, { path: "/ersattning/mil" });

    await user.type(await screen.findByLabelText("Kilometer"), "86");
    await user.click(screen.getByRole("link", { name: "Till startsidan" }));
    const question = await screen.findByRole("alertdialog", { name: "Osparade ändringar" });
    // Staying keeps what was typed, on the same page.
    await user.click(within(question).getByRole("button", { name: "Avbryt" }));
    expect(history.at(-1)).toBe("/ersattning/mil");
    expect(screen.getByLabelText("Kilometer")).toHaveValue("86");

    await user.click(screen.getByRole("link", { name: "Till startsidan" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Osparade ändringar" })).getByRole("button", { name: "Kasta ändringarna" }));
    await waitFor(() => expect(history.at(-1)).toBe("/"));
    expect(await screen.findByRole("heading", { name: /^Välkommen/ })).toBeInTheDocument();
  });

  it("follows the way back without asking when nothing was typed", async () => {
    mockApi(signedInAs(), expenseRatesHandler(), formProjectsHandler(), lockedPeriodsHandler(), ...workerDashboardHandlers());
    const user = userEvent.setup();
    const { history } = renderWithProviders(<AppRouter />, { path: "/ersattning/utlagg" });
    await screen.findByLabelText("Belopp (kr inkl. moms)");
    await user.click(screen.getByRole("link", { name: "Till startsidan" }));
    await waitFor(() => expect(history.at(-1)).toBe("/"));
    expect(await screen.findByRole("heading", { name: /^Välkommen/ })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("shows an attested expense as it is, with nothing to change", async () => {
    const expense = buildMil({ status: "verified" });
    mockApi(
      signedInAs(),
      http.get(`/api/expenses/${expense.id}`, () => HttpResponse.json(expense)),
    );
    renderWithProviders(<AppRouter />, { path: `/ersattningar/${expense.id}` });
    expect(await screen.findByRole("heading", { name: "Milersättning" })).toBeInTheDocument();
    expect(screen.getByText("Ersättningen är attesterad och kan inte ändras.")).toBeInTheDocument();
    expect(screen.getByText("Verifierad")).toBeInTheDocument();
    expect(screen.getByText("12,3 mil × 25,00 kr = 307,50 kr")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ta bort" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("is not for an admin, who files no expenses", async () => {
    mockApi(signedInAs("admin"));
    renderWithProviders(<AppRouter />, { path: "/ersattning/utlagg" });
    expect(await screen.findByRole("heading", { name: "Åtkomst nekad" })).toBeInTheDocument();
  });

  it("has no page for an unknown kind", async () => {
    mockApi();
    renderWithProviders(<AppRouter />, { path: "/ersattning/cykel" });
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
  });
});
