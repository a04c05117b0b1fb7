import { Users } from "lucide-react";
import type { PresentPerson } from "@shared/types";
import { todayIn } from "@shared/dates";
import { stockholmParts } from "../lib/ledger-format";

/** 'På plats nu': who is checked in on the site, with identity number, company and since when (docs/product-rules.md §15). */
export function PresentList({ people }: { people: readonly PresentPerson[] }) {
  const today = todayIn();
  return (
    <section aria-labelledby="present-heading" className="flex flex-col gap-3">
      <h2 id="present-heading" className="flex items-center gap-2 text-lg font-bold">
        <Users className="size-5" aria-hidden="true" />
        På plats nu <span className="text-muted-foreground">({people.length})</span>
      </h2>
      {people.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">Ingen är incheckad just nu.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="På plats nu">
          {people.map(({ person, since, entryId }) => {
            const { date, time } = stockholmParts(since);
            return (
              <li key={entryId} className="flex flex-col rounded-lg border bg-card px-4 py-3 text-sm">
                <span className="font-semibold">{person.fullName}</span>
                <span className="tabular-nums">{person.identityNumber}</span>
                <span className="text-muted-foreground">
                  {person.company.name} <span className="tabular-nums">{person.company.orgNumber}</span>
                </span>
                <span className="mt-1 tabular-nums">
                  sedan {time}
                  {date === today ? null : ` ${date}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
