import { RotateCcw } from "lucide-react";
import type { PublicUser } from "@shared/types";
import { useUpdateUser } from "@/api/users/update-user";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

/** A deactivated account keeps its history; an admin can let the person sign in again. */
export function ReactivateButton({ user }: { user: PublicUser }) {
  const update = useUpdateUser();
  const reactivate = () => {
    const body = { username: user.username, fullName: user.fullName, email: user.email, role: user.role, active: true };
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => toast({ title: "Framgång", description: `${user.fullName} kan logga in igen` }),
        onError: (error) => toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte uppdatera användare") }),
      },
    );
  };
  return (
    <Button variant="outline" size="sm" onClick={reactivate} disabled={update.isPending} aria-label={`Återaktivera ${user.fullName}`}>
      <RotateCcw aria-hidden="true" />
      <span className="hidden sm:inline">Återaktivera</span>
    </Button>
  );
}
