import { RotateCcw } from "lucide-react";
import type { PublicUser } from "@shared/types";
import { useUpdateUser } from "@/api/users/update-user";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import usersSv from "@shared/i18n/catalogs/users/sv";
import { useT } from "@/lib/i18n/runtime";

/** A deactivated account keeps its history; an admin can let the person sign in again. */
export function ReactivateButton({ user }: { user: PublicUser }) {
  const t = useT(usersSv);
  const update = useUpdateUser();
  const reactivate = () => {
    const body = { username: user.username, fullName: user.fullName, email: user.email, role: user.role, active: true };
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => toast({ title: t("users.toast.success"), description: t("users.row.reactivated", { name: user.fullName }) }),
        onError: (error) => toast({ variant: "destructive", title: t("users.toast.error"), description: errorMessage(error, t("users.toast.updateFailed")) }),
      },
    );
  };
  return (
    <Button variant="outline" size="sm" onClick={reactivate} disabled={update.isPending} aria-label={t("users.row.reactivateLabel", { name: user.fullName })}>
      <RotateCcw aria-hidden="true" />
      <span className="hidden sm:inline">{t("users.row.reactivate")}</span>
    </Button>
  );
}
