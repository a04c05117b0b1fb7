// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ForgotPasswordForm } from "./forgot-password-form";

/** GET /api/admin/status of a server that mails (SMTP), or of one in development without SMTP. */
const MAILS = { hasAdmin: true, resetLinkInLog: false, mailConfigured: true };
const DEV_WITHOUT_SMTP = { hasAdmin: true, resetLinkInLog: true, mailConfigured: false };
const PRODUCTION_WITHOUT_SMTP = { hasAdmin: true, resetLinkInLog: false, mailConfigured: false };
const ASK_ADMIN = "Lösenord kan inte återställas via e-post här – be en administratör att sätta ett nytt lösenord åt dig";
const status = (body: object) => http.get("/api/admin/status", () => HttpResponse.json(body));

describe("ForgotPasswordForm", () => {
  it("has no accessibility violations, with the message under the field", async () => {
    mockApi(status(MAILS));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));
    expect(await screen.findByText("Ogiltig e-postadress")).toBeInTheDocument();
    await expectNoAxeViolations("'Glömt lösenord' with its message");
  });

  it("asks for a valid address", async () => {
    const { callsTo } = mockApi(status(MAILS));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-post"), "inte-en-adress");
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));
    expect(await screen.findByText("Ogiltig e-postadress")).toBeInTheDocument();
    expect(callsTo("POST", "/api/forgot-password")).toHaveLength(0);
  });

  it("after sending where mail is sent, shows 'Kontrollera din e-post' and the server's message", async () => {
    const message = "Om e-postadressen finns kommer du få ett återställningsmeddelande";
    const { callsTo } = mockApi(
      http.post("/api/forgot-password", () => HttpResponse.json({ message })),
      status(MAILS),
    );
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-post"), "arbetare@demo.se");
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));

    expect(await screen.findByRole("heading", { name: "Kontrollera din e-post" })).toBeInTheDocument();
    expect(screen.getByText("Begäran skickad")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(callsTo("POST", "/api/forgot-password")[0].body).toEqual({ email: "arbetare@demo.se" });
  });

  it("in development without SMTP, says after sending to ask an admin, with the developer note", async () => {
    mockApi(
      http.post("/api/forgot-password", () => HttpResponse.json({ message: ASK_ADMIN })),
      status(DEV_WITHOUT_SMTP),
    );
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-post"), "arbetare@demo.se");
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));

    expect(await screen.findByRole("heading", { name: "Glömt lösenord?" })).toBeInTheDocument();
    expect(screen.getAllByText(ASK_ADMIN).length).toBeGreaterThan(0);
    expect(screen.queryByRole("heading", { name: "Kontrollera din e-post" })).not.toBeInTheDocument();
    expect(await screen.findByText(/serverns konsollogg/)).toBeInTheDocument();
  });

  it("on a production server without SMTP, says at once to ask an admin and promises no e-mail", async () => {
    const { callsTo } = mockApi(status(PRODUCTION_WITHOUT_SMTP));
    renderWithProviders(<ForgotPasswordForm />);
    expect(await screen.findByText(ASK_ADMIN)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Skicka instruktioner" })).not.toBeInTheDocument();
    expect(screen.queryByText(/skickar vi instruktioner/)).not.toBeInTheDocument();
    expect(screen.queryByText("Information för utvecklare")).not.toBeInTheDocument();
    expect(callsTo("POST", "/api/forgot-password")).toHaveLength(0);
  });

  it("toasts 'Kunde inte skicka begäran' when the request fails", async () => {
    mockApi(http.post("/api/forgot-password", reply(500)), status(MAILS));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-post"), "arbetare@demo.se");
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));
    expect(await screen.findByText("Kunde inte skicka begäran")).toBeInTheDocument();
    expect(screen.getByLabelText("E-post")).toBeInTheDocument();
  });

  it("shows no developer note where the server mails the link or runs in production", async () => {
    mockApi(
      http.post("/api/forgot-password", () => HttpResponse.json({ message: "Skickat" })),
      status(MAILS),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-post"), "arbetare@demo.se");
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));
    expect(await screen.findByRole("heading", { name: "Kontrollera din e-post" })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(["/api/admin/status"])).toBeDefined());
    expect(screen.queryByText("Information för utvecklare")).not.toBeInTheDocument();
    expect(screen.queryByText(/SMTP_URL/)).not.toBeInTheDocument();
  });
});
