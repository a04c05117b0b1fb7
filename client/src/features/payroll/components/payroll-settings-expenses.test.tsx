// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { DEFAULT_PAY_CODE_MAP, PAY_CODE_INFO, PAY_CODES } from "@shared/domain";
import { EXPENSE_MSG } from "@shared/validation/expenses";
import { savePayrollSettingsHandler } from "@/test/payroll-handlers";
import { setupSettingsForm } from "@/test/payroll-panel";
import { sentWhenShown } from "@/test/sent";

const echo = savePayrollSettingsHandler();

const save = async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Spara inställningar" }));

describe("PayrollSettingsForm's ersättningar", () => {
  it("shows the rates with Skatteverket's figures, says a collective agreement or a new year changes them, and saves them as kronor", async () => {
    const { callsTo } = setupSettingsForm(echo);
    const user = userEvent.setup();
    const mileage = await screen.findByLabelText("Milersättning per mil (kr)");
    expect(mileage).toHaveValue("25,00");
    expect(screen.getByLabelText("Varav skattefritt per mil (kr)")).toHaveValue("25,00");
    expect(screen.getByLabelText("Varav skattefritt per mil (kr)")).toHaveAccessibleDescription(/Skatteverket: 25,00\skr för egen bil/);
    expect(screen.getByLabelText("Traktamente, hel dag (kr)")).toHaveValue("300,00");
    expect(screen.getByLabelText("Traktamente, hel dag (kr)")).toHaveAccessibleDescription(/Skatteverket: 300,00\skr\. En halv dag är hälften\./);
    expect(screen.getByLabelText("Nattraktamente (kr)")).toHaveValue("150,00");
    expect(screen.getByLabelText("Måltidsavdrag frukost (%)")).toHaveValue(20);
    expect(screen.getByLabelText("Måltidsavdrag lunch (%)")).toHaveValue(35);
    expect(screen.getByLabelText("Måltidsavdrag middag (%)")).toHaveValue(35);
    expect(screen.getByText(/Ett kollektivavtal kan ge andra belopp, och Skatteverkets ändras ofta vid ett nytt år/)).toBeInTheDocument();

    await user.clear(mileage);
    await user.type(mileage, "30,5");
    await user.clear(screen.getByLabelText("Traktamente, hel dag (kr)"));
    await user.type(screen.getByLabelText("Traktamente, hel dag (kr)"), "310");
    await user.clear(screen.getByLabelText("Måltidsavdrag lunch (%)"));
    await user.type(screen.getByLabelText("Måltidsavdrag lunch (%)"), "30");
    await save(user);
    expect(await sentWhenShown(callsTo, "Löneinställningarna har sparats", "PUT", "/api/settings/payroll")).toMatchObject({
      mileageRate: "30.50",
      mileageTaxFree: "25.00",
      allowanceFull: "310.00",
      allowanceNight: "150.00",
      mealShares: { breakfast: 20, lunch: 30, dinner: 35 },
    });
    // What was saved comes back written as it is typed.
    expect(mileage).toHaveValue("30,50");
  });

  it("refuses a rate with three decimals and meal reductions over 100 % with the shared schema's messages, and sends nothing", async () => {
    const { callsTo } = setupSettingsForm(echo);
    const user = userEvent.setup();
    const night = await screen.findByLabelText("Nattraktamente (kr)");
    await user.clear(night);
    await user.type(night, "150,005");
    await user.clear(screen.getByLabelText("Måltidsavdrag frukost (%)"));
    await user.type(screen.getByLabelText("Måltidsavdrag frukost (%)"), "50");
    await save(user);
    expect(await screen.findByText(EXPENSE_MSG.rateFormat)).toBeInTheDocument();
    expect(night).toHaveAttribute("aria-invalid", "true");
    // The shares are checked together once each is a whole percent.
    await user.clear(night);
    await user.type(night, "150");
    await save(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(EXPENSE_MSG.mealSharesTotal);
    expect(callsTo("PUT", "/api/settings/payroll")).toHaveLength(0);
  });

  it("lists every pay code as a text field holding the code, and saves a company's own löneart", async () => {
    const { callsTo } = setupSettingsForm(echo);
    const user = userEvent.setup();
    const mil = await screen.findByLabelText("Lönekod för Milersättning, skattefri");
    for (const code of PAY_CODES) expect(screen.getByRole("textbox", { name: `Lönekod för ${PAY_CODE_INFO[code].label}` })).toHaveValue(code);
    expect(screen.getByText("Ersättningar i lönesystemet")).toBeInTheDocument();
    await user.clear(mil);
    await user.type(mil, "7210");
    await save(user);
    const { codeMap } = (await sentWhenShown(callsTo, "Löneinställningarna har sparats", "PUT", "/api/settings/payroll")) as {
      codeMap: Record<string, string>;
    };
    expect(codeMap).toMatchObject({ ...DEFAULT_PAY_CODE_MAP, MIL_FRI: "7210", SJK: "SJK" });
  });

  it("refuses an empty pay code, and puts the server's message on the one it refuses", async () => {
    const { callsTo } = setupSettingsForm(
      http.put("/api/settings/payroll", () =>
        HttpResponse.json({ message: "Ogiltiga uppgifter", errors: { "codeMap.UTLÄGG": EXPENSE_MSG.payrollArticle } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    const night = await screen.findByLabelText("Lönekod för Nattraktamente");
    await user.clear(night);
    await save(user);
    expect(await screen.findByText(EXPENSE_MSG.payrollArticle)).toBeInTheDocument();
    expect(night).toHaveAttribute("aria-invalid", "true");
    expect(callsTo("PUT", "/api/settings/payroll")).toHaveLength(0);

    await user.type(night, "INRNAT_FRI");
    await save(user);
    const outlay = screen.getByLabelText("Lönekod för Utlägg");
    expect(await within(outlay.parentElement as HTMLElement).findByText(EXPENSE_MSG.payrollArticle)).toBeInTheDocument();
    expect(outlay).toHaveAttribute("aria-invalid", "true");
    expect(night).not.toHaveAttribute("aria-invalid");
  });
});
