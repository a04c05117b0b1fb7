import type { PublicUser } from "@shared/types";
import { useDeleteUser } from "@/api/users/delete-user";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ReturnFocus } from "@/components/ui/use-return-focus";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import usersSv from "@shared/i18n/catalogs/users/sv";
import { useT } from "@/lib/i18n/runtime";

/** 'Är du säker på att du vill radera {name}?' before deleting `user` (null: closed). */
export function DeleteUserDialog({
  user,
  onClose,
  onCloseAutoFocus,
}: { user: PublicUser | null; onClose: () => void } & Partial<Pick<ReturnFocus, "onCloseAutoFocus">>) {
  const t = useT(usersSv);
  const deleteMutation = useDeleteUser();
  const confirm = async () => {
    if (!user) return;
    try {
      const result = await deleteMutation.mutateAsync(user.id);
      // A user with history is kept, deactivated: the admin must know which happened.
      toast({ title: t("users.toast.success"), description: t("deactivated" in result ? "users.delete.deactivated" : "users.delete.deleted") });
      onClose();
    } catch (error) {
      toast({ variant: "destructive", title: t("users.toast.error"), description: errorMessage(error, t("users.delete.failed")) });
    }
  };
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("users.delete.title")}
      description={user ? t("users.delete.question", { name: user.fullName }) : ""}
      confirmLabel={t("users.delete.confirm")}
      pendingLabel={t("users.delete.pending")}
      pending={deleteMutation.isPending}
      onConfirm={() => void confirm()}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
