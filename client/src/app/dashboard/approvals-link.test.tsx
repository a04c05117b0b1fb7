// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildProject, buildTimeReport, buildUser } from "@tests/support/builders";
import { adminDashboardHandlers, workerDashboardHandlers } from "@/test/handlers";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AppRouter } from "../router";
import { loadScreensFirst } from "@/test/screens";

loadScreensFirst();

const worker = buildUser();
const waiting = (date: string) => ({
  ...buildTimeReport({ date, worker: { id: "00000000-0000-4000-8000-0000000000f1", fullName: "Sara Lind", email: "sara@example.se" } }),
  notInLedger: false,
  changedAfterApproval: false,
});
const QUEUE = { reports: [waiting("2026-11-16"), waiting("2026-11-17"), waiting("2026-11-18")], expenses: [] };

describe("'Att godkänna' on the dashboards", () => {
  it("shows a worker who leads a project how many wait, and opens the queue from it", async () => {
    mockApi(
      http.get("/api/user", () => HttpResponse.json(worker)),
      // Before the dashboard's empty answers: the first handler of a route answers.
      http.get("/api/projects", () => HttpResponse.json([buildProject({ leaders: [{ id: worker.id, fullName: worker.fullName }] })])),
      http.get("/api/approvals", () => HttpResponse.json(QUEUE)),
      ...workerDashboardHandlers(),
    );
    const user = userEvent.setup();
    const { history } = renderWithProviders(<AppRouter />);
    await user.click(await screen.findByRole("link", { name: "Att godkänna (3)" }));
    expect(await screen.findByRole("heading", { name: "Att godkänna", level: 1 })).toBeInTheDocument();
    expect(history.at(-1)).toBe("/att-godkanna");
    expect(await screen.findByRole("region", { name: "Sara Lind" })).toBeInTheDocument();
  });

  it("shows nothing of it to a worker who leads no project, and asks for no queue", async () => {
    const { calls } = mockApi(
      http.get("/api/user", () => HttpResponse.json(worker)),
      http.get("/api/projects", () => HttpResponse.json([buildProject({ leaders: [{ id: "someone-else", fullName: "Lena Ek" }] })])),
      ...workerDashboardHandlers(),
    );
    renderWithProviders(<AppRouter />);
    expect(await screen.findByText("Jag är klar med veckan")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === "/api/projects")).toBe(true));
    expect(screen.queryByRole("link", { name: /^Att godkänna/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith("/api/approvals"))).toHaveLength(0);
  });

  it("shows the admin how many wait beside the title", async () => {
    mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser({ role: "admin", fullName: "Anna Lindqvist" }))),
      http.get("/api/approvals", () => HttpResponse.json(QUEUE)),
      ...adminDashboardHandlers(),
    );
    renderWithProviders(<AppRouter />, { path: "/admin" });
    expect(await screen.findByRole("link", { name: "Att godkänna (3)" }, { timeout: 15_000 })).toHaveAttribute("href", "/att-godkanna");
    // The admin's dashboard is the heaviest screen to make; on a busy host it takes seconds.
  }, 30_000);
});
