import { useParams } from "wouter";
import { InspectionControl } from "@/features/ledger-control/components/inspection-control";

/**
 * `/kontroll/:token`: the inspector's link (docs/product-rules.md §15). Public: no sign-in, no
 * cookie, nothing of the signed-in app, in a chunk of its own that holds only the control view
 * (docs/decisions/2026-11-28-control-view-screen.md).
 */
export function InspectionRoute() {
  const { token = "" } = useParams<{ token: string }>();
  return <InspectionControl key={token} token={token} />;
}
