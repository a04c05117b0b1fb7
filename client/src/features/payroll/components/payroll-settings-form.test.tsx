// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import { IDENTITY_CODE_MAP } from "@shared/validation/payroll";
import { mockApi } from "@/test/msw";
import { buildPayrollSettings } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { PayrollSettingsForm } from "./payroll-settings-form";

function setup(...handlers: RequestHandler[]) {
  const log = mockApi(
    ...handlers,
    http.get("/api/settings/payroll", () => HttpResponse.json(buildPayrollSettings())),
  );
  renderWithProviders(<PayrollSettingsForm onClose={vi.fn()} />);
  return log;
}

describe("PayrollSettingsForm ('Löneinställningar')", () => {
  it("checks the organisation number with the shared schema before saving", async () => {
    const { callsTo } = setup();
    const user = userEvent.setup();
    const org = await screen.findByLabelText("Organisationsnummer");
    await user.clear(org);
    await user.type(org, "5560360793");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Organisationsnummer anges som NNNNNN-NNNN")).toBeInTheDocument();
    expect(org).toHaveAttribute("aria-invalid", "true");

    await user.clear(org);
    await user.type(org, "556036-0794");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Organisationsnumret är inte giltigt (kontrollsiffran stämmer inte)")).toBeInTheDocument();
    expect(callsTo("PUT", "/api/settings/payroll")).toHaveLength(0);
  });

  it("saves the company, the overtime rule and the whole code map with PUT", async () => {
    const { callsTo } = setup(http.put("/api/settings/payroll", async ({ request }) => HttpResponse.json(await request.json())));
    const user = userEvent.setup();
    const name = await screen.findByLabelText("Företagsnamn");
    expect(screen.getByLabelText("Lönekod för Sjukdom")).toHaveValue("SJK");
    await user.clear(name);
    await user.type(name, "Bygg & Betong AB");
    await user.selectOptions(screen.getByLabelText("Övertidsregel"), "Per fyra veckor (48 h)");
    await user.selectOptions(screen.getByLabelText("Lönekod för Sjukdom"), "SJK_KAR");
    await user.click(screen.getByRole("button", { name: "Spara inställningar" }));
    expect(await screen.findByText("Löneinställningarna har sparats")).toBeInTheDocument();
    expect(callsTo("PUT", "/api/settings/payroll")[0].body).toEqual({
      companyName: "Bygg & Betong AB",
      orgNumber: "556036-0793",
      overtimeRule: "four-weeks",
      codeMap: { ...IDENTITY_CODE_MAP, SJK: "SJK_KAR" },
    });
  });
});
