// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * A form's own checks in the active language (docs/i18n.md, "Errors"): the shared schema says
 * Swedish, and every form's `zodResolver` says it again in the language on screen, with its
 * numbers. The form itself is not changed for it.
 */

// Files share the module's language: each test leaves Swedish behind.
afterEach(async () => {
  await activateLocale("sv");
});

async function submitMismatched() {
  mockApi();
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordForm token="abc" />);
  return user;
}

describe("a form's messages", () => {
  it("in Polish: the schema's sentences, a number kept", async () => {
    await activateLocale("pl", ["account"]);
    const user = await submitMismatched();
    await user.click(screen.getByRole("button", { name: "Zapisz nowe hasło" }));
    expect((await screen.findAllByText("Hasło musi mieć co najmniej 8 znaków")).length).toBeGreaterThan(0);
    expect(screen.queryByText(/minst 8 tecken/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Nowe hasło"), "nyttlosen");
    await user.type(screen.getByLabelText("Powtórz hasło"), "annat123");
    await user.click(screen.getByRole("button", { name: "Zapisz nowe hasło" }));
    expect(await screen.findByText("Hasła nie są takie same")).toBeInTheDocument();
  });

  it("in English", async () => {
    await activateLocale("en", ["account"]);
    const user = await submitMismatched();
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect((await screen.findAllByText("Password must be at least 8 characters")).length).toBeGreaterThan(0);
  });
});
