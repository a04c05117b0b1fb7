import { ArrowLeft, Building2, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import type { Site } from "@shared/types";
import { useSites } from "@/api/sites/get-sites";
import { AdminSection } from "@/components/admin-section";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { useSitePeopleAndProjects } from "../hooks/use-site-people-and-projects";
import sitesSv from "@shared/i18n/catalogs/sites/sv";
import { useT } from "@/lib/i18n/runtime";
import { SiteCard } from "./site-card";
import { SiteFormDialog } from "./site-form-dialog";

interface SitesPanelProps {
  /** 'Tillbaka till Projekt': the sites are reached from the Projekt tab. */
  onClose?: () => void;
  /**
   * Opens a site's personalliggare (entries and corrections, docs/product-rules.md §15). The
   * screen that shows it passes this; each card then has a 'Personalliggare' button.
   */
  onOpenLedger?: (site: Site) => void;
  /** Opens a site's control view ('Kontroll', for an inspector); each card then has a 'Kontroll' button. */
  onOpenControl?: (site: Site) => void;
}

/** 'Byggarbetsplatser': the sites of the personalliggare, what each lacks before check-ins, create and edit, the QR poster. */
export function SitesPanel({ onClose, onOpenLedger, onOpenControl }: SitesPanelProps) {
  const t = useT(sitesSv);
  const sites = useSites();
  const people = useSitePeopleAndProjects();
  const [editing, setEditing] = useState<Site | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  // Back to 'Ny byggarbetsplats' or the card's 'Ändra' on closing.
  const focus = useReturnFocus();
  const names = useMemo(() => new Map((sites.data ?? []).map((s) => [s.id, s.name])), [sites.data]);

  const openForm = (site: Site | null) => {
    focus.remember();
    setEditing(site);
    setFormOpen(true);
  };

  return (
    <AdminSection
      id="sites"
      title={t("sites.panel.title")}
      description={t("sites.panel.description")}
      actions={
        <>
          {onClose ? (
            <Button variant="outline" onClick={onClose}>
              <ArrowLeft aria-hidden="true" />
              {t("sites.panel.back")}
            </Button>
          ) : null}
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            {t("sites.panel.new")}
          </Button>
        </>
      }
    >
      {sites.isError ? (
        <PanelError />
      ) : sites.isPending ? (
        <PanelLoading label={t("sites.panel.loading")} />
      ) : sites.data.length === 0 ? (
        <PanelEmpty icon={<Building2 />} title={t("sites.panel.empty")} text={t("sites.panel.emptyText")} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {sites.data.map((site) => (
            <SiteCard
              key={site.id}
              site={site}
              people={people}
              onEdit={() => openForm(site)}
              onOpenLedger={onOpenLedger ? () => onOpenLedger(site) : undefined}
              onOpenControl={onOpenControl ? () => onOpenControl(site) : undefined}
            />
          ))}
        </div>
      )}
      <SiteFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        site={editing}
        people={people}
        siteName={(id) => names.get(id)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </AdminSection>
  );
}
