import { ArrowLeft, MapPin } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "wouter";
import { todayIn } from "@shared/dates";
import checkinSv from "@shared/i18n/catalogs/checkin/sv";
import type { PublicUser } from "@shared/types";
import { buttonVariants } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { useCheckinSite } from "@/api/sites/get-checkin-site";
import { LedgerCard } from "@/features/ledger-checkin/components/ledger-card";
import type { ReportDayPrefill } from "@/features/ledger-checkin/lib/report-day";
import { useOfflineQueue } from "@/features/offline/hooks/use-queue-actions";
import { useT } from "@/lib/i18n/runtime";
import { AccessDenied } from "../dashboard/access-denied";
import { renderUploader } from "../dashboard/lazy-image-uploader";
import { LazyTimeReportForm as TimeReportForm } from "../dashboard/lazy-report-dialogs";
import { SignedIn } from "./signed-in";
import { DashboardHeader } from "../dashboard/dashboard-header";

function CheckinScreen({ user, siteId }: { user: PublicUser; siteId: string }) {
  // This page sends the queue as the dashboard does: a check-in made here offline leaves the
  // phone when the network comes back, without a visit to the dashboard; so does the day's
  // report 'Rapportera dagen' sends after 'Checka ut'.
  const t = useT(checkinSv);
  const queue = useOfflineQueue();
  const focus = useReturnFocus();
  const [form, setForm] = useState<{ open: boolean; prefill?: ReportDayPrefill }>({ open: false });
  return (
    <div className="min-h-dvh bg-background">
      <DashboardHeader user={user} />
      <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-8">
        <Link href="/" className={buttonVariants({ variant: "ghost", className: "self-start px-2" })}>
          <ArrowLeft aria-hidden="true" />
          {t("checkin.card.back")}
        </Link>
        <LedgerCard
          today={todayIn()}
          siteId={siteId}
          offline={queue.ledger}
          headingLevel="h1"
          onReportDay={(prefill) => {
            focus.remember();
            setForm({ open: true, prefill });
          }}
        />
      </main>
      <TimeReportForm
        open={form.open}
        prefill={form.prefill}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        renderUploader={renderUploader}
        offline={{ save: queue.save }}
        offerDaySplit
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </div>
  );
}

/**
 * Above the login on a poster's page: 'Logga in för att checka in på {plats}', the site's name
 * the one thing a signed-out phone is told (GET /api/checkin/{siteId}); without it, while it
 * comes or for an id that names no active site, 'Logga in för att checka in'.
 */
function SignedOutLead({ siteId }: { siteId: string }) {
  const t = useT(checkinSv);
  const site = useCheckinSite(siteId);
  return (
    <p className="flex items-center gap-3 rounded-lg border-2 border-primary bg-card p-4 text-lg font-semibold leading-snug">
      <MapPin aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <span>{site.data ? t("checkin.signedOut.lead", { site: site.data.name }) : t("checkin.signedOut.leadNoSite")}</span>
    </p>
  );
}

/**
 * `/checkin/{siteId}`, the address on a site's QR poster (docs/product-rules.md §15): the
 * check-in card for that site. Signed out, the login shows here, at this address, so the
 * card follows the sign-in with no redirect to lose the site on the way.
 */
export function CheckinRoute() {
  const { siteId = "" } = useParams<{ siteId: string }>();
  return (
    <SignedIn signedOutLead={<SignedOutLead siteId={siteId} />}>
      {(user) => (user.role === "customer" ? <AccessDenied /> : <CheckinScreen user={user} siteId={siteId} />)}
    </SignedIn>
  );
}
