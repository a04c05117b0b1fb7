// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RequestHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_EXPENSE_RATES, type ExpenseRates } from "@shared/domain";
import { EXPENSE_MSG } from "@shared/validation";
import { expectNoAxeViolations } from "@/test/axe";
import { buildMil, expenseRatesHandler, expenseServer } from "@/test/expense-handlers";
import { FORM_PROJECTS, formProjectsHandler } from "@/test/form-projects";
import { mockApi } from "@/test/msw";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { MilForm } from "./mil-form";

const TODAY = "2026-11-20";
/** As Testing Library reads the page: the message's no-break spaces ('2 000') are spaces. */
const shown = (message: string) => message.replace(/\s+/g, " ");

function renderForm(props: Partial<Parameters<typeof MilForm>[0]> = {}, rates: ExpenseRates = DEFAULT_EXPENSE_RATES, ...handlers: RequestHandler[]) {
  const server = expenseServer();
  const onDone = vi.fn();
  const log = mockApi(...handlers, server.handler, expenseRatesHandler(rates), formProjectsHandler(), lockedPeriodsHandler());
  renderWithProviders(<MilForm today={TODAY} onDone={onDone} onCancel={() => {}} {...props} />);
  return { ...log, server, onDone, user: userEvent.setup() };
}

describe("MilForm", () => {
  it("shows the kronor as the kilometres are typed: 123 km = 12,3 mil × 25,00 kr = 307,50 kr", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Kilometer"), "123");
    expect(await screen.findByText("123 km = 12,3 mil × 25,00 kr = 307,50 kr")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Kilometer"));
    await user.type(screen.getByLabelText("Kilometer"), "120");
    expect(screen.getByText("120 km = 12 mil × 25,00 kr = 300,00 kr")).toBeInTheDocument();
  });

  it("splits a company rate above the tax-free one into its tax-free and taxable part", async () => {
    const { user } = renderForm({}, { ...DEFAULT_EXPENSE_RATES, mileageRate: "30.00" });
    await user.type(screen.getByLabelText("Kilometer"), "123");
    expect(await screen.findByText("123 km = 12,3 mil × 30,00 kr = 369,00 kr")).toBeInTheDocument();
    const parts = screen.getByRole("list", { name: "Varav" });
    expect(within(parts).getByText("Milersättning, skattefri:")).toBeInTheDocument();
    expect(within(parts).getByText("12,3 mil × 25,00 kr = 307,50 kr")).toBeInTheDocument();
    expect(within(parts).getByText("Milersättning, skattepliktig:")).toBeInTheDocument();
    expect(within(parts).getByText("12,3 mil × 5,00 kr = 61,50 kr")).toBeInTheDocument();
  });

  it("has no accessibility violations, with the kronor counted in their parts and a message under a field", async () => {
    const { user } = renderForm({}, { ...DEFAULT_EXPENSE_RATES, mileageRate: "30.00" });
    await user.type(screen.getByLabelText("Kilometer"), "123");
    expect(await screen.findByRole("list", { name: "Varav" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Skicka milersättning" }));
    expect(await screen.findByText(EXPENSE_MSG.routeRequired)).toBeInTheDocument();
    await expectNoAxeViolations("the milersättning form");
  });

  it("takes whole kilometres only, with the server's message, and sends nothing", async () => {
    const { user, callsTo } = renderForm();
    await user.type(screen.getByLabelText("Kilometer"), "12,5");
    await user.type(screen.getByLabelText("Sträcka och syfte"), "Kontoret - Bygget");
    await user.click(screen.getByRole("button", { name: "Skicka milersättning" }));
    expect(await screen.findByText(shown(EXPENSE_MSG.kmRange))).toBeInTheDocument();
    expect(screen.queryByText(/km =/)).not.toBeInTheDocument();
    expect(callsTo("POST", "/api/expenses")).toHaveLength(0);
  });

  it("asks for the route and purpose", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Kilometer"), "40");
    await user.click(screen.getByRole("button", { name: "Skicka milersättning" }));
    expect(await screen.findByText(EXPENSE_MSG.routeRequired)).toBeInTheDocument();
  });

  it("sends the drive with a clientId, the project optional, and moves on", async () => {
    const { user, server, onDone } = renderForm();
    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.type(screen.getByLabelText("Kilometer"), "123");
    await user.type(screen.getByLabelText("Sträcka och syfte"), "Kontoret - Bygget, materialhämtning");
    await user.selectOptions(screen.getByLabelText("Projekt (valfritt)"), FORM_PROJECTS[0].id);
    await user.click(screen.getByRole("button", { name: "Skicka milersättning" }));
    expect(await screen.findByText("Ersättning skickad")).toBeInTheDocument();
    expect([...server.stored.values()]).toEqual([
      expect.objectContaining({
        kind: "mil",
        km: 123,
        route: "Kontoret - Bygget, materialhämtning",
        date: TODAY,
        projectId: FORM_PROJECTS[0].id,
        clientId: expect.any(String),
      }),
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("changes a sent drive with PATCH, showing why it was sent back", async () => {
    const sent = buildMil({ status: "draft", returnReason: "Ange vilket bygge du körde till" });
    const { http, HttpResponse } = await import("msw");
    const patch = vi.fn();
    const { user } = renderForm(
      { expense: sent },
      DEFAULT_EXPENSE_RATES,
      http.patch(`/api/expenses/${sent.id}`, async ({ request }) => {
        patch(await request.json());
        return HttpResponse.json({ ...sent, status: "submitted", returnReason: null });
      }),
    );
    expect(screen.getByRole("heading", { name: "Ändra milersättning" })).toBeInTheDocument();
    expect(screen.getByText("Skickad tillbaka: Ange vilket bygge du körde till")).toBeInTheDocument();
    expect(screen.getByLabelText("Kilometer")).toHaveValue("123");
    await user.clear(screen.getByLabelText("Sträcka och syfte"));
    await user.type(screen.getByLabelText("Sträcka och syfte"), "Kontoret - Bygget Kajen");
    await user.click(screen.getByRole("button", { name: "Skicka milersättning" }));
    expect(await screen.findByText("Ersättning uppdaterad")).toBeInTheDocument();
    await waitFor(() => expect(patch).toHaveBeenCalledWith(expect.objectContaining({ kind: "mil", km: 123, route: "Kontoret - Bygget Kajen" })));
  });
});
