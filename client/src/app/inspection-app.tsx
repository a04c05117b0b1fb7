import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { InspectionControl } from "@/features/ledger-control/components/inspection-control";

/**
 * The inspector's page `/kontroll/{token}` as the server renders it and the browser then takes
 * over (docs/decisions/2026-11-28-inspection-page-rendered.md): one tree on both sides, with no
 * router and nothing of the signed-in app, so the markup the server sent is kept as it is.
 */
export function InspectionApp({ queryClient, token, today }: { queryClient: QueryClient; token: string; today: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <InspectionControl token={token} today={today} />
      <LazyToaster eager={false} />
    </QueryClientProvider>
  );
}
