import type { QueryClient } from "@tanstack/react-query";
import { todayIn } from "@shared/dates";
import { userQueryOptions } from "@/api/auth/get-user";
import { clearPrimedAnswers, primeAnswers } from "@/lib/api-client";
import { takeFirstScreen } from "@/lib/first-screen";

/**
 * Before the first render: when the server sent the page with its first screen
 * (docs/decisions/2026-11-23-first-screen-in-the-html.md), the signed-in user and, for a
 * worker, the dashboard's answers and script are made ready, so the first paint is the whole
 * dashboard rather than a loader, then empty cards, then a shifting page. Whatever was not
 * taken is forgotten; a failure here only means the screen asks the network as usual.
 */
export async function prepareFirstScreen(queryClient: QueryClient): Promise<void> {
  const screen = takeFirstScreen();
  if (!screen) return;
  primeAnswers(screen.answers);
  try {
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
