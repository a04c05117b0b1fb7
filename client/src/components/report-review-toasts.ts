import { useMemo } from "react";
import reviewSv from "@shared/i18n/catalogs/review/sv";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";

/**
 * What an admin is told after 'Verifiera', from the list or from the detail dialog alike:
 * one wording, whichever screen the button is on, in the admin's language.
 */
export function useVerifyToasts() {
  const t = useT(reviewSv);
  return useMemo(
    () => ({
      success: () => toast({ title: t("review.report.verifiedTitle"), description: t("review.report.verified") }),
      error: (error: unknown) =>
        toast({ variant: "destructive", title: t("review.common.error"), description: errorMessage(error, t("review.report.verifyFailed")) }),
    }),
    [t],
  );
}
