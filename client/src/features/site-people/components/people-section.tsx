import { Pencil, UserPlus, Users } from "lucide-react";
import { useId, useState } from "react";
import peopleSv from "@shared/i18n/catalogs/people/sv";
import type { SiteCompany, SitePerson } from "@shared/types";
import { AdminSection } from "@/components/admin-section";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { useT } from "@/lib/i18n/runtime";
import { OrgNumber, type ListState } from "./list-parts";
import { PersonFormDialog } from "./person-form-dialog";

interface PeopleSectionProps {
  siteId: string;
  companies: ListState<SiteCompany>;
  people: ListState<SitePerson>;
}

/** 'Personer från andra företag': the people of the other companies, under their company, with add and edit. */
export function PeopleSection({ siteId, companies, people }: PeopleSectionProps) {
  const t = useT(peopleSv);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<SitePerson | null>(null);
  // Back to 'Lägg till person' or the row's 'Redigera' on closing.
  const focus = useReturnFocus();
  const openForm = (person: SitePerson | null) => {
    focus.remember();
    setEditing(person);
    setOpen(true);
  };
  const noCompanies = companies.data?.length === 0;
  return (
    <AdminSection
      id="site-people"
      title={t("people.list.title")}
      description={noCompanies ? t("people.list.companyFirst") : t("people.list.text")}
      actions={
        <Button onClick={() => openForm(null)} disabled={!companies.data || noCompanies}>
          <UserPlus aria-hidden="true" />
          {t("people.list.add")}
        </Button>
      }
    >
      <PeopleList companies={companies} people={people} onEdit={openForm} />
      <PersonFormDialog
        siteId={siteId}
        open={open}
        onOpenChange={setOpen}
        person={editing}
        companies={companies.data ?? []}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </AdminSection>
  );
}

interface PeopleListProps {
  companies: ListState<SiteCompany>;
  people: ListState<SitePerson>;
  onEdit: (person: SitePerson) => void;
}

function PeopleList({ companies, people, onEdit }: PeopleListProps) {
  const t = useT(peopleSv);
  const error = people.error ?? companies.error;
  if (error) return <PanelError message={error} />;
  if (!people.data || !companies.data) return <PanelLoading label={t("people.list.loading")} />;
  if (people.data.length === 0) return <PanelEmpty icon={<Users />} title={t("people.list.none")} />;
  // Both lists come by name from the server: companies in that order, each with its people in theirs.
  const groups = companies.data.map((company) => ({ company, members: people.data?.filter((p) => p.companyId === company.id) ?? [] }));
  return (
    <div className="flex flex-col gap-4">
      {groups
        .filter((g) => g.members.length > 0)
        .map(({ company, members }) => (
          <CompanyGroup key={company.id} company={company} members={members} onEdit={onEdit} />
        ))}
    </div>
  );
}

function CompanyGroup({ company, members, onEdit }: { company: SiteCompany; members: SitePerson[]; onEdit: (person: SitePerson) => void }) {
  const t = useT(peopleSv);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b px-4 py-3">
        <h3 id={headingId} className="min-w-0 break-words font-semibold">
          {company.name}
        </h3>
        <OrgNumber value={company.orgNumber} />
      </div>
      <ul className="divide-y">
        {members.map((person) => (
          <li key={person.id} aria-label={person.fullName} className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium">{person.fullName}</p>
              <p className="flex flex-wrap gap-x-3 text-sm tabular-nums text-muted-foreground">
                <span>
                  <span className="sr-only">{t("people.list.identityNumber")}</span>
                  {person.identityNumber}
                </span>
                <span>{person.id06CardNumber ? t("people.list.id06", { number: person.id06CardNumber }) : t("people.list.noId06")}</span>
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="max-sm:min-w-11"
              onClick={() => onEdit(person)}
              aria-label={t("people.list.editNamed", { name: person.fullName })}
            >
              <Pencil aria-hidden="true" />
              <span className="hidden sm:inline">{t("people.list.edit")}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
