import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicUser } from "@shared/types";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { Link, Redirect, useParams } from "wouter";
import { useUser } from "@/api/auth/get-user";
import { FullPageError, FullPageLoader } from "@/components/page-state";
import { buttonVariants } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";
import { SiteControl } from "@/features/ledger-control/components/site-control";
import { EventLog } from "@/features/ledger-log/components/event-log";
import { AccessDenied } from "../dashboard/access-denied";
import { DashboardShell } from "../dashboard/dashboard-shell";
import { AdminEntry } from "./admin-route";
import { adminControlPath, adminLedgerPath, adminLogPath, phoneControlPath } from "./ledger-paths";
import { SignedIn } from "./signed-in";

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={buttonVariants({ variant: "outline" })}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Link>
  );
}

/**
 * The pages around the control view and the event log are the reader's (docs/i18n.md): their
 * titles and ways back follow the language; the control view inside stays Swedish.
 */
function ControlPage({ user, siteId, back }: { user: PublicUser; siteId: string; back: { href: string; label: string } }) {
  const t = useT(siteSv);
  const backLink = <BackLink {...back} />;
  return (
    <DashboardShell user={user} title={t("site.day.control")} actions={backLink}>
      <SiteControl key={siteId} siteId={siteId} back={backLink} logHref={user.role === "admin" ? adminLogPath(siteId) : undefined} />
    </DashboardShell>
  );
}

/** An admin page of a site: the admin login when signed out, a worker sent to `phonePath` (or turned away), a customer turned away. */
function AdminSitePage({ phonePath, children }: { phonePath?: (siteId: string) => string; children: (user: PublicUser, siteId: string) => ReactNode }) {
  const { siteId = "" } = useParams<{ siteId: string }>();
  const { data: user, isPending, error, refetch } = useUser();
  if (isPending) return <FullPageLoader />;
  if (error) return <FullPageError error={error} onRetry={() => void refetch()} />;
  if (!user) return <AdminEntry />;
  if (user.role === "worker" && phonePath) return <Redirect to={phonePath(siteId)} replace />;
  if (user.role === "customer") return <AccessDenied />;
  return <>{children(user, siteId)}</>;
}

/** `/admin/byggarbetsplatser/:siteId/kontroll`: an admin's control view; a worker is sent to the phone's path, where the server decides. */
export function AdminControlRoute() {
  const t = useT(siteSv);
  return (
    <AdminSitePage phonePath={phoneControlPath}>
      {(user, siteId) => <ControlPage user={user} siteId={siteId} back={{ href: adminLedgerPath(siteId), label: t("site.page.toLedger") }} />}
    </AdminSitePage>
  );
}

/**
 * `/platser/:siteId/kontroll`: the control view on the phone, for a platsansvarig. Open to any
 * signed-in worker or admin: the server answers 403 to one who is not responsible for the site.
 */
export function SiteControlRoute() {
  const t = useT(siteSv);
  const { siteId = "" } = useParams<{ siteId: string }>();
  return (
    <SignedIn>
      {(user) => (user.role === "customer" ? <AccessDenied /> : <ControlPage user={user} siteId={siteId} back={{ href: "/", label: t("site.page.toHome") }} />)}
    </SignedIn>
  );
}

/** `/admin/byggarbetsplatser/:siteId/logg`: the site's event log, for an admin; the server answers anyone else 403, shown as such. */
export function AdminLogRoute() {
  const t = useT(siteSv);
  return (
    <AdminSitePage>
      {(user, siteId) => {
        const backLink = <BackLink href={adminControlPath(siteId)} label={t("site.page.toControl")} />;
        return (
          <DashboardShell user={user} title={t("site.log.title")} actions={backLink}>
            <EventLog key={siteId} siteId={siteId} back={backLink} />
          </DashboardShell>
        );
      }}
    </AdminSitePage>
  );
}
