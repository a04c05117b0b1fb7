// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ReportHistory } from "./report-history";

const ID = "00000000-0000-4000-9000-000000000001";
const anna = { id: "a", fullName: "Anna Lindqvist" };
const erik = { id: "e", fullName: "Erik Andersson" };

describe("ReportHistory", () => {
  it("says who created, changed and verified the report, and what changed", async () => {
    mockApi(
      http.get(`/api/time-reports/${ID}/history`, () =>
        HttpResponse.json([
          { id: "3", action: "verify", timestamp: "2026-03-18T09:00:00Z", user: anna, changes: { before: null, after: null } },
          { id: "2", action: "update", timestamp: "2026-03-17T15:00:00Z", user: erik, changes: { before: { hours: "7.50" }, after: { hours: "8.00" } } },
          { id: "1", action: "create", timestamp: "2026-03-16T15:00:00Z", user: null, changes: { before: null, after: { hours: "7.50" } } },
        ]),
      ),
    );
    renderWithProviders(<ReportHistory reportId={ID} />);
    expect(await screen.findByText("Verifierad")).toBeInTheDocument();
    expect(screen.getByText("Ändrad")).toBeInTheDocument();
    expect(screen.getByText("Skapad")).toBeInTheDocument();
    expect(screen.getByText(/av Anna Lindqvist/)).toBeInTheDocument();
    expect(screen.getByText(/av okänd användare/)).toBeInTheDocument();
    expect(screen.getByText("Timmar: 7,5 → 8,0")).toBeInTheDocument();
    expect(screen.getByText("18 mars 2026 10:00")).toBeInTheDocument();
  });

  it("shows a send back with its reason, and a changed time code by its labels", async () => {
    mockApi(
      http.get(`/api/time-reports/${ID}/history`, () =>
        HttpResponse.json([
          { id: "2", action: "update", timestamp: "2026-03-17T15:00:00Z", user: erik, changes: { before: { timeCode: "ARB" }, after: { timeCode: "ÖT1" } } },
          {
            id: "1",
            action: "return",
            timestamp: "2026-03-17T09:00:00Z",
            user: anna,
            changes: { before: { status: "submitted", returnReason: null }, after: { status: "draft", returnReason: "Fel projekt, det ska vara P-2025-002." } },
          },
        ]),
      ),
    );
    renderWithProviders(<ReportHistory reportId={ID} />);
    expect(await screen.findByText("Skickad tillbaka")).toBeInTheDocument();
    expect(screen.getByText("Anledning: Fel projekt, det ska vara P-2025-002.")).toBeInTheDocument();
    expect(screen.getByText("Typ: Arbetad tid → Övertid enkel")).toBeInTheDocument();
  });

  it("shows an undone attest with its reason", async () => {
    mockApi(
      http.get(`/api/time-reports/${ID}/history`, () =>
        HttpResponse.json([
          {
            id: "2",
            action: "unverify",
            timestamp: "2026-03-19T09:00:00Z",
            user: anna,
            changes: { before: { status: "verified" }, after: { status: "submitted", reason: "Fel antal timmar, ska vara 6" } },
          },
          { id: "1", action: "verify", timestamp: "2026-03-18T09:00:00Z", user: anna, changes: { before: null, after: null } },
        ]),
      ),
    );
    renderWithProviders(<ReportHistory reportId={ID} />);
    expect(await screen.findByText("Attest ångrad")).toBeInTheDocument();
    expect(screen.getByText("Anledning: Fel antal timmar, ska vara 6")).toBeInTheDocument();
  });
});
