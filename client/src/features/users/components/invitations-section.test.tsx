// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { InvitationsSection } from "./invitations-section";

/** What the section asks for: the open invitations, the registration setting, whether mail is sent. */
function renderSection(...handlers: RequestHandler[]) {
  const mock = mockApi(
    ...handlers,
    http.get("/api/invitations", () => HttpResponse.json([])),
    http.get("/api/settings/accounts", () => HttpResponse.json({ registration: "invite" })),
    http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin: true, resetLinkInLog: false, mailConfigured: false, registration: "invite" })),
  );
  renderWithProviders(<InvitationsSection />);
  return mock;
}

describe("InvitationsSection", () => {
  it("invites someone: the link to copy is shown, and says the server sends no mail", async () => {
    const url = "http://127.0.0.1:5000/register?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";
    const created = { id: "00000000-0000-4000-8000-0000000000cc", email: "ny@bygg.se", expiresAt: "2026-12-03T10:00:00.000Z", url };
    const { callsTo } = renderSection(http.post("/api/invitations", () => HttpResponse.json(created, { status: 201 })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Bjud in" }));
    await user.click(screen.getByRole("button", { name: "Skapa inbjudan" }));
    expect(await screen.findByText("Ogiltig e-postadress")).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-post"), "ny@bygg.se");
    await user.type(screen.getByLabelText("Fullständigt namn"), "Nils Nilsson");
    await user.selectOptions(screen.getByLabelText("Roll"), "admin");
    expect(screen.getByLabelText("Språk")).toHaveValue("sv");
    await user.selectOptions(screen.getByLabelText("Språk"), "Polski");
    await user.click(screen.getByRole("button", { name: "Skapa inbjudan" }));
    expect(await screen.findByRole("heading", { name: "Inbjudan skapad" })).toBeInTheDocument();
    expect(screen.getByLabelText("Inbjudningslänk")).toHaveValue(url);
    expect(await screen.findByText(/Servern skickar ingen e-post/)).toBeInTheDocument();
    expect(callsTo("POST", "/api/invitations")[0].body).toEqual({
      email: "ny@bygg.se",
      fullName: "Nils Nilsson",
      role: "admin",
      employeeNumber: null,
      employedFrom: null,
      locale: "pl",
    });
    // A customer is never invited: the roles offered are the worker's and the admin's.
    expect(screen.queryByRole("option", { name: "Kund" })).not.toBeInTheDocument();
  });

  it("sends 'Anställd från' with the invitation, and shows the server's word on it under the field", async () => {
    let answer: "bad" | "ok" = "bad";
    const url = "http://127.0.0.1:5000/register?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";
    const { callsTo } = renderSection(
      http.post("/api/invitations", () =>
        answer === "bad"
          ? HttpResponse.json(
              {
                code: "validation.failed",
                message: "Ogiltigt datum",
                errors: { employedFrom: "Ogiltigt datum" },
                errorCodes: { employedFrom: "field.date-invalid" },
              },
              { status: 400 },
            )
          : HttpResponse.json({ id: "00000000-0000-4000-8000-0000000000cc", email: "ny@bygg.se", expiresAt: "2026-12-03T10:00:00.000Z", url }, { status: 201 }),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Bjud in" }));
    await user.type(screen.getByLabelText("E-post"), "ny@bygg.se");
    await user.type(screen.getByLabelText("Fullständigt namn"), "Nils Nilsson");
    const employedFrom = screen.getByLabelText("Anställd från");
    expect(employedFrom).toHaveAttribute("type", "date");
    await user.type(employedFrom, "2026-12-01");
    await user.click(screen.getByRole("button", { name: "Skapa inbjudan" }));
    await waitFor(() => expect(screen.getByLabelText("Anställd från")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText("Anställd från")).toHaveAccessibleDescription(/Ogiltigt datum/);
    answer = "ok";
    await user.click(screen.getByRole("button", { name: "Skapa inbjudan" }));
    expect(await screen.findByRole("heading", { name: "Inbjudan skapad" })).toBeInTheDocument();
    expect(callsTo("POST", "/api/invitations").map((call) => (call.body as { employedFrom: unknown }).employedFrom)).toEqual(["2026-12-01", "2026-12-01"]);
  });

  it("has no accessibility violations with an invitation made, and an open one listed", async () => {
    const url = "http://127.0.0.1:5000/register?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";
    const created = { id: "00000000-0000-4000-8000-0000000000cc", email: "ny@bygg.se", expiresAt: "2026-12-03T10:00:00.000Z", url };
    const open = {
      ...created,
      id: "00000000-0000-4000-8000-0000000000dd",
      fullName: "Väntande Person",
      role: "worker",
      employeeNumber: null,
      createdAt: "2026-11-26T10:00:00.000Z",
    };
    renderSection(
      http.get("/api/invitations", () => HttpResponse.json([open])),
      http.post("/api/invitations", () => HttpResponse.json(created, { status: 201 })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Bjud in" }));
    await user.type(screen.getByLabelText("E-post"), "ny@bygg.se");
    await user.type(screen.getByLabelText("Fullständigt namn"), "Nils Nilsson");
    await user.click(screen.getByRole("button", { name: "Skapa inbjudan" }));
    expect(await screen.findByRole("heading", { name: "Inbjudan skapad" })).toBeInTheDocument();
    expect(await screen.findByText(/Servern skickar ingen e-post/)).toBeInTheDocument();
    await expectNoAxeViolations("the invitation made");
  });

  it("lists open invitations with their 'Anställd från' and withdraws one", async () => {
    const open = {
      id: "00000000-0000-4000-8000-0000000000dd",
      email: "vantar@bygg.se",
      fullName: "Väntande Person",
      role: "worker",
      employeeNumber: null,
      employedFrom: "2026-12-07",
      expiresAt: "2026-12-03T10:00:00.000Z",
      createdAt: "2026-11-26T10:00:00.000Z",
    };
    let listed = [open];
    const { callsTo } = renderSection(
      http.get("/api/invitations", () => HttpResponse.json(listed)),
      http.delete(`/api/invitations/${open.id}`, () => {
        listed = [];
        return HttpResponse.json({ message: "Inbjudan har dragits tillbaka" });
      }),
    );
    const user = userEvent.setup();
    // The admin sees the 'Anställd från' the account will get.
    expect(await screen.findByText(/anställd från 7 dec\. 2026/)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Dra tillbaka inbjudan till Väntande Person" }));
    expect(await screen.findByText("Inga öppna inbjudningar.")).toBeInTheDocument();
    expect(callsTo("DELETE", `/api/invitations/${open.id}`)).toHaveLength(1);
  });

  it("switches registration between invitations only and open", async () => {
    const { callsTo } = renderSection(http.put("/api/settings/accounts", () => HttpResponse.json({ registration: "open" })));
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole("radio", { name: /Endast med inbjudan/ })).toBeChecked());
    await user.click(screen.getByRole("radio", { name: /Öppen registrering/ }));
    expect(await screen.findByText("Inställningen har sparats")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Öppen registrering/ })).toBeChecked();
    expect(callsTo("PUT", "/api/settings/accounts")[0].body).toEqual({ registration: "open" });
  });
});
