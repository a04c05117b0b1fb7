import { Info } from "lucide-react";
import peopleSv from "@shared/i18n/catalogs/people/sv";
import type { Site, SiteCompany, SitePerson } from "@shared/types";
import { useSiteCompanies } from "@/api/sites/get-site-companies";
import { useSitePeople } from "@/api/sites/get-site-people";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import { CompaniesSection } from "./companies-section";
import type { ListState } from "./list-parts";
import { PeopleSection } from "./people-section";

interface SitePeoplePanelProps {
  siteId: string;
  ledgerScope: Site["ledgerScope"];
}

/**
 * Other companies and their people on a site (admin, or the site's platsansvarig). They are
 * registered only where our personalliggare is the site's samlade one (docs/product-rules.md
 * §15); on a site with our own ledger the panel says so and fetches nothing.
 */
export function SitePeoplePanel({ siteId, ledgerScope }: SitePeoplePanelProps) {
  if (ledgerScope === "own") return <OwnLedgerNotice />;
  return <SamladPanel siteId={siteId} />;
}

function SamladPanel({ siteId }: { siteId: string }) {
  const t = useT(peopleSv);
  const companiesQuery = useSiteCompanies(siteId);
  const peopleQuery = useSitePeople(siteId);
  const companies: ListState<SiteCompany> = {
    data: companiesQuery.data,
    error: companiesQuery.isError ? errorMessage(companiesQuery.error, t("people.loadFailed")) : null,
  };
  const people: ListState<SitePerson> = {
    data: peopleQuery.data,
    error: peopleQuery.isError ? errorMessage(peopleQuery.error, t("people.loadFailed")) : null,
  };
  return (
    <div className="flex flex-col gap-8">
      <CompaniesSection siteId={siteId} companies={companies} people={peopleQuery.data} />
      <PeopleSection siteId={siteId} companies={companies} people={people} />
    </div>
  );
}

function OwnLedgerNotice() {
  const t = useT(peopleSv);
  return (
    <section aria-labelledby="site-people-own-heading" className="flex gap-3 rounded-lg border bg-card p-4 text-sm">
      <Info className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <h2 id="site-people-own-heading" className="text-base font-semibold">
          {t("people.own.title")}
        </h2>
        <p>{t("people.own.text")}</p>
        <p className="text-muted-foreground">{t("people.own.more")}</p>
      </div>
    </section>
  );
}
