import { ArrowLeft } from "lucide-react";
import type { PublicUser } from "@shared/types";
import { Link, Redirect, useParams, useSearch } from "wouter";
import { isIsoDate } from "@shared/dates";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useUser } from "@/api/auth/get-user";
import { FullPageError, FullPageLoader } from "@/components/page-state";
import { buttonVariants } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";
import { SiteLedgerView } from "@/features/site-ledger/components/site-ledger-view";
import { SitePeoplePanel } from "@/features/site-people/components/site-people-panel";
import { AccessDenied } from "../dashboard/access-denied";
import { SignedIn } from "./signed-in";
import { DashboardShell } from "../dashboard/dashboard-shell";
import { AdminEntry } from "./admin-route";
import { adminControlPath, phoneControlPath, phoneLedgerPath } from "./ledger-paths";

interface LedgerPageProps {
  user: PublicUser;
  siteId: string;
  back: { href: string; label: "site.page.toAdmin" | "site.page.toHome" };
  /** The site's 'Kontroll' on the same side: the admin's page or the phone's. */
  controlHref: string;
}

function LedgerPage({ user, siteId, back, controlHref }: LedgerPageProps) {
  const t = useT(siteSv);
  // `?datum=ÅÅÅÅ-MM-DD` opens another day than today: a link to the day an entry is about.
  const datum = new URLSearchParams(useSearch()).get("datum");
  const backLink = (
    <Link href={back.href} className={buttonVariants({ variant: "outline" })}>
      <ArrowLeft aria-hidden="true" />
      {t(back.label)}
    </Link>
  );
  return (
    <DashboardShell user={user} title={t("site.page.title")} actions={backLink}>
      <SiteLedgerView
        key={siteId}
        siteId={siteId}
        initialDate={datum && isIsoDate(datum) ? datum : undefined}
        back={backLink}
        controlHref={controlHref}
        footer={(site) => <SitePeoplePanel siteId={site.id} ledgerScope={site.ledgerScope} />}
      />
    </DashboardShell>
  );
}

/** `/admin/byggarbetsplatser/:siteId`: an admin's view of a site's ledger; a worker is sent to its own path, where the server decides. */
export function AdminSiteLedgerRoute() {
  const { siteId = "" } = useParams<{ siteId: string }>();
  const { data: user, isPending, error, refetch } = useUser();
  if (isPending) return <FullPageLoader />;
  if (error) return <FullPageError error={error} onRetry={() => void refetch()} />;
  if (!user) return <AdminEntry />;
  if (user.role === "worker") return <Redirect to={phoneLedgerPath(siteId)} replace />;
  if (user.role !== "admin") return <AccessDenied />;
  return <LedgerPage user={user} siteId={siteId} back={{ href: "/admin", label: "site.page.toAdmin" }} controlHref={adminControlPath(siteId)} />;
}

/**
 * `/platser/:siteId/personalliggare`: the same view on the phone, for a platsansvarig. Open to
 * any signed-in worker or admin: the server answers 403 to one who is not responsible for the site.
 */
export function SiteLedgerRoute() {
  const { siteId = "" } = useParams<{ siteId: string }>();
  return (
    <SignedIn>
      {(user) =>
        user.role === "customer" ? (
          <AccessDenied />
        ) : (
          <LedgerPage user={user} siteId={siteId} back={{ href: "/", label: "site.page.toHome" }} controlHref={phoneControlPath(siteId)} />
        )
      }
    </SignedIn>
  );
}
