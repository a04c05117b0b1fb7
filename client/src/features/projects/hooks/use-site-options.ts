import { useMemo } from "react";
import { useSites } from "@/api/sites/get-sites";
import type { SiteOption } from "../components/project-form-fields";

/** The sites, by name, for the project form's 'Byggarbetsplats' (docs/product-rules.md §15). */
export function useSiteOptions(): SiteOption[] {
  const sites = useSites();
  return useMemo(() => (sites.data ?? []).map((s) => ({ id: s.id, name: s.active ? s.name : `${s.name} (inaktiv)` })), [sites.data]);
}
