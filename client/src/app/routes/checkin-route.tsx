import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { todayIn } from "@shared/dates";
import type { PublicUser } from "@shared/types";
import { buttonVariants } from "@/components/ui/button";
import { LedgerCard } from "@/features/ledger-checkin/components/ledger-card";
import { useLedgerQueue } from "@/features/offline/hooks/use-ledger-queue";
import { useQueueSender } from "@/features/offline/hooks/use-queue";
import { AccessDenied } from "../dashboard/access-denied";
import { SignedIn } from "./signed-in";
import { DashboardHeader } from "../dashboard/dashboard-header";

function CheckinScreen({ user, siteId }: { user: PublicUser; siteId: string }) {
  // This page sends the queue as the dashboard does: a check-in made here offline leaves the
  // phone when the network comes back, without a visit to the dashboard.
  const sender = useQueueSender();
  const ledger = useLedgerQueue(sender);
  return (
    <div className="min-h-dvh bg-background">
      <DashboardHeader user={user} />
      <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-8">
        <Link href="/" className={buttonVariants({ variant: "ghost", className: "self-start px-2" })}>
          <ArrowLeft aria-hidden="true" />
          Till startsidan
        </Link>
        <LedgerCard today={todayIn()} siteId={siteId} offline={ledger} headingLevel="h1" />
      </main>
    </div>
  );
}

/**
 * `/checkin/{siteId}`, the address on a site's QR poster (docs/product-rules.md §15): the
 * check-in card for that site. Signed out, the login shows here, at this address, so the
 * card follows the sign-in with no redirect to lose the site on the way.
 */
export function CheckinRoute() {
  const { siteId = "" } = useParams<{ siteId: string }>();
  return <SignedIn>{(user) => (user.role === "customer" ? <AccessDenied /> : <CheckinScreen user={user} siteId={siteId} />)}</SignedIn>;
}
