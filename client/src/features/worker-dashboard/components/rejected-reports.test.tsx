// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { RejectedReportNotice } from "@shared/types";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { RejectedReports } from "./rejected-reports";

const PATH = "/api/time-reports/rejected";

const notice = (overrides: Partial<RejectedReportNotice> = {}): RejectedReportNotice => ({
  id: crypto.randomUUID(),
  date: "2026-11-19",
  hours: "7.50",
  timeCode: "ARB",
  project: { id: crypto.randomUUID(), projectNumber: "P-2026-001", title: "Sjöboden" },
  reason: "Dubbelrapporterad, dagen finns redan",
  rejectedAt: "2026-11-20T09:00:00.000Z",
  rejectedBy: { fullName: "Anna Admin" },
  ...overrides,
});

describe("RejectedReports", () => {
  it("lists each rejected report with date, hours, project, reason and who", async () => {
    const { callsTo } = mockApi(
      http.get(PATH, () =>
        HttpResponse.json([notice(), notice({ date: "2026-11-12", hours: "8.00", timeCode: "SJK", project: null, reason: null, rejectedBy: null })]),
      ),
    );
    renderWithProviders(<RejectedReports />);

    expect(await screen.findByRole("heading", { name: "Nekade rapporter" })).toBeInTheDocument();
    expect(callsTo("GET", PATH)).toHaveLength(1);
    const items = within(screen.getByRole("list", { name: "Nekade rapporter" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("19 nov. 2026 · 7,5 h · P-2026-001 · Sjöboden");
    expect(items[0]).toHaveTextContent("Dubbelrapporterad, dagen finns redan");
    expect(items[0]).toHaveTextContent("Nekad av Anna Admin");
    expect(items[1]).toHaveTextContent("12 nov. 2026 · 8,0 h · Sjuk");
    expect(items[1]).not.toHaveTextContent("Nekad av");
  });

  it("shows nothing when no report was rejected", async () => {
    const { calls } = mockApi(http.get(PATH, () => HttpResponse.json([])));
    renderWithProviders(<RejectedReports />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("heading", { name: "Nekade rapporter" })).not.toBeInTheDocument();
  });
});
