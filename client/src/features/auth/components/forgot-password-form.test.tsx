// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ForgotPasswordForm } from "./forgot-password-form";

describe("ForgotPasswordForm", () => {
  it("asks for a valid address", async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-post"), "inte-en-adress");
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));
    expect(await screen.findByText("Ogiltig e-postadress")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("after sending shows the notice, the developer note and the server's message", async () => {
    const message = "Om e-postadressen finns kommer du få ett återställningsmeddelande";
    const { callsTo } = mockApi(
      http.post("/api/forgot-password", () => HttpResponse.json({ message })),
      http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin: true, resetLinkInLog: true })),
    );
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-post"), "arbetare@demo.se");
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));

    expect(await screen.findByRole("heading", { name: "Kontrollera din e-post" })).toBeInTheDocument();
    expect(screen.getByText("Begäran skickad")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(await screen.findByText(/serverns konsollogg/)).toBeInTheDocument();
    expect(screen.getByText(/SMTP_URL/)).toBeInTheDocument();
    expect(callsTo("POST", "/api/forgot-password")[0].body).toEqual({ email: "arbetare@demo.se" });
  });

  it("toasts 'Kunde inte skicka begäran' when the request fails", async () => {
    mockApi(http.post("/api/forgot-password", reply(500)));
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
      http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin: true, resetLinkInLog: false })),
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
