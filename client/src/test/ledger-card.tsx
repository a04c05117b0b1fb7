/** The check-in card under test: the lists it reads and a render with the offline queue held in memory, shared by its test files. */
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { useState } from "react";
import type { TimeReport } from "@shared/types";
import { buildLedgerEntry, buildLedgerMe, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { renderWithProviders } from "@/test/render";
import { LedgerCard } from "@/features/ledger-checkin/components/ledger-card";
import type { LedgerOffline, PendingLedgerEntry } from "@/features/ledger-checkin/lib/offline";
import type { ReportDayPrefill } from "@/features/ledger-checkin/lib/report-day";

export const TODAY = "2026-11-20";

/** What GET /api/ledger/me answers for a worker checked in at Villa Solbacken since `since`. */
export const checkedIn = (since: string) =>
  buildLedgerMe({ checkedIn: { site: { id: SOLBACKEN_ID, name: "Villa Solbacken" }, since }, today: [buildLedgerEntry({ occurredAt: since })] });

type Saved = Parameters<LedgerOffline["save"]>[0];

/** The dashboard's lists the card reads for the site of today's project. */
export function reportHandlers({ recent = [] as TimeReport[], latestWork = null as TimeReport | null } = {}) {
  return [
    http.get("/api/projects", () => HttpResponse.json([])),
    http.get("/api/time-reports", () => HttpResponse.json(recent)),
    http.get("/api/time-reports/latest-work", () => HttpResponse.json({ report: latestWork })),
  ];
}

/**
 * The card with a queue held in memory, as the app layer hands it the offline queue: what it
 * saves shows at once as waiting, and what it removes goes.
 */
export function renderCard({
  entries = [] as PendingLedgerEntry[],
  siteId = undefined as string | undefined,
  onReportDay = undefined as ((prefill: ReportDayPrefill) => void) | undefined,
} = {}) {
  const saved: Saved[] = [];
  const removed: string[] = [];
  function Harness() {
    const [list, setList] = useState(entries);
    const offline: LedgerOffline = {
      entries: list,
      save: async (input) => {
        saved.push(input);
        setList((l) => [...l, { ...input, state: "waiting" }]);
      },
      remove: async (clientId) => {
        removed.push(clientId);
        setList((l) => l.filter((e) => e.clientId !== clientId));
      },
    };
    return <LedgerCard today={TODAY} siteId={siteId} offline={offline} onReportDay={onReportDay} />;
  }
  const result = renderWithProviders(<Harness />);
  return { ...result, saved, removed, user: userEvent.setup() };
}
