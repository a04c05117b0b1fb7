import { Building2, Plus } from "lucide-react";
import { useState } from "react";
import type { SiteCompany, SitePerson } from "@shared/types";
import { AdminSection } from "@/components/admin-section";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { CompanyFormDialog } from "./company-form-dialog";
import { OrgNumber, type ListState } from "./list-parts";

interface CompaniesSectionProps {
  siteId: string;
  companies: ListState<SiteCompany>;
  /** For the count of people under each company; undefined until loaded. */
  people: readonly SitePerson[] | undefined;
}

/** 'Företag på platsen': the other companies working on a samlad site, and adding one. */
export function CompaniesSection({ siteId, companies, people }: CompaniesSectionProps) {
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus();
  return (
    <AdminSection
      id="site-companies"
      title="Företag på platsen"
      description="Andra företag som arbetar här. Deras personal checkas in i vår samlade personalliggare."
      actions={
        <Button
          onClick={() => {
            focus.remember();
            setOpen(true);
          }}
        >
          <Plus aria-hidden="true" />
          Lägg till företag
        </Button>
      }
    >
      <CompanyList companies={companies} people={people} />
      <CompanyFormDialog siteId={siteId} open={open} onOpenChange={setOpen} onCloseAutoFocus={focus.onCloseAutoFocus} />
    </AdminSection>
  );
}

function CompanyList({ companies, people }: Omit<CompaniesSectionProps, "siteId">) {
  if (companies.error) return <PanelError message={companies.error} />;
  if (!companies.data) return <PanelLoading label="Laddar företag..." />;
  if (companies.data.length === 0)
    return <PanelEmpty icon={<Building2 />} title="Inga företag ännu" text="Lägg till varje annat företag som arbetar på byggarbetsplatsen." />;
  return (
    <ul className="divide-y rounded-lg border bg-card">
      {companies.data.map((company) => (
        <li key={company.id} aria-label={company.name} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
          <span className="min-w-0 flex-1 basis-48 break-words font-medium">{company.name}</span>
          <OrgNumber value={company.orgNumber} />
          {people ? <span className="text-sm text-muted-foreground sm:w-28 sm:text-right">{peopleCount(people, company.id)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function peopleCount(people: readonly SitePerson[], companyId: string): string {
  const count = people.filter((p) => p.companyId === companyId).length;
  if (count === 0) return "Inga personer";
  return count === 1 ? "1 person" : `${count} personer`;
}
