import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import { buttonVariants } from "@/components/ui/button";
import { ApprovalsScreen } from "@/features/approvals/components/approvals-screen";
import { useT } from "@/lib/i18n/runtime";
import { AccessDenied } from "../dashboard/access-denied";
import { DashboardHeader } from "../dashboard/dashboard-header";
import { SignedIn } from "./signed-in";

function BackHome() {
  const t = useT(approvalsSv);
  return (
    <Link href="/" className={buttonVariants({ variant: "ghost", className: "self-start px-2" })}>
      <ArrowLeft aria-hidden="true" />
      {t("approvals.back")}
    </Link>
  );
}

/**
 * `/att-godkanna`: 'Att godkänna' for a worker and an admin (docs/product-rules.md §18); what it
 * lists is the server's to decide (a worker who leads no project sees it empty). A customer has
 * no part here.
 */
export function ApprovalsRoute() {
  return (
    <SignedIn>
      {(user) =>
        user.role === "customer" ? (
          <AccessDenied />
        ) : (
          <div className="min-h-dvh bg-background">
            <DashboardHeader user={user} />
            <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-8">
              <BackHome />
              <ApprovalsScreen />
            </main>
          </div>
        )
      }
    </SignedIn>
  );
}
