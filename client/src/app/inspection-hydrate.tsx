import { hydrateRoot } from "react-dom/client";
import { todayIn } from "@shared/dates";
import { inspectionQueryOptions } from "@/api/inspection/get-inspection";
import { inspectionLedgerQueryOptions } from "@/api/inspection/get-inspection-ledger";
import { clearPrimedAnswers, primeAnswers } from "@/lib/api-client";
import { takeFirstScreen } from "@/lib/first-screen";
import { createQueryClient } from "@/lib/query-client";
import { InspectionApp } from "./inspection-app";

/**
 * Takes over the inspector's page the server rendered (docs/decisions/2026-11-28-inspection-page-rendered.md):
 * the answers it was rendered from come inside the page, are put in the cache, and React adopts
 * the markup instead of drawing it again. Nothing is asked of the network, so each reading is
 * logged once, by the server's render.
 */
export async function hydrateInspection(root: HTMLElement, token: string): Promise<void> {
  const queryClient = createQueryClient();
  const screen = takeFirstScreen();
  const today = root.dataset.today ?? todayIn();
  if (screen) primeAnswers(screen.answers);
  try {
    await Promise.all([
      queryClient.prefetchQuery(inspectionQueryOptions(token)),
      queryClient.prefetchQuery(inspectionLedgerQueryOptions(token, { from: today, to: today, companyId: "", q: "" })),
    ]);
  } finally {
    clearPrimedAnswers();
  }
  hydrateRoot(root, <InspectionApp queryClient={queryClient} token={token} today={today} />);
}
