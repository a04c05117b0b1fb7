import { useState } from "react";
import { ProjectsPanel } from "@/features/projects/components/projects-panel";
import { SitesPanel } from "@/features/sites/components/sites-panel";

/**
 * The admin's 'Projekt' tab, and the 'Byggarbetsplatser' reached from it (docs/product-rules.md
 * §15): a site is where projects are done, and a seventh tab would not fit a phone's tab row
 * (docs/decisions/2026-11-22-working-time-on-screen.md), so the sites open from the projects as
 * the 'Övertidsjournal' opens from 'Lön'. The choice lives here and starts over when another
 * tab of the panel is picked.
 *
 * A site's personalliggare (its entries and corrections) opens from its card: give SitesPanel
 * `onOpenLedger`, keep the chosen site here, and show that screen in place of the list
 * (docs/decisions/2026-11-27-sites-screen.md).
 */
export function ProjectsTab() {
  const [sites, setSites] = useState(false);
  if (sites) return <SitesPanel onClose={() => setSites(false)} />;
  return <ProjectsPanel onOpenSites={() => setSites(true)} />;
}
