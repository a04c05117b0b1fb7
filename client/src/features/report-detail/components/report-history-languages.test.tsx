// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ReportHistory } from "./report-history";

/** A report's history in the reader's language (docs/i18n.md): Polish names each step with a noun, never 'utworzył'. */
const ID = "00000000-0000-4000-9000-000000000001";
const anna = { id: "a", fullName: "Anna Lindqvist" };

afterEach(async () => {
  await activateLocale("sv");
});

describe("ReportHistory in Polish", () => {
  it("names each step, who took it, what changed and why, without gendered verbs", async () => {
    await activateLocale("pl", ["report"]);
    mockApi(
      http.get(`/api/time-reports/${ID}/history`, () =>
        HttpResponse.json([
          { id: "3", action: "return", timestamp: "2026-03-18T09:00:00Z", user: anna, changes: { before: null, after: { returnReason: "Zły projekt" } } },
          { id: "2", action: "update", timestamp: "2026-03-17T15:00:00Z", user: anna, changes: { before: { projectId: "p1" }, after: { projectId: "p2" } } },
          { id: "1", action: "create", timestamp: "2026-03-16T15:00:00Z", user: null, changes: { before: null, after: null } },
        ]),
      ),
    );
    renderWithProviders(<ReportHistory reportId={ID} />);
    expect(await screen.findByText("Odesłanie do poprawy")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Historia" })).toBeInTheDocument();
    expect(screen.getByText("Powód: Zły projekt")).toBeInTheDocument();
    expect(screen.getByText("Zmiana: Projekt")).toBeInTheDocument();
    expect(screen.getByText("Utworzenie").parentElement).toHaveTextContent("Utworzenie – nieznany użytkownik");
  });

  it("writes what changed and when in English: the time code's name, hours with a point, yes and no, the month's name", async () => {
    await activateLocale("en", ["report"]);
    mockApi(
      http.get(`/api/time-reports/${ID}/history`, () =>
        HttpResponse.json([
          {
            id: "2",
            action: "update",
            timestamp: "2026-03-17T15:00:00Z",
            user: anna,
            changes: {
              before: { timeCode: "ARB", hours: "7.50", receiptsConfirmed: false },
              after: { timeCode: "SJK", hours: "8.00", receiptsConfirmed: true },
            },
          },
        ]),
      ),
    );
    renderWithProviders(<ReportHistory reportId={ID} />);
    expect(await screen.findByText(/→ Sick leave$/)).toBeInTheDocument();
    expect(screen.getByText("Hours: 7.5 → 8.0")).toBeInTheDocument();
    expect(screen.getByText("Receipts confirmed: No → Yes")).toBeInTheDocument();
    expect(screen.getByText("17 Mar 2026 16:00")).toBeInTheDocument();
  });
});
