import { ChevronDown, Users } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import checkinSv from "@shared/i18n/catalogs/checkin/sv";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import { isSelf } from "../lib/offline";
import type { RosterListProps } from "./roster-list";

// Opened on a tap, by the few who are platsansvariga: its code comes then, not with the
// dashboard's first view (docs/decisions/2026-11-24-client-bundles.md).
const RosterList = lazy(() => import("./roster-list").then((m) => ({ default: m.RosterList })));

function Loading() {
  const t = useT(checkinSv);
  return (
    <p className="px-2 py-2 text-sm text-muted-foreground" role="status">
      {t("checkin.roster.loading")}
    </p>
  );
}

/**
 * 'Registrera någon annan' for the site's platsansvarig (and an admin): whom one may register,
 * each with where they stand and a button of their own (docs/product-rules.md §15). The list is
 * asked for when opened; it opens by itself while a registration waits on the phone.
 */
export function RosterSection({ site, pending, ...rest }: RosterListProps) {
  const t = useT(checkinSv);
  const others = pending.filter((e) => !isSelf(e.body) && e.siteId === site.id);
  const [open, setOpen] = useState(others.length > 0);
  return (
    <section className="border-t pt-2" aria-label={t("checkin.roster.title")}>
      <Button variant="ghost" className="w-full justify-between px-2" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="flex items-center gap-2">
          <Users aria-hidden="true" />
          {t("checkin.roster.title")}
        </span>
        <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden="true" />
      </Button>
      {open ? (
        <Suspense fallback={<Loading />}>
          <RosterList site={site} pending={others} {...rest} />
        </Suspense>
      ) : null}
    </section>
  );
}
