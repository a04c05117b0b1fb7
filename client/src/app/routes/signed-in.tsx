import type { ReactNode } from "react";
import type { PublicUser } from "@shared/types";
import { useUser } from "@/api/auth/get-user";
import { AuthLayout } from "@/components/auth-layout";
import { FullPageError, FullPageLoader } from "@/components/page-state";
import { LoginForm } from "@/features/auth/components/login-form";

/**
 * A page for a signed-in user: while the user is read, a loader; signed out, the login right
 * here at this address, so that the page follows the sign-in with no redirect to lose the way
 * (a QR poster's `/checkin/{siteId}`, a link to a site's ledger). `signedOutLead` above the
 * login says what signing in here will do.
 */
export function SignedIn({ children, signedOutLead }: { children: (user: PublicUser) => ReactNode; signedOutLead?: ReactNode }) {
  const { data: user, isPending, error, refetch } = useUser();
  if (isPending) return <FullPageLoader />;
  if (error) return <FullPageError error={error} onRetry={() => void refetch()} />;
  if (!user) {
    return (
      <AuthLayout>
        {signedOutLead}
        <LoginForm />
      </AuthLayout>
    );
  }
  return <>{children(user)}</>;
}
