import { useQuery } from "@tanstack/react-query";
import { History, Link2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import siteSv from "@shared/i18n/catalogs/site/sv";
import validationSv from "@shared/i18n/catalogs/validation/sv";
import type { OurCompanySetting } from "@shared/types";
import { controlCsvUrl, useControlLedger } from "@/api/sites/get-control-ledger";
import { useLedgerChain } from "@/api/sites/get-ledger-chain";
import { useSiteControl } from "@/api/sites/get-site-control";
import { sitePresentQueryOptions } from "@/api/sites/get-site-present";
import { recordLedgerExport } from "@/api/sites/record-ledger-export";
import { NoAccess } from "@/components/ledger/no-access";
import { PanelError, PanelLoading } from "@/components/panel-state";
import { Button, buttonVariants } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import { useControlFilter } from "../hooks/use-control-filter";
import { ChainLine } from "./chain-line";
import { ControlView } from "./control-view";
import { InspectionLinkDialog } from "./inspection-link-dialog";

interface SiteControlProps {
  siteId: string;
  /** The way back, shown with the 403. */
  back?: ReactNode;
  /** 'Händelselogg', for an admin only. */
  logHref?: string;
}

/**
 * Above the record, for the admin or platsansvarig who can have it mended: which of our company's
 * settings cannot be read, in the reader's language (docs/product-rules.md §10). The record itself
 * says so in Swedish where the setting's value would stand.
 */
function UnreadableKeeper({ settings }: { settings: OurCompanySetting[] }) {
  const t = useT(validationSv);
  if (settings.length === 0) return null;
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
      {settings.map((setting) => (
        <p key={setting}>{t("validation.payroll.setting-unreadable", { setting })}</p>
      ))}
    </div>
  );
}

const status = (error: unknown) => (error instanceof ApiError ? error.status : null);

/**
 * 'Kontroll' for an admin or the site's platsansvarig (docs/product-rules.md §15): the control
 * view read from the site's endpoints, with 'Länk till inspektör' and, for an admin, the event log.
 * The control view is the record and stays Swedish; the controls around it (the buttons, loading
 * and errors) follow the reader's language (docs/i18n.md).
 */
export function SiteControl({ siteId, back, logHref }: SiteControlProps) {
  const t = useT(siteSv);
  const [filter, setFilter] = useControlFilter();
  const [linkOpen, setLinkOpen] = useState(false);
  const header = useSiteControl(siteId);
  // Read afresh on every opening: the view shows who is on the site now.
  const present = useQuery({ ...sitePresentQueryOptions(siteId), refetchOnMount: "always" });
  const ledger = useControlLedger(siteId, filter);
  // The chain's check is an admin's, as the log.
  const chain = useLedgerChain(siteId, Boolean(logHref));

  if ([header.error, present.error, ledger.error].some((error) => status(error) === 403)) return <NoAccess>{back}</NoAccess>;
  if (status(header.error) === 404) return <PanelError message={t("site.day.notFound")} />;
  if (header.error) return <PanelError message={errorMessage(header.error, t("site.control.siteFailed"))} />;
  if (!header.data) return <PanelLoading label={t("site.control.loading")} />;

  return (
    <>
      {chain.data ? <ChainLine check={chain.data} checkedAt={new Date(chain.dataUpdatedAt).toISOString()} /> : null}
      {chain.error ? <p className="text-sm text-destructive">{errorMessage(chain.error, t("site.control.chainFailed"))}</p> : null}
      <UnreadableKeeper settings={header.data.ourCompany.unreadable} />
      <ControlView
        header={header.data}
        present={present}
        ledger={ledger}
        filter={filter}
        onFilterChange={setFilter}
        csvUrl={controlCsvUrl(siteId, filter)}
        recordExport={(body) => recordLedgerExport(siteId, body)}
        onRefresh={() => void Promise.all([header.refetch(), present.refetch(), ledger.refetch()])}
        actions={
          <>
            <Button variant="outline" size="lg" onClick={() => setLinkOpen(true)}>
              <Link2 aria-hidden="true" />
              {t("site.link.title")}
            </Button>
            {logHref ? (
              <Link href={logHref} className={buttonVariants({ variant: "outline", size: "lg" })}>
                <History aria-hidden="true" />
                {t("site.log.title")}
              </Link>
            ) : null}
          </>
        }
      />
      <InspectionLinkDialog siteId={siteId} open={linkOpen} onOpenChange={setLinkOpen} />
    </>
  );
}
