import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

/**
 * What an admin is told after 'Verifiera', from the list or from the detail dialog alike:
 * one wording, whichever screen the button is on.
 */
export const verifyToasts = {
  success: () => toast({ title: "Framgång", description: "Rapporten har verifierats" }),
  error: (error: unknown) => toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte verifiera rapporten") }),
};
