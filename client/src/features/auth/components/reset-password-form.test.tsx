// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply, SIGNED_OUT_BODY } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ResetPasswordForm } from "./reset-password-form";

describe("ResetPasswordForm", () => {
  it("has no accessibility violations, without a token and with the messages under the fields", async () => {
    mockApi();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ResetPasswordForm token={null} />);
    await expectNoAxeViolations("'Ogiltig länk'");
    unmount();
    renderWithProviders(<ResetPasswordForm token="abc" />);
    await user.click(screen.getByRole("button", { name: "Spara nytt lösenord" }));
    expect((await screen.findAllByText(/minst 8 tecken/)).length).toBeGreaterThan(0);
    await expectNoAxeViolations("'Återställ lösenord' with its messages");
  });

  it("without a token shows 'Ogiltig länk' and a way back", () => {
    mockApi();
    renderWithProviders(<ResetPasswordForm token={null} />);
    expect(screen.getByRole("heading", { name: "Ogiltig länk" })).toBeInTheDocument();
    expect(screen.getByText("Återställningslänken är ogiltig eller har gått ut")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tillbaka till inloggning" })).toHaveAttribute("href", "/");
    expect(screen.queryByLabelText("Nytt lösenord")).not.toBeInTheDocument();
  });

  it("checks that the passwords match", async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="abc" />);
    await user.type(screen.getByLabelText("Nytt lösenord"), "nyttlosen");
    await user.type(screen.getByLabelText("Bekräfta lösenord"), "annat");
    await user.click(screen.getByRole("button", { name: "Spara nytt lösenord" }));
    expect(await screen.findByText("Lösenorden matchar inte")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("sends token and new password, toasts and goes to /", async () => {
    const { callsTo } = mockApi(
      http.post("/api/reset-password", () => HttpResponse.json({ message: "Lösenordet har återställts" })),
      http.get("/api/user", reply(401, SIGNED_OUT_BODY)),
    );
    const user = userEvent.setup();
    const { history } = renderWithProviders(<ResetPasswordForm token="abc" />, { path: "/reset-password?token=abc" });
    await user.type(screen.getByLabelText("Nytt lösenord"), "nyttlosen");
    await user.type(screen.getByLabelText("Bekräfta lösenord"), "nyttlosen");
    await user.click(screen.getByRole("button", { name: "Spara nytt lösenord" }));

    expect(await screen.findByText("Lösenord återställt")).toBeInTheDocument();
    expect(screen.getByText("Du kan nu logga in med ditt nya lösenord")).toBeInTheDocument();
    expect(callsTo("POST", "/api/reset-password")[0].body).toEqual({ token: "abc", newPassword: "nyttlosen" });
    expect(history.at(-1)).toBe("/");
  });

  it("shows the server's reason when the link has expired", async () => {
    mockApi(http.post("/api/reset-password", reply(400, { message: "Återställningslänken är ogiltig eller har gått ut" })));
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="old" />);
    await user.type(screen.getByLabelText("Nytt lösenord"), "nyttlosen");
    await user.type(screen.getByLabelText("Bekräfta lösenord"), "nyttlosen");
    await user.click(screen.getByRole("button", { name: "Spara nytt lösenord" }));
    expect(await screen.findByText("Fel")).toBeInTheDocument();
    expect(screen.getByText("Återställningslänken är ogiltig eller har gått ut")).toBeInTheDocument();
  });
});
