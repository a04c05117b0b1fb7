import { ADMIN_STATUS_PATH, type FirstScreenAnswer } from "../../shared/first-screen";
import type { AdminStatus } from "../../shared/types";
import { presentAdminStatus } from "./presenter";
import type { AuthService } from "./service";

/** How long a signed-out page's copy of `/api/admin/status` is kept. */
const STATUS_COPY_MS = 5_000;

/**
 * `/api/admin/status` for the signed-out page (server/frontend/first-screen.ts), so the login
 * shows 'Skapa konto' or not in its first paint without asking. Read at most once per
 * STATUS_COPY_MS: a signed-out page stays nearly free of database work, and a change of the
 * registration setting on another app server shows on this one's signed-out pages within
 * seconds (the API's own answer is always read afresh). While no admin exists the answer is
 * not kept: the login then offers 'Skapa admin-konto', and the first page after the setup
 * must no longer offer it, on whichever server it is asked.
 */
export function signedOutStatus(auth: AuthService, flags: Pick<AdminStatus, "resetLinkInLog" | "mailConfigured">): () => Promise<FirstScreenAnswer | null> {
  let copy: { answer: FirstScreenAnswer; at: number } | undefined;
  return async () => {
    if (copy && Date.now() - copy.at < STATUS_COPY_MS) return copy.answer;
    const [hasAdmin, registration] = await Promise.all([auth.hasAdmin(), auth.registration()]);
    const answer = { path: ADMIN_STATUS_PATH, body: JSON.stringify(presentAdminStatus({ hasAdmin, registration, ...flags })), headers: {} };
    copy = hasAdmin ? { answer, at: Date.now() } : undefined;
    return answer;
  };
}
