import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { ControlHeader } from "@shared/types";
import { keeperAsWritten, LEDGER_MSG } from "@shared/validation/ledger-texts";
import type { ControlFilter } from "@/lib/ledger/control-filter";
import { siteSpans } from "@/lib/ledger/site-spans";
import { siteSpanText } from "../lib/control-text";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words text-lg font-semibold">{children}</dd>
    </div>
  );
}

/**
 * What an inspector reads first (docs/product-rules.md §15): the site's name and address,
 * Skatteverket's ID, the byggherre and our company, each with its org number, in large type;
 * the site as it was on the period's last day, and when its facts changed within the period,
 * each day span with its own ("A site's history").
 */
export function ControlHeaderCard({ header, period }: { header: ControlHeader; period: Pick<ControlFilter, "from" | "to"> }) {
  // A setting that cannot be read shows the line saying so in its place, never a blank (docs/product-rules.md §10).
  const keeper = keeperAsWritten(header.ourCompany);
  const spans = siteSpans(header, period);
  const site = spans[spans.length - 1]?.site ?? header.site;
  return (
    <section className="flex flex-col gap-3 rounded-lg border bg-card px-4 py-4 sm:px-5" aria-labelledby="control-site-name">
      <div>
        <h2 id="control-site-name" className="break-words text-2xl font-extrabold leading-tight">
          {site.name}
        </h2>
        <p className="mt-1 flex items-center gap-1.5 text-base text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {site.address}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact label={LEDGER_MSG.skvIdLabel}>
          <span className="tabular-nums">{site.skvId ?? LEDGER_MSG.skvIdMissing}</span>
        </Fact>
        <Fact label={LEDGER_MSG.builderLabel}>
          {site.builderName ?? LEDGER_MSG.notGiven}
          {site.builderOrgNumber ? <span className="block whitespace-nowrap text-base font-normal tabular-nums">{site.builderOrgNumber}</span> : null}
        </Fact>
        <Fact label={LEDGER_MSG.keeper(site.ledgerScope)}>
          {keeper.name}
          <span className="block whitespace-nowrap text-base font-normal tabular-nums">{keeper.orgNumber}</span>
        </Fact>
      </dl>
      {spans.length > 1 ? (
        <div className="border-t pt-3">
          <h3 id="control-site-history" className="text-base font-semibold">
            {LEDGER_MSG.siteHistoryHeading}
          </h3>
          <ul aria-labelledby="control-site-history" className="mt-1 flex flex-col gap-1 text-base">
            {spans.map((span) => (
              <li key={span.from} className="break-words">
                {siteSpanText(span)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
