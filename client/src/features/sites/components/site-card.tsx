import { CircleAlert, CircleCheck, ClipboardList, MapPin, Pencil, QrCode, ShieldCheck } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { Site } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { SitePeopleAndProjects } from "../hooks/use-site-people-and-projects";
import { printSitePoster } from "../lib/print-site-poster";
import sitesSv from "@shared/i18n/catalogs/sites/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { builderText } from "../lib/site-text";

interface SiteCardProps {
  site: Site;
  people: Pick<SitePeopleAndProjects, "userName" | "projectName">;
  onEdit: () => void;
  /** The site's 'Personalliggare' (its entries and corrections); no button without it. */
  onOpenLedger?: () => void;
  /** The site's 'Kontroll' (the control view for an inspector); no button without it. */
  onOpenControl?: () => void;
}

/** What is missing before check-ins can start, or 'Redo för incheckning' (docs/product-rules.md §15). */
function Readiness({ readiness }: { readiness: string[] }) {
  const t = useT(sitesSv);
  if (readiness.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-semibold text-green-800 dark:bg-green-500/10 dark:text-green-300">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        {t("sites.card.ready")}
      </p>
    );
  }
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
        {t("sites.card.before")}
      </p>
      <ul className="ml-7 mt-1 list-disc">
        {readiness.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

const listOr = (names: string[], none: string) => (names.length > 0 ? names.join(", ") : <span className="text-muted-foreground">{none}</span>);

export function SiteCard({ site, people, onEdit, onOpenLedger, onOpenControl }: SiteCardProps) {
  const t = useT(sitesSv);
  const format = useFormat();
  const [printing, setPrinting] = useState(false);
  // '1 sep. 2026 – 30 juni 2027' as the project cards write dates, or 'Från 1 sep. 2026, tills vidare' without an end.
  const start = format.date(site.startDate, "short");
  const period = site.endDate ? `${start} – ${format.date(site.endDate, "short")}` : t("sites.card.until", { start });
  const print = async () => {
    setPrinting(true);
    try {
      await printSitePoster(site.id);
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" role="article" aria-label={site.name}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={site.active ? "success" : "muted"}>{t(site.active ? "sites.card.active" : "sites.card.inactive")}</Badge>
        <Badge variant="outline">{t(`sites.scope.${site.ledgerScope}`)}</Badge>
      </div>
      <div className="min-w-0">
        <h3 className="break-words text-lg font-bold leading-snug">{site.name}</h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {site.address}
        </p>
      </div>
      <Readiness readiness={site.readiness} />
      <dl className="grid gap-2 sm:grid-cols-2">
        <Fact label={t("sites.card.skvId")}>{site.skvId ?? <span className="text-muted-foreground">{t("sites.card.missing")}</span>}</Fact>
        <Fact label={t("sites.card.period")}>{period}</Fact>
        <Fact label={t("sites.card.builder")}>{builderText(site) ?? <span className="text-muted-foreground">{t("sites.card.notGiven")}</span>}</Fact>
        <Fact label={t("sites.card.responsible")}>{listOr(site.responsibleIds.map(people.userName), t("sites.card.none"))}</Fact>
        <Fact label={t("sites.card.projects")}>{listOr(site.projectIds.map(people.projectName), t("sites.card.none"))}</Fact>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-3">
        {/* Every card has these buttons: the site's name tells them apart for a screen reader. */}
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t("sites.card.editLabel", { name: site.name })}>
          <Pencil aria-hidden="true" />
          {t("sites.card.edit")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void print()} disabled={printing} aria-label={t("sites.card.posterLabel", { name: site.name })}>
          <QrCode aria-hidden="true" />
          {t(printing ? "sites.card.posterPending" : "sites.card.poster")}
        </Button>
        {onOpenLedger ? (
          <Button variant="outline" size="sm" onClick={onOpenLedger} aria-label={t("sites.card.ledgerLabel", { name: site.name })}>
            <ClipboardList aria-hidden="true" />
            {t("sites.card.ledger")}
          </Button>
        ) : null}
        {onOpenControl ? (
          <Button variant="outline" size="sm" onClick={onOpenControl} aria-label={t("sites.card.controlLabel", { name: site.name })}>
            <ShieldCheck aria-hidden="true" />
            {t("sites.card.control")}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
