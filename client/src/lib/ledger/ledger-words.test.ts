// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LEDGER_ENTRY_KINDS, LEDGER_ENTRY_METHODS } from "@shared/domain";
import type { CorrectionAction } from "./entry-groups";
import { SWEDISH_LEDGER_WORDS, type LedgerWords } from "./ledger-words";
import { useLedgerWords } from "./use-ledger-words";

const ACTIONS: CorrectionAction[] = ["new-time", "added-out", "void"];

/** Every word of a set, its functions called with sample values: what a list would show. */
const shown = (words: LedgerWords) => ({
  ...words,
  listName: words.listName("2026-11-20"),
  kind: LEDGER_ENTRY_KINDS.map(words.kind),
  method: LEDGER_ENTRY_METHODS.map(words.method),
  correctedBy: ACTIONS.map((action) => words.correctedBy(action, "Anna Lindqvist")),
  reason: words.reason("Kom 06:45."),
  correctEntry: words.correctEntry("Erik Andersson, In 2026-11-20 06:58:12"),
  since: words.since("07:01:02"),
});

describe("the ledger's words", () => {
  it("are in Swedish the same from the site area's catalog as the control view's own", () => {
    const { result } = renderHook(() => useLedgerWords());
    expect(shown(result.current)).toEqual(shown(SWEDISH_LEDGER_WORDS));
  });
});
