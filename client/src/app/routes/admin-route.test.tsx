// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { userQueryKey } from "@/api/auth/get-user";
import { expectNoAxeViolations } from "@/test/axe";
import { adminDashboardHandlers } from "@/test/handlers";
import { mockApi, reply, SIGNED_OUT_BODY } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AppRouter } from "../router";
import { loadScreensFirst } from "@/test/screens";

/**
 * The admin dashboard is a lazy chunk: its first import makes the test runner transform its whole
 * module graph, which on a busy machine takes longer than the default second.
 */
const DASHBOARD_LOADED = { timeout: 10_000 };

const admin = buildUser({ fullName: "Anna Lindqvist", role: "admin", email: "admin@demo.se" });
const signedOut = http.get("/api/user", reply(401, SIGNED_OUT_BODY));
const adminStatus = (hasAdmin: boolean) => http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin }));

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("E-post"), email);
  await user.type(screen.getByLabelText("Lösenord"), password);
  await user.click(screen.getByRole("button", { name: "Logga in" }));
}

loadScreensFirst();

describe("/admin", () => {
  it("offers the first-admin setup while there is no admin, and goes to / after it", async () => {
    const { callsTo } = mockApi(
      signedOut,
      adminStatus(false),
      http.post("/api/admin/setup", () => HttpResponse.json(admin, { status: 201 })),
      ...adminDashboardHandlers(),
    );
    const user = userEvent.setup();
    const { history } = renderWithProviders(<AppRouter />, { path: "/admin" });

    expect(await screen.findByRole("heading", { name: "Skapa admin-konto" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Användarnamn"), "anna");
    await user.type(screen.getByLabelText("Fullständigt namn"), "Anna Lindqvist");
    await user.type(screen.getByLabelText("E-post"), "admin@demo.se");
    await user.type(screen.getByLabelText("Lösenord"), "admin1234");
    await user.click(screen.getByRole("button", { name: "Skapa admin-konto" }));

    expect(await screen.findByRole("heading", { name: "Adminpanel" }, DASHBOARD_LOADED)).toBeInTheDocument();
    expect(callsTo("POST", "/api/admin/setup")[0].body).toEqual({
      username: "anna",
      fullName: "Anna Lindqvist",
      email: "admin@demo.se",
      password: "admin1234",
    });
    expect(history.at(-1)).toBe("/");
  });

  it("has no accessibility violations on the first-admin setup with its messages, and on the admin login", async () => {
    mockApi(signedOut, adminStatus(false));
    const user = userEvent.setup();
    const setup = renderWithProviders(<AppRouter />, { path: "/admin" });
    await user.click(await screen.findByRole("button", { name: "Skapa admin-konto" }));
    expect(await screen.findByText("Fullständigt namn krävs")).toBeInTheDocument();
    await expectNoAxeViolations("the first-admin setup with its messages");
    setup.unmount();

    mockApi(adminStatus(true));
    renderWithProviders(<AppRouter />, { path: "/admin" });
    expect(await screen.findByRole("heading", { name: "Logga in som Admin" })).toBeInTheDocument();
    await expectNoAxeViolations("the admin login");
  });

  it("toasts the server's reason when setup is refused", async () => {
    mockApi(signedOut, adminStatus(false), http.post("/api/admin/setup", reply(500)));
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />, { path: "/admin" });
    await user.type(await screen.findByLabelText("Användarnamn"), "anna");
    await user.type(screen.getByLabelText("Fullständigt namn"), "Anna Lindqvist");
    await user.type(screen.getByLabelText("E-post"), "admin@demo.se");
    await user.type(screen.getByLabelText("Lösenord"), "admin1234");
    await user.click(screen.getByRole("button", { name: "Skapa admin-konto" }));
    expect(await screen.findByText("Kunde inte skapa admin-konto")).toBeInTheDocument();
  });

  it("signs an admin in to the admin dashboard", async () => {
    mockApi(
      signedOut,
      adminStatus(true),
      http.post("/api/login", () => HttpResponse.json(admin)),
      ...adminDashboardHandlers(),
    );
    renderWithProviders(<AppRouter />, { path: "/admin" });
    expect(await screen.findByRole("heading", { name: "Logga in som Admin" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Till vanlig inloggning" })).toHaveAttribute("href", "/");

    await signIn("admin@demo.se", "admin1234");
    expect(await screen.findByRole("heading", { name: "Adminpanel" }, DASHBOARD_LOADED)).toBeInTheDocument();
  });

  it("refuses a worker with 'Endast admin-konton kan logga in här' and signs them out again", async () => {
    const { callsTo } = mockApi(
      signedOut,
      adminStatus(true),
      http.post("/api/login", () => HttpResponse.json(buildUser())),
      http.post("/api/logout", reply(200)),
    );
    const { queryClient } = renderWithProviders(<AppRouter />, { path: "/admin" });

    await signIn("arbetare@demo.se", "demo1234");

    expect(await screen.findByText("Endast admin-konton kan logga in här")).toBeInTheDocument();
    expect(callsTo("POST", "/api/logout")).toHaveLength(1);
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(screen.getByRole("heading", { name: "Logga in som Admin" })).toBeInTheDocument();
  });

  it("shows the admin login, not the dashboard, to a signed-in worker", async () => {
    mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser())),
      adminStatus(true),
    );
    renderWithProviders(<AppRouter />, { path: "/admin" });
    expect(await screen.findByRole("heading", { name: "Logga in som Admin" })).toBeInTheDocument();
  });
});
