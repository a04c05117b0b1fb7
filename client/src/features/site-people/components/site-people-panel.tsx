import { Info } from "lucide-react";
import type { Site, SiteCompany, SitePerson } from "@shared/types";
import { useSiteCompanies } from "@/api/sites/get-site-companies";
import { useSitePeople } from "@/api/sites/get-site-people";
import { LIST_LOAD_ERROR } from "@/components/panel-state";
import { errorMessage } from "@/lib/api-client";
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
  const companiesQuery = useSiteCompanies(siteId);
  const peopleQuery = useSitePeople(siteId);
  const companies: ListState<SiteCompany> = {
    data: companiesQuery.data,
    error: companiesQuery.isError ? errorMessage(companiesQuery.error, LIST_LOAD_ERROR) : null,
  };
  const people: ListState<SitePerson> = {
    data: peopleQuery.data,
    error: peopleQuery.isError ? errorMessage(peopleQuery.error, LIST_LOAD_ERROR) : null,
  };
  return (
    <div className="flex flex-col gap-8">
      <CompaniesSection siteId={siteId} companies={companies} people={peopleQuery.data} />
      <PeopleSection siteId={siteId} companies={companies} people={people} />
    </div>
  );
}

function OwnLedgerNotice() {
  return (
    <section aria-labelledby="site-people-own-heading" className="flex gap-3 rounded-lg border bg-card p-4 text-sm">
      <Info className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <h2 id="site-people-own-heading" className="text-base font-semibold">
          Andra företag på platsen
        </h2>
        <p>Personalliggaren här är vår egen och håller bara vår egen personal. Andra företag för sina egna liggare.</p>
        <p className="text-muted-foreground">
          Andra företag och deras personal registreras bara när vår personalliggare är platsens samlade: när vi är byggherre, eller huvudentreprenör som
          skriftligen har tagit över ansvaret. En admin ändrar det under byggarbetsplatsens uppgifter.
        </p>
      </div>
    </section>
  );
}
