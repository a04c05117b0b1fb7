// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "@/test/axe";
import { OFFLINE_TEXT, StaleBanner } from "./stale-banner";

afterEach(() => onlineManager.setOnline(true));

function renderBanner() {
  const client = new QueryClient();
  client.setQueryData(["/api/projects"], [], { updatedAt: Date.parse("2026-11-21T13:05:00Z") });
  client.setQueryData(["/api/time-reports"], [], { updatedAt: Date.parse("2026-11-22T07:00:00Z") });
  return render(
    <QueryClientProvider client={client}>
      <StaleBanner />
    </QueryClientProvider>,
  );
}

describe("StaleBanner", () => {
  it("has no accessibility violations offline", async () => {
    renderBanner();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole("status")).toBeInTheDocument();
    await expectNoAxeViolations("the offline banner");
  });

  it("says nothing online", () => {
    renderBanner();
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });

  it("offline, says the data is the last fetched and from when its oldest part is", () => {
    renderBanner();
    act(() => onlineManager.setOnline(false));
    const banner = screen.getByRole("status");
    expect(banner).toHaveTextContent("Du är offline – visar senast hämtade uppgifter");
    expect(banner).toHaveTextContent("Hämtade 21 nov. 2026 14:05");
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
