// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { DEFAULT_EXPENSE_RATES, DEFAULT_PAXML_CODE_MAP, DEFAULT_PAY_CODE_MAP } from "@shared/domain";
import { expectNoAxeViolations } from "@/test/axe";
import { buildPayrollSettings, savePayrollSettingsHandler } from "@/test/payroll-handlers";
import { setupSettingsForm } from "@/test/payroll-panel";

describe("PayrollSettingsForm ('Löneinställningar')", () => {
  it("has no accessibility violations with the messages under the fields", async () => {
    setupSettingsForm();
    const user = userEvent.setup();
    const org = await screen.findByLabelText("Organisationsnummer");
    await user.clear(org);
    await user.type(org, "55603607");
    await user.clear(screen.getByLabelText("Ordinarie tid per vecka (h)"));
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Organisationsnummer anges som NNNNNN-NNNN")).toBeInTheDocument();
    expect(await screen.findByText("Ange gränsen i hela timmar")).toBeInTheDocument();
    await expectNoAxeViolations("'Löneinställningar' with its messages");
  });

  it("checks the organisation number with the shared schema before saving", async () => {
    const { callsTo } = setupSettingsForm();
    const user = userEvent.setup();
    const org = await screen.findByLabelText("Organisationsnummer");
    await user.clear(org);
    await user.type(org, "55603607");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Organisationsnummer anges som NNNNNN-NNNN")).toBeInTheDocument();
    expect(org).toHaveAttribute("aria-invalid", "true");

    await user.clear(org);
    await user.type(org, "556036-0794");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Organisationsnumret är inte giltigt (kontrollsiffran stämmer inte)")).toBeInTheDocument();
    expect(callsTo("PUT", "/api/settings/payroll")).toHaveLength(0);
  });

  it("writes an organisation number typed without the hyphen as NNNNNN-NNNN and saves it so", async () => {
    const { callsTo } = setupSettingsForm(savePayrollSettingsHandler());
    const user = userEvent.setup();
    const org = await screen.findByLabelText("Organisationsnummer");
    await user.clear(org);
    await user.type(org, "5560360793");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Löneinställningarna har sparats")).toBeInTheDocument();
    expect(callsTo("PUT", "/api/settings/payroll")[0].body).toMatchObject({ orgNumber: "556036-0793" });
    expect(org).toHaveValue("556036-0793");
  });

  it("lists the PAXml codes with their names, our own codes first", async () => {
    setupSettingsForm();
    const sick = await screen.findByLabelText("Lönekod för Sjukdom");
    const groups = within(sick).getAllByRole("group");
    expect(groups[0]).toHaveAttribute("label", "Våra koder");
    expect(
      within(groups[0])
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "ARB – Arbetad tid",
      "ÖT1 – Övertid 1",
      "ÖT2 – Övertid 2",
      "RE1 – Restid 1",
      "SJK – Sjuk",
      "SEM – Semester",
      "VAB – Vård av barn",
      "FPE – Föräldraledighet",
      "TJL – Tjänstledighet",
    ]);
    expect(within(sick).getByRole("option", { name: "SJK_KAR – Sjuk, karensavdrag" })).toHaveValue("SJK_KAR");
    expect(within(sick).getByRole("option", { selected: true })).toHaveTextContent("SJK – Sjuk");
  });

  it("saves the company, the overtime rule and the whole code map with PUT", async () => {
    const { callsTo } = setupSettingsForm(savePayrollSettingsHandler());
    const user = userEvent.setup();
    const name = await screen.findByLabelText("Företagsnamn");
    expect(screen.getByLabelText("Lönekod för Sjukdom")).toHaveValue("SJK");
    await user.clear(name);
    await user.type(name, "Bygg & Betong AB");
    await user.selectOptions(screen.getByLabelText("Övertidsregel"), "Per fyra veckor");
    await user.selectOptions(screen.getByLabelText("Lönekod för Sjukdom"), "SJK_KAR");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Löneinställningarna har sparats")).toBeInTheDocument();
    expect(callsTo("PUT", "/api/settings/payroll")[0].body).toEqual({
      companyName: "Bygg & Betong AB",
      orgNumber: "556036-0793",
      overtimeRule: "four-weeks",
      limits: { ordinaryWeek: 40, overtimeFourWeeks: 48, overtimeMonth: 50, overtimeYear: 200 },
      dailyNormHours: 8,
      codeMap: { ...DEFAULT_PAXML_CODE_MAP, ...DEFAULT_PAY_CODE_MAP, SJK: "SJK_KAR" },
      ...DEFAULT_EXPENSE_RATES,
      // Not on the form yet: the setting is sent back as it was read, so a save keeps it.
      approvalRequired: false,
    });
  });

  it("shows the four limits and saves changed ones as whole hours with the settings", async () => {
    const { callsTo } = setupSettingsForm(savePayrollSettingsHandler());
    const user = userEvent.setup();
    const week = await screen.findByLabelText("Ordinarie tid per vecka (h)");
    expect(week).toHaveValue(40);
    expect(screen.getByLabelText("Övertid per fyra veckor (h)")).toHaveValue(48);
    expect(screen.getByLabelText("Övertid per kalendermånad (h)")).toHaveValue(50);
    const year = screen.getByLabelText("Övertid per kalenderår (h)");
    expect(year).toHaveValue(200);

    await user.clear(week);
    await user.type(week, "38");
    await user.clear(year);
    await user.type(year, "150");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Löneinställningarna har sparats")).toBeInTheDocument();
    expect(callsTo("PUT", "/api/settings/payroll")[0].body).toMatchObject({
      limits: { ordinaryWeek: 38, overtimeFourWeeks: 48, overtimeMonth: 50, overtimeYear: 150 },
    });
  });

  it("shows the daily norm beside the limits and saves it in half hours; a quarter hour is refused", async () => {
    const { callsTo } = setupSettingsForm(savePayrollSettingsHandler());
    const user = userEvent.setup();
    const norm = await screen.findByLabelText("Ordinarie tid per dag (h)");
    expect(norm).toHaveValue(8);
    await user.clear(norm);
    await user.type(norm, "7.25");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Ange normen i hela eller halva timmar, 1–12")).toBeInTheDocument();
    expect(callsTo("PUT", "/api/settings/payroll")).toHaveLength(0);

    await user.clear(norm);
    await user.type(norm, "7.5");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Löneinställningarna har sparats")).toBeInTheDocument();
    expect(callsTo("PUT", "/api/settings/payroll")[0].body).toMatchObject({ dailyNormHours: 7.5 });
  });

  it("refuses an empty, zero or fractional limit with the shared schema's message and sends nothing", async () => {
    const { callsTo } = setupSettingsForm();
    const user = userEvent.setup();
    const week = await screen.findByLabelText("Ordinarie tid per vecka (h)");
    const month = screen.getByLabelText("Övertid per kalendermånad (h)");
    const year = screen.getByLabelText("Övertid per kalenderår (h)");
    await user.clear(week);
    await user.clear(month);
    await user.type(month, "0");
    await user.clear(year);
    await user.type(year, "12.5");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findAllByText("Ange gränsen i hela timmar")).toHaveLength(3);
    for (const input of [week, month, year]) expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Övertid per fyra veckor (h)")).not.toHaveAttribute("aria-invalid");
    expect(callsTo("PUT", "/api/settings/payroll")).toHaveLength(0);
  });

  it("puts the server's message on a limit it refuses", async () => {
    setupSettingsForm(
      http.put("/api/settings/payroll", () =>
        HttpResponse.json({ message: "Ogiltiga uppgifter", errors: { "limits.overtimeFourWeeks": "Ange gränsen i hela timmar" } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await screen.findByLabelText("Ordinarie tid per vecka (h)");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Ange gränsen i hela timmar")).toBeInTheDocument();
    expect(screen.getByLabelText("Övertid per fyra veckor (h)")).toHaveAttribute("aria-invalid", "true");
  });

  it("names a stored setting that cannot be read, and says no more of it once saved", async () => {
    const unreadable = [{ setting: "codeMap" as const, name: "Lönekoder" }];
    const { callsTo } = setupSettingsForm(
      http.get("/api/settings/payroll", () => HttpResponse.json(buildPayrollSettings({ unreadable }))),
      savePayrollSettingsHandler(),
    );
    const user = userEvent.setup();
    const notices = await screen.findByRole("list", { name: "Inställningar som inte kan läsas" });
    expect(notices).toHaveTextContent(
      "Varning: Den sparade inställningen Lönekoder kan inte läsas och visas med sitt förval. Kontrollera den och spara – tills dess stoppas det som behöver den.",
    );
    await expectNoAxeViolations("'Löneinställningar' naming a setting that cannot be read");

    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Löneinställningarna har sparats")).toBeInTheDocument();
    expect(callsTo("PUT", "/api/settings/payroll")[0].body).not.toHaveProperty("unreadable");
    expect(screen.queryByRole("list", { name: "Inställningar som inte kan läsas" })).not.toBeInTheDocument();
  });
});
