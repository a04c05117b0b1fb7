import type { QueryClient } from "@tanstack/react-query";
import { todayIn } from "@shared/dates";
import { ADMIN_STATUS_PATH, DEMO_ACCOUNTS_PATH } from "@shared/first-screen";
import { adminStatusQueryOptions } from "@/api/auth/get-admin-status";
import { demoAccountsQueryOptions } from "@/api/auth/get-demo-accounts";
import { userQueryKey, userQueryOptions } from "@/api/auth/get-user";
import { clearPrimedAnswers, primeAnswers } from "@/lib/api-client";
import { takeFirstScreen } from "@/lib/first-screen";

/**
 * Before the first render: when the server sent the page with its first screen
 * (docs/decisions/2026-11-24-first-screen-rendering.md), the signed-in user and, for a
 * worker, the dashboard's answers and script are made ready, so the first paint is the whole
 * dashboard rather than a loader, then empty cards, then a shifting page. Signed out, the
 * user is known to be nobody, and the first paint is the login. Whatever was not
 * taken is forgotten; a failure here only means the screen asks the network as usual.
 */
export async function prepareFirstScreen(queryClient: QueryClient): Promise<void> {
  const screen = takeFirstScreen();
  if (!screen) return;
  primeAnswers(screen.answers);
  try {
    if (screen.signedOut) {
      // Nobody is signed in: the login, with the demo accounts when the server offers them,
      // is the first screen, with no request before it.
      queryClient.setQueryData(userQueryKey, null);
      if (screen.answers.some((answer) => answer.path === DEMO_ACCOUNTS_PATH)) await queryClient.prefetchQuery(demoAccountsQueryOptions());
      // Whether 'Skapa konto' is offered: in the first paint, not after a request.
      if (screen.answers.some((answer) => answer.path === ADMIN_STATUS_PATH)) await queryClient.prefetchQuery(adminStatusQueryOptions());
      return;
    }
    const user = await queryClient.fetchQuery(userQueryOptions());
    if (user?.role === "worker") {
      const { prepareWorkerDashboard } = await import("./dashboard/worker-first-screen");
      await prepareWorkerDashboard(queryClient, todayIn());
    }
  } catch {
    // The screens fetch what they lack.
  } finally {
    clearPrimedAnswers();
  }
}
