import { CircleAlert, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { inspectionCsvUrl, useInspectionLedger } from "@/api/inspection/get-inspection-ledger";
import { useInspection } from "@/api/inspection/get-inspection";
import { useInspectionChain } from "@/api/inspection/get-inspection-chain";
import { recordInspectionExport } from "@/api/inspection/record-inspection-export";
import { APP_NAME, BrandMark } from "@/components/brand";
import { FullPageError, FullPageLoader } from "@/components/page-state";
import { ApiError } from "@/lib/api-client";
import { useControlFilter } from "../hooks/use-control-filter";
import { validUntilText } from "../lib/control-text";
import { ChainLine } from "./chain-line";
import { ControlView } from "./control-view";

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Once the link has expired or been revoked (any answer 404): said plainly, with nothing else to do. */
function LinkGone() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <section role="alert" className="flex max-w-md flex-col items-center gap-3 rounded-lg border bg-card px-6 py-10 text-center">
        <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{LEDGER_MSG.linkGone}</h1>
        <p className="text-base text-muted-foreground">{LEDGER_MSG.linkGoneHint}</p>
      </section>
    </main>
  );
}

/**
 * `/kontroll/{token}`: the inspector's read-only control view (docs/product-rules.md §15), with
 * no account, no cookie and nothing of the signed-in app: the same view as the admin's, fed by
 * the link's endpoints, and 'Giltig till …' at the top.
 */
export function InspectionControl({ token, today }: { token: string; today?: string }) {
  const [filter, setFilter] = useControlFilter(today);
  const view = useInspection(token);
  const ledger = useInspectionLedger(token, filter);
  const chain = useInspectionChain(token);
  const siteName = view.data?.site.name;
  useEffect(() => {
    if (siteName) document.title = `${LEDGER_MSG.control} – ${siteName}`;
  }, [siteName]);

  if (isGone(view.error) || isGone(ledger.error)) return <LinkGone />;
  if (view.error) return <FullPageError error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data) return <FullPageLoader label="Hämtar personalliggaren..." />;
  const { expiresAt, present, ...header } = view.data;

  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-3 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            <BrandMark />
            <div>
              <h1 className="text-xl font-extrabold leading-tight">{LEDGER_MSG.controlTitle}</h1>
              <p className="text-sm text-muted-foreground">{APP_NAME}</p>
            </div>
          </div>
          <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-base font-semibold tabular-nums">
            <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {validUntilText(expiresAt)}
          </p>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
        <p className="text-sm text-muted-foreground">{LEDGER_MSG.readOnly}</p>
        {chain.data ? <ChainLine check={chain.data} checkedAt={new Date(chain.dataUpdatedAt).toISOString()} /> : null}
        <ControlView
          header={header}
          present={{ data: present, error: null, isFetching: view.isFetching }}
          ledger={ledger}
          filter={filter}
          onFilterChange={setFilter}
          csvUrl={inspectionCsvUrl(token, filter)}
          recordExport={(body) => recordInspectionExport(token, body)}
          onRefresh={() => void Promise.all([view.refetch(), ledger.refetch()])}
        />
      </main>
    </div>
  );
}
