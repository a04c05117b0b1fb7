// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXPENSE_MSG } from "@shared/validation";
import { expectNoAxeViolations } from "@/test/axe";
import { expenseRatesHandler, expenseServer } from "@/test/expense-handlers";
import { formProjectsHandler } from "@/test/form-projects";
import { mockApi } from "@/test/msw";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { TraktForm } from "./trakt-form";

const TODAY = "2026-11-20";

function renderForm() {
  const server = expenseServer();
  const onDone = vi.fn();
  const log = mockApi(server.handler, expenseRatesHandler(), formProjectsHandler(), lockedPeriodsHandler());
  renderWithProviders(<TraktForm today={TODAY} onDone={onDone} onCancel={() => {}} />);
  return { ...log, server, onDone, user: userEvent.setup() };
}

/** The phone's date-and-time field takes its value whole, as its picker writes it. */
function setTimes(departAt: string, returnAt: string) {
  fireEvent.change(screen.getByLabelText("Avresa"), { target: { value: departAt } });
  fireEvent.change(screen.getByLabelText("Hemkomst"), { target: { value: returnAt } });
}

async function answer(user: ReturnType<typeof userEvent.setup>, question: string | RegExp, yes: boolean) {
  await user.click(within(screen.getByRole("group", { name: question })).getByLabelText(yes ? "Ja" : "Nej"));
}

async function qualifyingTrip(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Resmål"), "Bygget i Sundsvall");
  await answer(user, "Övernattning", true);
  await answer(user, /Mer än 50 km/, true);
}

const summary = () => screen.getByRole("region", { name: "Traktamente" });

describe("TraktForm", () => {
  it("has no accessibility violations, with a trip's days, meals and sum", async () => {
    const { user } = renderForm();
    await qualifyingTrip(user);
    setTimes("2026-11-16T07:00", "2026-11-17T20:00");
    await user.click(within(await screen.findByRole("group", { name: "Tisdag 17 nov" })).getByLabelText("Lunch"));
    expect(await within(summary()).findByText("Totalt 645,00 kr")).toBeInTheDocument();
    await expectNoAxeViolations("the traktamente form");
  });

  it("counts a departure at 11:59 as a whole day and at 12:00 as a half day, as it is typed", async () => {
    const { user } = renderForm();
    await qualifyingTrip(user);
    setTimes("2026-11-16T11:59", "2026-11-17T18:00");
    expect(await within(summary()).findByText("1 hel dag, 1 halvdag, 1 natt")).toBeInTheDocument();
    expect(within(summary()).getByText("Totalt 600,00 kr")).toBeInTheDocument();
    expect(within(summary()).getByText("1 dag × 300,00 kr = 300,00 kr")).toBeInTheDocument();
    expect(within(summary()).getByText("1 dag × 150,00 kr = 150,00 kr")).toBeInTheDocument();
    expect(within(summary()).getByText("1 natt × 150,00 kr = 150,00 kr")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Avresa"), { target: { value: "2026-11-16T12:00" } });
    expect(await within(summary()).findByText("0 hela dagar, 2 halvdagar, 1 natt")).toBeInTheDocument();
    expect(within(summary()).getByText("Totalt 450,00 kr")).toBeInTheDocument();
  });

  it("counts the return day whole only after 19:00, and no night when the employer paid the lodging", async () => {
    const { user } = renderForm();
    await qualifyingTrip(user);
    setTimes("2026-11-16T07:00", "2026-11-17T19:00");
    expect(await within(summary()).findByText("1 hel dag, 1 halvdag, 1 natt")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Hemkomst"), { target: { value: "2026-11-17T19:01" } });
    expect(await within(summary()).findByText("2 hela dagar, 0 halvdagar, 1 natt")).toBeInTheDocument();
    await answer(user, "Logi betald av arbetsgivaren", true);
    expect(await within(summary()).findByText("2 hela dagar, 0 halvdagar, 0 nätter")).toBeInTheDocument();
    expect(within(summary()).getByText("Totalt 600,00 kr")).toBeInTheDocument();
  });

  it("says why a trip pays nothing, and its button says so and sends nothing", async () => {
    const { user, callsTo } = renderForm();
    await user.type(screen.getByLabelText("Resmål"), "Bygget i Sundsvall");
    setTimes("2026-11-16T07:00", "2026-11-17T20:00");
    await answer(user, "Övernattning", false);
    await answer(user, /Mer än 50 km/, true);
    expect(await screen.findByText(EXPENSE_MSG.trip["no-overnight"])).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Inget traktamente betalas ut" });
    expect(button).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Skicka traktamente" })).not.toBeInTheDocument();

    await answer(user, "Övernattning", true);
    await answer(user, /Mer än 50 km/, false);
    expect(await screen.findByText(EXPENSE_MSG.trip["under-50km"])).toBeInTheDocument();

    await answer(user, /Mer än 50 km/, true);
    setTimes("2026-11-16T07:00", "2026-11-16T20:00");
    expect(await screen.findByText(EXPENSE_MSG.trip["same-day"])).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Inget traktamente betalas ut" }));
    expect(callsTo("POST", "/api/expenses")).toHaveLength(0);
  });

  it("offers the free meals of each trip day, subtracts them and sends only the days with one", async () => {
    const { user, server, onDone } = renderForm();
    await qualifyingTrip(user);
    setTimes("2026-11-16T07:00", "2026-11-17T20:00");
    const tuesday = await screen.findByRole("group", { name: "Tisdag 17 nov" });
    expect(screen.getByRole("group", { name: "Måndag 16 nov" })).toBeInTheDocument();
    await user.click(within(tuesday).getByLabelText("Lunch"));
    expect(await within(summary()).findByText("1 måltid × 105,00 kr = −105,00 kr")).toBeInTheDocument();
    expect(within(summary()).getByText("Totalt 645,00 kr")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Skicka traktamente" }));
    expect(await screen.findByText("Ersättning skickad")).toBeInTheDocument();
    expect([...server.stored.values()]).toEqual([
      {
        kind: "trakt",
        departAt: "2026-11-16T07:00",
        returnAt: "2026-11-17T20:00",
        destination: "Bygget i Sundsvall",
        overnight: true,
        distanceOver50km: true,
        lodgingPaid: false,
        meals: [{ date: "2026-11-17", breakfast: false, lunch: true, dinner: false }],
        projectId: null,
        clientId: expect.any(String),
      },
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it("asks for each unanswered question and for the destination before sending", async () => {
    const { user, callsTo } = renderForm();
    setTimes("2026-11-16T07:00", "2026-11-17T20:00");
    await user.click(screen.getByRole("button", { name: "Skicka traktamente" }));
    expect(await screen.findAllByText(EXPENSE_MSG.yesNo)).toHaveLength(2);
    expect(screen.getByText(EXPENSE_MSG.destinationRequired)).toBeInTheDocument();
    expect(callsTo("POST", "/api/expenses")).toHaveLength(0);
  });
});
