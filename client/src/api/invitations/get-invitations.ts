import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Invitation } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { invitationKeys, INVITATIONS_PATH } from "./keys";

/** Admin only: the open invitations (not used, not expired), the soonest to expire first. */
export const getInvitations = () => apiGet<Invitation[]>(INVITATIONS_PATH);

export function useInvitations() {
  return useQuery(queryOptions({ queryKey: invitationKeys.all, queryFn: getInvitations }));
}
