import { Building2, Plus } from "lucide-react";
import { useState } from "react";
import peopleSv from "@shared/i18n/catalogs/people/sv";
import type { SiteCompany, SitePerson } from "@shared/types";
import { AdminSection } from "@/components/admin-section";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { useT } from "@/lib/i18n/runtime";
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
  const t = useT(peopleSv);
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus();
  return (
    <AdminSection
      id="site-companies"
      title={t("people.companies.title")}
      description={t("people.companies.text")}
      actions={
        <Button
          onClick={() => {
            focus.remember();
            setOpen(true);
          }}
        >
          <Plus aria-hidden="true" />
          {t("people.companies.add")}
        </Button>
      }
    >
      <CompanyList companies={companies} people={people} />
      <CompanyFormDialog siteId={siteId} open={open} onOpenChange={setOpen} onCloseAutoFocus={focus.onCloseAutoFocus} />
    </AdminSection>
  );
}

function CompanyList({ companies, people }: Omit<CompaniesSectionProps, "siteId">) {
  const t = useT(peopleSv);
  if (companies.error) return <PanelError message={companies.error} />;
  if (!companies.data) return <PanelLoading label={t("people.companies.loading")} />;
  if (companies.data.length === 0) return <PanelEmpty icon={<Building2 />} title={t("people.companies.none")} text={t("people.companies.noneText")} />;
  return (
    <ul className="divide-y rounded-lg border bg-card">
      {companies.data.map((company) => (
        <li key={company.id} aria-label={company.name} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
          <span className="min-w-0 flex-1 basis-48 break-words font-medium">{company.name}</span>
          <OrgNumber value={company.orgNumber} />
          {people ? (
            <span className="text-sm text-muted-foreground sm:w-28 sm:text-right">
              {t("people.companies.count", { count: people.filter((p) => p.companyId === company.id).length })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
