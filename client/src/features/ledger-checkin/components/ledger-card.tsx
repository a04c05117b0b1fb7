import { useQuery } from "@tanstack/react-query";
import { ClipboardList, ShieldCheck } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { checkOutNeedsTime } from "@shared/domain";
import checkinSv from "@shared/i18n/catalogs/checkin/sv";
import { useLedgerMe } from "@/api/sites/get-ledger-me";
import { siteQueryOptions } from "@/api/sites/get-site";
import { useSites } from "@/api/sites/get-sites";
import { projectsQueryOptions } from "@/api/projects/get-projects";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectOptions } from "@/components/ui/select";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { useT } from "@/lib/i18n/runtime";
import { useNow } from "../hooks/use-now";
import { usePreselectedSite } from "../hooks/use-preselected-site";
import { useRegisterEntry, whoKey } from "../hooks/use-register-entry";
import { useReportDay } from "../hooks/use-report-day";
import { myCheckIn, withCorrectionsBeside } from "../lib/ledger-state";
import { isSelf, type LedgerOffline } from "../lib/offline";
import type { ReportDayPrefill } from "../lib/report-day";
import { CheckPanel } from "./check-panel";
import { ReportDayOffer } from "./report-day-offer";
import { RosterSection } from "./roster-section";
import { TodayEntries } from "./today-entries";

// Asked for once, at a worker's first check-in: its code comes then, not with the dashboard's
// first view (docs/decisions/2026-11-24-client-bundles.md).
const IdentityPrompt = lazy(() => import("./identity-prompt").then((m) => ({ default: m.IdentityPrompt })));

// Asked only at a check-out more than 12 hours after the check-in, with the clock-showing field
// and its texts: fetched once the worker's check-in is that old, before the tap that asks it.
const loadLeftAtPrompt = () => import("./left-at-prompt");
const LeftAtPrompt = lazy(() => loadLeftAtPrompt().then((m) => ({ default: m.LeftAtPrompt })));

interface LedgerCardProps {
  /** Today in Stockholm: today's report decides the site offered first. */
  today: string;
  /** `/checkin/{siteId}`: the card for that site, whatever today's project. */
  siteId?: string;
  offline: LedgerOffline;
  /** "h1" where the card is the page (`/checkin`). */
  headingLevel?: "h1" | "h2";
  /** Shows the day's report filled in (its summary, or the form): offered as 'Rapportera dagen' once today's stay is checked out and not yet reported. */
  onReportDay?: (prefill: ReportDayPrefill) => void;
}

