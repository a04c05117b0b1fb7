import type { LedgerEntry, LedgerMe, LedgerSiteRef } from "@shared/types";
import { isFor, type PendingLedgerEntry, type Who } from "./offline";

/** Where someone stands as the card shows it: the server's state with the phone's queued taps on top. */
export interface ShownCheckIn {
  site: LedgerSiteRef;
  since: string;
  /** Only on the phone so far: 'Väntar på att skickas'. */
  pending: boolean;
}

/**
 * Applies the queued taps of `who` that the server has not refused, in the order they were
 * made, to `start`: the card answers a tap at once, offline too (docs/product-rules.md §15).
 */
export function withPending(start: ShownCheckIn | null, pending: PendingLedgerEntry[], who: Who, siteName: (siteId: string) => string): ShownCheckIn | null {
  let shown = start;
  for (const entry of pending) {
    if (entry.state === "refused" || !isFor(entry.body, who)) continue;
    shown = entry.body.kind === "in" ? { site: { id: entry.siteId, name: siteName(entry.siteId) }, since: entry.body.occurredAt, pending: true } : null;
  }
  return shown;
}

/** The signed-in user's own state. */
export function myCheckIn(me: LedgerMe, pending: PendingLedgerEntry[], siteName: (siteId: string) => string): ShownCheckIn | null {
  return withPending(me.checkedIn ? { ...me.checkedIn, pending: false } : null, pending, null, siteName);
}

/** Oldest first as the server sends them, with each correction moved up beside the entry it corrects. */
export function withCorrectionsBeside(entries: LedgerEntry[]): LedgerEntry[] {
  const ids = new Set(entries.map((e) => e.id));
  const placed = new Set<string>();
  const out: LedgerEntry[] = [];
  const place = (entry: LedgerEntry) => {
    if (placed.has(entry.id)) return;
    placed.add(entry.id);
    out.push(entry);
    for (const correction of entries) if (correction.correction?.correctsId === entry.id) place(correction);
  };
  for (const entry of entries) if (!entry.correction || !ids.has(entry.correction.correctsId)) place(entry);
  return out;
}
