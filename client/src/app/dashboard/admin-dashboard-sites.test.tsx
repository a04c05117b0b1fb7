// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildSite, buildUser } from "@tests/support/builders";
import { adminDashboardHandlers } from "@/test/handlers";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AdminDashboard } from "./admin-dashboard";

const admin = buildUser({ fullName: "Anna Lindqvist", role: "admin", email: "admin@demo.se" });

describe("AdminDashboard: Byggarbetsplatser", () => {
  it("are reached from the Projekt tab and lead back to it", async () => {
    mockApi(
      ...adminDashboardHandlers(),
      http.get("/api/sites", () => HttpResponse.json([buildSite()])),
    );
    renderWithProviders(<AdminDashboard user={admin} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Projekt" }));
    await user.click(await screen.findByRole("button", { name: "Byggarbetsplatser" }));
    expect(await screen.findByRole("heading", { name: "Byggarbetsplatser" })).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Kv. Kajen" })).toHaveTextContent("Redo för incheckning");

    await user.click(screen.getByRole("button", { name: "Tillbaka till Projekt" }));
    expect(await screen.findByRole("heading", { name: "Projekt" })).toBeInTheDocument();
  });
});