function Frame({ headingLevel, children }: { headingLevel: "h1" | "h2"; children: ReactNode }) {
  const t = useT(checkinSv);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle as={headingLevel} id={titleId}>
          {t("checkin.card.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** The card's first heights while its answers come, so nothing below it moves when they do. */
function Placeholder() {
  const t = useT(checkinSv);
  return (
    <div className="flex flex-col gap-3" role="status" aria-label={t("checkin.card.loading")}>
      <div className="h-11 rounded-md bg-muted" />
      <div className="h-6 w-2/3 rounded bg-muted" />
      <div className="h-16 rounded-md bg-muted" />
    </div>
  );
}

/**
 * The worker's 'Personalliggare' card (docs/product-rules.md §15): the site, one large button
 * 'Checka in' / 'Checka ut', where the worker stands, today's entries and, for a
 * platsansvarig, 'Registrera någon annan'. Nothing at all for a worker without sites.
 */
export function LedgerCard({ today, siteId: fixedSiteId, offline, headingLevel = "h2", onReportDay }: LedgerCardProps) {
  const t = useT(checkinSv);
  const ts = useT(shellSv);
  const me = useLedgerMe();
  const sites = useSites();
  // The projects (in the dashboard's first answers) tell before the sites come whether there
  // will be a card at all: only then is its place held.
  const projects = useQuery({ ...projectsQueryOptions(), enabled: fixedSiteId === undefined });
  // The poster's site when none of the worker's projects is there: read by its id.
  const fixedKnown = fixedSiteId === undefined || (sites.data ?? []).some((s) => s.id === fixedSiteId);
  const fixedSite = useQuery({ ...siteQueryOptions(fixedSiteId ?? ""), enabled: sites.isSuccess && !fixedKnown });
  const preselected = usePreselectedSite(sites.data ?? [], today, fixedSiteId === undefined);
  const [chosen, setChosen] = useState<string | null>(null);
  const [askLeftAt, setAskLeftAt] = useState(false);
  const reg = useRegisterEntry(offline);
  const now = useNow();
  const selectId = useId();
  const reportDay = useReportDay(onReportDay, {
    ledgerToday: me.data?.today ?? [],
    checkedIn: !me.data || myCheckIn(me.data, offline.entries, () => "") !== null,
    projectIdsOf: (id) => [...(sites.data ?? []), ...(fixedSite.data ? [fixedSite.data] : [])].find((s) => s.id === id)?.projectIds ?? [],
  });

  const longStay = me.data?.checkedIn ? checkOutNeedsTime(Date.parse(me.data.checkedIn.since), now) : false;
  useEffect(() => {
    if (longStay) void loadLeftAtPrompt().catch(() => undefined);
  }, [longStay]);

  const expected = fixedSiteId !== undefined || (projects.data ?? []).some((p) => p.siteId);
  if (me.isPending || sites.isPending)
    return expected ? (
      <Frame headingLevel={headingLevel}>
        <Placeholder />
      </Frame>
    ) : null;
  if (me.isError || sites.isError) {
    if (!expected) return null;
    return (
      <Frame headingLevel={headingLevel}>
        <p className="text-sm font-medium text-destructive" role="alert">
          {t("checkin.card.failed")}
        </p>
        <Button variant="outline" onClick={() => void Promise.all([me.refetch(), sites.refetch()])}>
          {ts("shell.tryAgain")}
        </Button>
      </Frame>
    );
  }

  const ledger = me.data;
  const known = [...sites.data, ...(fixedSite.data ? [fixedSite.data] : []), ...ledger.responsibleFor, ...(ledger.checkedIn ? [ledger.checkedIn.site] : [])];
  const nameOf = (id: string) => known.find((s) => s.id === id)?.name ?? t("checkin.card.unknownSite");
  const mine = offline.entries.filter((e) => isSelf(e.body));
  const current = myCheckIn(ledger, offline.entries, nameOf);
  if (fixedSiteId === undefined && sites.data.length === 0 && !current && mine.length === 0 && ledger.today.length === 0) return null;

  const siteId = current?.site.id ?? fixedSiteId ?? chosen ?? preselected;

  const checkOut = async (leftAt?: string) => {
    if (!current) return;
    const outcome = await reg.register(current.site.id, "out", null, leftAt);
    if (outcome.state === "refused") return;
    setAskLeftAt(false);
    reportDay.checkedOut({ siteId: current.site.id, checkOut: outcome.occurredAt, stayStart: current.since, queued: outcome.state === "queued" });
  };
  const tap = async () => {
    if (current) {
      // After 12 hours 'now' is most likely a forgotten check-out: the worker gives the time it left.
      if (!current.pending && checkOutNeedsTime(Date.parse(current.since), Date.now())) setAskLeftAt(true);
      else await checkOut();
    } else if (siteId) {
      reportDay.checkedIn();
      void reg.register(siteId, "in", null);
    }
  };

  return (
    <Frame headingLevel={headingLevel}>
      {current ? null : fixedSiteId !== undefined || sites.data.length === 1 ? (
        <p className="flex min-h-11 flex-col justify-center text-sm">
          <span className="text-muted-foreground">{t("checkin.card.site")}</span>
          <strong className="text-base">{siteId ? nameOf(siteId) : null}</strong>
          {fixedSite.isError ? <span className="text-muted-foreground">{t("checkin.card.siteGone")}</span> : null}
        </p>
      ) : sites.data.length > 1 ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={selectId}>{t("checkin.card.site")}</Label>
          <Select id={selectId} value={siteId ?? ""} onChange={(e) => setChosen(e.target.value || null)}>
            <option value="">{t("checkin.card.chooseSite")}</option>
            <SelectOptions options={sites.data.map((s) => ({ id: s.id, label: s.name }))} />
          </Select>
        </div>
      ) : null}
      <CheckPanel
        current={current}
        canCheckIn={siteId !== null}
        busy={reg.busy === whoKey(null)}
        error={reg.errorFor(null)}
        stale={reg.staleFor(null)}
        showButton={!reg.identity}
        now={now}
        onTap={() => void tap()}
      />
      {current && askLeftAt ? (
        <Suspense fallback={null}>
          <LeftAtPrompt since={current.since} busy={reg.busy === whoKey(null)} onSend={(at) => void checkOut(at)} onCancel={() => setAskLeftAt(false)} />
        </Suspense>
      ) : null}
      {reportDay.made && !current ? <ReportDayOffer busy={reportDay.busy} onOpen={() => void reportDay.open()} /> : null}
      {reg.identity ? (
        <Suspense fallback={null}>
          <IdentityPrompt onSend={reg.sendWithIdentity} onCancel={reg.cancelIdentity} />
        </Suspense>
      ) : null}
      <TodayEntries
        entries={withCorrectionsBeside(ledger.today)}
        pending={mine}
        siteName={nameOf}
        onRemove={(entry) => void offline.remove(entry.clientId)}
        onGiveIdentity={reg.askIdentityFor}
        headingLevel={headingLevel === "h1" ? "h2" : "h3"}
      />
      {siteId && ledger.responsibleFor.some((s) => s.id === siteId) ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <Link href={`/platser/${encodeURIComponent(siteId)}/personalliggare`} className={buttonVariants({ variant: "outline" })}>
            <ClipboardList aria-hidden="true" />
            {t("checkin.card.siteLedger")}
          </Link>
          {/* The control view to hold out to an inspector: a link, no request until tapped. */}
          <Link href={`/platser/${encodeURIComponent(siteId)}/kontroll`} className={buttonVariants({ variant: "outline" })}>
            <ShieldCheck aria-hidden="true" />
            {t("checkin.card.control")}
          </Link>
        </div>
      ) : null}
      {siteId && ledger.responsibleFor.some((s) => s.id === siteId) ? (
        <RosterSection
          key={siteId}
          site={{ id: siteId, name: nameOf(siteId) }}
          pending={offline.entries}
          busyKey={reg.busy}
          errorFor={reg.errorFor}
          onTap={(who, kind) => void reg.register(siteId, kind, who)}
          onRemove={(entry) => void offline.remove(entry.clientId)}
        />
      ) : null}
    </Frame>
  );
}
