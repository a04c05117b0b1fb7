import type { PublicUser } from "@shared/types";
import { USER_MSG } from "@shared/validation";
import { useDeleteUser } from "@/api/users/delete-user";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ReturnFocus } from "@/components/ui/use-return-focus";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

/** 'Är du säker på att du vill radera {name}?' before deleting `user` (null: closed). */
export function DeleteUserDialog({
  user,
  onClose,
  onCloseAutoFocus,
}: { user: PublicUser | null; onClose: () => void } & Partial<Pick<ReturnFocus, "onCloseAutoFocus">>) {
  const deleteMutation = useDeleteUser();
  const confirm = async () => {
    if (!user) return;
    try {
      const result = await deleteMutation.mutateAsync(user.id);
      // A user with history is kept, deactivated: the admin must know which happened.
      toast({ title: "Framgång", description: "deactivated" in result ? USER_MSG.deactivated : USER_MSG.deleted });
      onClose();
    } catch (error) {
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte radera användare") });
    }
  };
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Radera användare"
      description={user ? `Är du säker på att du vill radera ${user.fullName}?` : ""}
      confirmLabel="Radera"
      pendingLabel="Raderar..."
      pending={deleteMutation.isPending}
      onConfirm={() => void confirm()}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
