// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { APPROVED, approvedDrive, approvedMonday, monday, NONE, region, serve } from "@/test/approval-queue";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { shownToast } from "@/test/toasts";
import { ApprovalsScreen } from "./approvals-screen";

describe("Att godkänna: 'Godkända, ej attesterade'", () => {
  it("lists what the arbetsledare approved and payroll has not attested, from the server, by week and worker", async () => {
    serve(NONE, () => APPROVED);
    renderWithProviders(<ApprovalsScreen />);
    expect(await screen.findByText("Inget väntar på ditt godkännande.")).toBeInTheDocument();
    const section = await region("Godkända, ej attesterade");
    expect(within(section).getByRole("heading", { name: "Godkända, ej attesterade", level: 2 })).toBeInTheDocument();
    const [erik, anna] = await within(section).findAllByRole("heading", { level: 3 });
    expect(erik).toHaveTextContent("Erik Andersson");
    expect(anna).toHaveTextContent("Anna Berg");
    expect(within(section).getByText("Vecka 47 · 16 nov. – 22 nov. · 8,0 tim")).toBeInTheDocument();
    expect(within(section).getByText(/Vecka 48 · 23 nov\. – 29 nov\./)).toBeInTheDocument();
    expect(within(section).getByText("Godkänd 20 nov.").parentElement).toHaveTextContent("P-2026-004 Brf Eken · Godkänd 20 nov.");
    expect(within(section).getByText("307,50 kr")).toBeInTheDocument();
    expect(within(section).getAllByRole("button", { name: /^Ångra godkännande av / })).toHaveLength(2);
    await expectNoAxeViolations("'Godkända, ej attesterade'");
  });

  it("undoes an approval with a reason and the updatedAt it was listed with; on a 409 reloads both lists", async () => {
    let approved = APPROVED;
    const { callsTo } = serve(NONE, () => approved);
    mockApi(
      http.post(`/api/expenses/${approvedDrive.id}/unapprove`, () => {
        approved = { reports: [approvedMonday], expenses: [] };
        return HttpResponse.json({ ...approvedDrive, approvedAt: null, approvedBy: null });
      }),
      http.post(`/api/time-reports/${approvedMonday.id}/unapprove`, () =>
        HttpResponse.json(
          { code: "approval.report-not-unapprovable", message: "Endast godkända rapporter som inte är attesterade kan få godkännandet ångrat" },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApprovalsScreen />);
    const section = await region("Godkända, ej attesterade");
    await user.click(await within(section).findByRole("button", { name: "Ångra godkännande av Milersättning 307,50 kr Tisdag 24 nov" }));
    const undo = await screen.findByRole("dialog", { name: "Ångra godkännande" });
    expect(undo).toHaveTextContent("Milersättning 307,50 kr Tisdag 24 nov för Anna Berg går tillbaka till listan Att godkänna. Skriv varför.");
    await user.click(within(undo).getByRole("button", { name: "Ångra godkännande" }));
    expect(await within(undo).findByText("Ange en anledning på minst 10 tecken")).toBeInTheDocument();
    await user.type(within(undo).getByLabelText("Anledning"), "Fel dag, godkände av misstag.");
    await user.click(within(undo).getByRole("button", { name: "Ångra godkännande" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo("POST", `/api/expenses/${approvedDrive.id}/unapprove`)[0]?.body).toEqual({
      reason: "Fel dag, godkände av misstag.",
      updatedAt: "2026-11-25T07:00:00.000Z",
    });
    expect(shownToast()).toEqual({ title: "Godkännandet är ångrat", description: "Den väntar på godkännande igen.", variant: undefined });
    await waitFor(() => expect(within(section).queryByText("Anna Berg")).not.toBeInTheDocument());

    // Attested meanwhile: the server refuses, the dialog says why and the lists are read again.
    const before = callsTo("GET", "/api/approvals").length;
    await user.click(within(section).getByRole("button", { name: "Ångra godkännande av Arbetad tid 8,0 tim Måndag 16 nov" }));
    const again = await screen.findByRole("dialog", { name: "Ångra godkännande" });
    await user.type(within(again).getByLabelText("Anledning"), "Fel dag, godkände av misstag.");
    await user.click(within(again).getByRole("button", { name: "Ångra godkännande" }));
    await waitFor(() => expect(callsTo("GET", "/api/approvals").length).toBeGreaterThanOrEqual(before + 2));
    expect(callsTo("POST", `/api/time-reports/${approvedMonday.id}/unapprove`)[0]?.body).toEqual({
      reason: "Fel dag, godkände av misstag.",
      updatedAt: monday.updatedAt,
    });
    expect(shownToast()).toMatchObject({
      description: "Endast godkända rapporter som inte är attesterade kan få godkännandet ångrat",
      variant: "destructive",
    });
  });
});
