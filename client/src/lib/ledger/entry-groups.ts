import type { LedgerEntry } from "@shared/types";

/** An entry as it was made, and the corrections that point at it (and at those), oldest first. */
export interface EntryGroup {
  entry: LedgerEntry;
  corrections: LedgerEntry[];
}

/**
 * The day's entries with each correction right under the entry it corrects
 * (docs/product-rules.md §15: every view shows the original beside the correction). A
 * correction of a correction goes under the same original. A correction whose original lies
 * outside the day (a time moved across midnight) stands on its own.
 */
export function groupEntries(entries: readonly LedgerEntry[]): EntryGroup[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const rootOf = (entry: LedgerEntry): LedgerEntry => {
    let current = entry;
    const seen = new Set<string>();
    while (current.correction && !seen.has(current.id)) {
      seen.add(current.id);
      const target = byId.get(current.correction.correctsId);
      if (!target) break;
      current = target;
    }
    return current;
  };
  const groups = new Map<string, EntryGroup>();
  for (const entry of [...entries].sort(byOccurred)) {
    const root = rootOf(entry);
    if (root === entry) groups.set(entry.id, { entry, corrections: groups.get(entry.id)?.corrections ?? [] });
    else {
      const group = groups.get(root.id) ?? { entry: root, corrections: [] };
      group.corrections.push(entry);
      groups.set(root.id, group);
    }
  }
  for (const group of groups.values()) group.corrections.sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  return [...groups.values()].sort((a, b) => byOccurred(a.entry, b.entry));
}

function byOccurred(a: LedgerEntry, b: LedgerEntry): number {
  return a.occurredAt.localeCompare(b.occurredAt) || a.recordedAt.localeCompare(b.recordedAt);
}

/** Still counts: not replaced or struck by a later correction, and not itself a striking. */
export function isInForce(entry: LedgerEntry): boolean {
  return entry.supersededBy === null && !entry.correction?.void;
}

/**
 * A check-in in force whose person has no check-out in force after it, before their next
 * check-in: the one place 'Lägg till glömd utcheckning' is offered. Only the loaded day is
 * looked at; a check-out on a later day is the server's to find (409).
 */
export function lacksCheckOut(entry: LedgerEntry, entries: readonly LedgerEntry[]): boolean {
  if (entry.kind !== "in" || !isInForce(entry)) return false;
  const next = entries.filter((e) => isInForce(e) && samePerson(e, entry) && e.id !== entry.id && e.occurredAt >= entry.occurredAt).sort(byOccurred)[0];
  return next?.kind !== "out";
}

function samePerson(a: LedgerEntry, b: LedgerEntry): boolean {
  return (a.person.userId !== null && a.person.userId === b.person.userId) || (a.person.personId !== null && a.person.personId === b.person.personId);
}

/** What a correction did to the entry it points at. */
export type CorrectionAction = "void" | "added-out" | "new-time";

export function correctionAction(correction: LedgerEntry, entries: readonly LedgerEntry[]): CorrectionAction {
  if (correction.correction?.void) return "void";
  const target = entries.find((e) => e.id === correction.correction?.correctsId);
  // A forgotten check-out is added beside the check-in, which stays in force.
  if (correction.kind === "out" && target?.kind === "in" && target.supersededBy !== correction.id) return "added-out";
  return "new-time";
}

/** One line of the day's list, with what the screen needs to mark and offer on it. */
export interface EntryRow {
  entry: LedgerEntry;
  /** Set on a correction: what it did to the entry it points at. */
  action: CorrectionAction | null;
  /** Replaced or struck by a later correction: shown struck through, still readable. */
  replacedBy: "void" | "correction" | null;
  /** 'Rätta' is offered: the entry is in force (the server answers 409 on any other). */
  correctable: boolean;
  canAddCheckOut: boolean;
}

/** The day's list, each original followed by its corrections. */
export function entryRows(entries: readonly LedgerEntry[]): EntryRow[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const row = (entry: LedgerEntry): EntryRow => {
    const replacing = entry.supersededBy === null ? null : byId.get(entry.supersededBy);
    return {
      entry,
      action: entry.correction ? correctionAction(entry, entries) : null,
      replacedBy: entry.supersededBy === null ? null : replacing?.correction?.void ? "void" : "correction",
      correctable: isInForce(entry),
      canAddCheckOut: lacksCheckOut(entry, entries),
    };
  };
  return groupEntries(entries).flatMap((group) => [row(group.entry), ...group.corrections.map(row)]);
}
