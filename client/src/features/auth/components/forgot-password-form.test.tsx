// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { ForgotPasswordForm } from "./forgot-password-form";

afterEach(() => vi.unstubAllGlobals());

describe("ForgotPasswordForm", () => {
  it("asks for a valid address", async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-post"), "inte-en-adress");
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));
    expect(await screen.findByText("Ogiltig e-postadress")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("after sending shows the notice, the developer note and the server's message", async () => {
    const message = "Om e-postadressen finns kommer du få ett återställningsmeddelande";
    const { callsTo } = mockFetch({ "POST /api/forgot-password": { body: { message } } });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-post"), "arbetare@demo.se");
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));

    expect(await screen.findByRole("heading", { name: "Kontrollera din e-post" })).toBeInTheDocument();
    expect(screen.getByText("Begäran skickad")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText(/serverns konsollogg/)).toBeInTheDocument();
    expect(screen.getByText(/SMTP_URL/)).toBeInTheDocument();
    expect(callsTo("POST", "/api/forgot-password")[0].body).toEqual({ email: "arbetare@demo.se" });
  });

  it("toasts 'Kunde inte skicka begäran' when the request fails", async () => {
    mockFetch({ "POST /api/forgot-password": { status: 500 } });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-post"), "arbetare@demo.se");
    await user.click(screen.getByRole("button", { name: "Skicka instruktioner" }));
    expect(await screen.findByText("Kunde inte skicka begäran")).toBeInTheDocument();
    expect(screen.getByLabelText("E-post")).toBeInTheDocument();
  });
});
