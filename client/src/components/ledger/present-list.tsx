import { Users } from "lucide-react";
import type { PresentPerson } from "@shared/types";
import { todayIn } from "@shared/dates";
import { cn } from "@/lib/cn";
import { stockholmParts } from "@/lib/ledger/ledger-format";
import type { LedgerWords } from "@/lib/ledger/ledger-words";

interface PresentListProps {
  people: readonly PresentPerson[];
  /** The reader's language on the platsansvarig's day; Swedish on the control view (`SWEDISH_LEDGER_WORDS`). */
  words: LedgerWords;
  /**
   * 'sedan ÅÅÅÅ-MM-DD TT:MM:SS' on everyone, as the control view writes it; otherwise the date
   * only when it is not today.
   */
  withDate?: boolean;
  /** Larger type, for the control view held out to an inspector. */
  large?: boolean;
  /** Show only the first this many for now (the count still says how many there are). */
  limit?: number;
}

/** 'På plats nu': who is checked in on the site, with identity number, company and since when (docs/product-rules.md §15). */
export function PresentList({ people, words, withDate = false, large = false, limit }: PresentListProps) {
  const today = todayIn();
  return (
    <section aria-labelledby="present-heading" className="flex flex-col gap-3">
      <h2 id="present-heading" className={cn("flex items-center gap-2 font-bold", large ? "text-xl" : "text-lg")}>
        <Users className="size-5" aria-hidden="true" />
        {words.presentNow} <span className="text-muted-foreground">({people.length})</span>
      </h2>
      {people.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{words.nobodyPresent}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={words.presentNow}>
          {(limit === undefined ? people : people.slice(0, limit)).map(({ person, since, entryId }) => {
            const { date, time } = stockholmParts(since);
            return (
              <li key={entryId} className={cn("flex flex-col rounded-lg border bg-card px-4 py-3", large ? "text-base" : "text-sm")}>
                <span className={cn("font-semibold", large && "text-lg")}>{person.fullName}</span>
                <span className="whitespace-nowrap tabular-nums">{person.identityNumber}</span>
                <span className="text-muted-foreground">
                  {person.company.name} <span className="whitespace-nowrap tabular-nums">{person.company.orgNumber}</span>
                </span>
                <span className="mt-1 tabular-nums">{words.since(withDate ? `${date} ${time}` : `${time}${date === today ? "" : ` ${date}`}`)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
