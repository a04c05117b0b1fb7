// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { buildWorkingTimeWarning, warningsHandler } from "@/test/working-time-handlers";
import { WorkingTimeWarnings } from "./working-time-warnings";

const TODAY = "2026-11-20";

describe("WorkingTimeWarnings", () => {
  it("lists the worker's warnings of this week and the four before it", async () => {
    const overtime = buildWorkingTimeWarning({ rule: "overtime-month", message: "Övertid 52,0 h i november 2026 – gränsen är 50 h per månad" });
    const { callsTo } = mockApi(warningsHandler([buildWorkingTimeWarning(), overtime]));
    renderWithProviders(<WorkingTimeWarnings today={TODAY} />);

    const list = await screen.findByRole("list", { name: "Arbetstidsvarningar" });
    expect(list).toHaveTextContent("Varning: Ordinarie arbetstid 44,0 h i vecka 47 2026 – gränsen är 40 h per vecka");
    expect(list).toHaveTextContent("Varning: Övertid 52,0 h i november 2026 – gränsen är 50 h per månad");
    // Monday of week 47 less four weeks, to today.
    expect(callsTo("GET", "/api/working-time/warnings?startDate=2026-10-19&endDate=2026-11-20")).toHaveLength(1);
  });

  it("says the limits cannot be checked, with the server's reason, while a limit cannot be read", async () => {
    const reason = "Löneinställningen Arbetstidsgränser kan inte läsas – öppna Lön › Inställningar och spara den igen";
    mockApi(http.get("/api/working-time/warnings", reply(409, { message: reason })));
    renderWithProviders(<WorkingTimeWarnings today={TODAY} />);
    const list = await screen.findByRole("list", { name: "Arbetstidsvarningar" });
    expect(list).toHaveTextContent(`Varning: Arbetstiden kan inte kontrolleras: ${reason}`);
  });

  it("shows nothing when there are no warnings", async () => {
    const { calls } = mockApi(warningsHandler([]));
    renderWithProviders(<WorkingTimeWarnings today={TODAY} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("heading", { name: "Arbetstid" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Varning/)).not.toBeInTheDocument();
  });
});
