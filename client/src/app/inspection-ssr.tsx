/**
 * The renderer of the inspector's page, built apart from the app (`vite build --ssr`, into
 * dist/ssr) and loaded by the server from there (docs/decisions/2026-11-28-inspection-page-rendered.md):
 * the server sends the page with the view already in it, so a phone paints the entries from
 * the HTML instead of after the scripts.
 */
import { renderToString } from "react-dom/server";
import type { RenderInspectionPage } from "@shared/first-screen";
import { inspectionQueryOptions } from "@/api/inspection/get-inspection";
import { inspectionLedgerQueryOptions } from "@/api/inspection/get-inspection-ledger";
import { createQueryClient } from "@/lib/query-client";
import { InspectionApp } from "./inspection-app";

export const renderInspectionPage: RenderInspectionPage = ({ token, today, view, ledger }) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(inspectionQueryOptions(token).queryKey, JSON.parse(view));
  queryClient.setQueryData(inspectionLedgerQueryOptions(token, { from: today, to: today, companyId: "", q: "" }).queryKey, JSON.parse(ledger));
  return renderToString(<InspectionApp queryClient={queryClient} token={token} today={today} />);
};
