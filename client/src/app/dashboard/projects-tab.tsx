import { useState } from "react";
import { useLocation } from "wouter";
import { ProjectsPanel } from "@/features/projects/components/projects-panel";
import { SitesPanel } from "@/features/sites/components/sites-panel";
import { adminControlPath, adminLedgerPath } from "../routes/ledger-paths";

/**
 * The admin's 'Projekt' tab, and the 'Byggarbetsplatser' reached from it (docs/product-rules.md
 * §15): a site is where projects are done, and a seventh tab would not fit a phone's tab row
 * (docs/decisions/2026-11-22-working-time-on-screen.md), so the sites open from the projects as
 * the 'Övertidsjournal' opens from 'Lön'. The choice lives here and starts over when another
 * tab of the panel is picked.
 *
 * A site's personalliggare (its entries and corrections) opens from its card on a page of its
 * own, `/admin/byggarbetsplatser/{siteId}`, so that it can be bookmarked and reloaded; its
 * control view ('Kontroll') likewise at `/admin/byggarbetsplatser/{siteId}/kontroll`.
 */
export function ProjectsTab() {
  const [sites, setSites] = useState(false);
  const [, navigate] = useLocation();
  if (sites) {
    return (
      <SitesPanel
        onClose={() => setSites(false)}
        onOpenLedger={(site) => navigate(adminLedgerPath(site.id))}
        onOpenControl={(site) => navigate(adminControlPath(site.id))}
      />
    );
  }
  return <ProjectsPanel onOpenSites={() => setSites(true)} />;
}
