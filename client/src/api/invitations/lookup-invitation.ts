import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvitationLookup } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { INVITATIONS_PATH } from "./keys";

/** Public: the e-mail and name an invitation link's token stands for (the token goes in the body, never a URL). */
export const lookupInvitation = (token: string) => apiPost<InvitationLookup>(`${INVITATIONS_PATH}/lookup`, { token });

export function useInvitationLookup(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [INVITATIONS_PATH, "lookup", token] as const,
      queryFn: () => lookupInvitation(token ?? ""),
      enabled: Boolean(token),
      staleTime: Infinity,
    }),
  );
}
