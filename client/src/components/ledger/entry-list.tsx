import { CornerDownRight } from "lucide-react";
import { Fragment } from "react";
import { cn } from "@/lib/cn";
import type { EntryRow } from "@/lib/ledger/entry-groups";
import { stockholmParts } from "@/lib/ledger/ledger-format";
import type { LedgerWords } from "@/lib/ledger/ledger-words";
import { CorrectButton, CorrectionNote, EntryBadges, Struck } from "./entry-bits";
import { LedgerTable } from "./ledger-table";

interface EntryListProps {
  rows: readonly EntryRow[];
  /** The day or period shown ('2026-11-20', '2026-11-01 – 2026-11-20'): names the list. */
  period: string;
  /** The reader's language on the platsansvarig's day; Swedish on the control view (`SWEDISH_LEDGER_WORDS`). */
  words: LedgerWords;
  /** 'Rätta' on each entry in force; a read-only list (the control view) has none. */
  onCorrect?: (row: EntryRow) => void;
  /** Larger type on a phone's cards: the control view is read at arm's length (docs/product-rules.md §15). */
  large?: boolean;
}

/** From md up: one table, each correction on the row under the entry it corrects, with a row for who, when and why. */
export function EntryTable({ rows, period, words, onCorrect }: EntryListProps) {
  const columns = onCorrect ? words.headers.length + 1 : words.headers.length;
  return (
    <LedgerTable caption={words.listName(period)} headers={words.headers} actionHeader={onCorrect ? words.actionHeader : undefined}>
      {rows.map((row) => (
        <EntryTableRow key={row.entry.id} row={row} columns={columns} words={words} onCorrect={onCorrect} />
      ))}
    </LedgerTable>
  );
}

interface EntryTableRowProps {
  row: EntryRow;
  columns: number;
  words: LedgerWords;
  onCorrect?: (row: EntryRow) => void;
}

function EntryTableRow({ row, columns, words, onCorrect }: EntryTableRowProps) {
  const { entry } = row;
  const { date, time } = stockholmParts(entry.occurredAt);
  const struck = row.replacedBy !== null;
  const isCorrection = row.action !== null;
  return (
    <Fragment>
      <tr className={cn("align-top", isCorrection && "border-t-0 bg-muted/30")} data-entry-id={entry.id}>
        <td className="whitespace-nowrap px-3 py-2">
          <span className="flex items-start gap-1.5">
            {isCorrection ? <CornerDownRight className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" /> : null}
            {/* One item of the flex row, struck or not: the time above its date. */}
            <span>
              <Struck struck={struck}>
                <span className="block font-semibold tabular-nums">{time}</span>
                <span className="block text-xs tabular-nums text-muted-foreground">{date}</span>
              </Struck>
            </span>
          </span>
        </td>
        <td className="px-3 py-2">
          <Struck struck={struck}>
            <span className="block font-medium">{entry.person.fullName}</span>
            <span className="block whitespace-nowrap tabular-nums text-muted-foreground">{entry.person.identityNumber}</span>
          </Struck>
        </td>
        <td className="px-3 py-2">
          <span className="block">{entry.person.company.name}</span>
          <span className="block whitespace-nowrap tabular-nums text-muted-foreground">{entry.person.company.orgNumber}</span>
        </td>
        <td className="px-3 py-2 font-semibold">
          <Struck struck={struck}>{words.kind(entry.kind)}</Struck>
        </td>
        <td className="px-3 py-2">
          <span className="mb-1 block">{words.method(entry.method)}</span>
          <EntryBadges row={row} words={words} />
        </td>
        {onCorrect ? (
          <td className="px-3 py-2 text-right">
            <CorrectButton row={row} words={words} onCorrect={onCorrect} />
          </td>
        ) : null}
      </tr>
      {row.action ? (
        <tr className="border-t-0 bg-muted/30">
          <td />
          <td colSpan={columns - 1} className="px-3 pb-3">
            <CorrectionNote entry={entry} action={row.action} words={words} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

/** On a phone: one card per entry, a correction indented under the entry it corrects. */
export function EntryCards({ rows, period, words, onCorrect, large = false }: EntryListProps) {
  const small = large ? "text-base" : "text-sm";
  return (
    <ul className="flex flex-col divide-y rounded-lg border bg-card md:hidden" aria-label={words.listName(period)}>
      {rows.map((row) => {
        const { entry } = row;
        const parts = stockholmParts(entry.occurredAt);
        const struck = row.replacedBy !== null;
        return (
          <li key={entry.id} className={cn("flex flex-col gap-2 px-4 py-3", row.action && "ml-4 border-l-4 border-l-primary/40 bg-muted/30")}>
            <div className="flex items-start justify-between gap-3">
              <p className={cn("min-w-0", large && "text-lg")}>
                <Struck struck={struck}>
                  <span className="font-bold tabular-nums">{parts.time}</span>{" "}
                  <span className={cn(small, "tabular-nums text-muted-foreground")}>{parts.date}</span>{" "}
                  <span className="font-semibold">{words.kind(entry.kind)}</span>
                </Struck>
                <span className={cn("block text-muted-foreground", small)}>{words.method(entry.method)}</span>
              </p>
              <CorrectButton row={row} words={words} onCorrect={onCorrect} />
            </div>
            <p className={small}>
              <Struck struck={struck}>
                <span className={cn("font-medium", large && "text-lg")}>{entry.person.fullName}</span>{" "}
                <span className="whitespace-nowrap tabular-nums">{entry.person.identityNumber}</span>
              </Struck>
              <span className="block text-muted-foreground">
                {entry.person.company.name} <span className="whitespace-nowrap tabular-nums">{entry.person.company.orgNumber}</span>
              </span>
            </p>
            <EntryBadges row={row} words={words} />
            {row.action ? <CorrectionNote entry={entry} action={row.action} words={words} large={large} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
