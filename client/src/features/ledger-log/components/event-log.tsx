import type { ReactNode } from "react";
import type { LedgerLogEvent } from "@shared/types";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useLedgerLog } from "@/api/sites/get-ledger-log";
import { useSite } from "@/api/sites/get-site";
import { useSiteCompanies } from "@/api/sites/get-site-companies";
import { LedgerTable } from "@/components/ledger/ledger-table";
import { NoAccess } from "@/components/ledger/no-access";
import { LoadMore } from "@/components/load-more";
import { PanelError, PanelLoading } from "@/components/panel-state";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import { actionText, actorText, detailLines, eventTime, runCountText } from "../lib/event-text";

interface EventLogProps {
  siteId: string;
  /** The way back, shown with the 403. */
  back?: ReactNode;
}

interface Row {
  event: LedgerLogEvent;
  details: string[];
}

/**
 * 'Händelselogg' of a site (docs/product-rules.md §15), for an admin: every entry, correction,
 * reading of the control view, export and inspector's link, newest first, 'Visa fler' for older.
 */
export function EventLog({ siteId, back }: EventLogProps) {
  const t = useT(siteSv);
  const log = useLedgerLog(siteId);
  const site = useSite(siteId);
  const companies = useSiteCompanies(siteId);
  if (log.error instanceof ApiError && log.error.status === 403) {
    return <NoAccess text={t("site.noAccess.eventLog")}>{back}</NoAccess>;
  }
  const companyName = (id: string) => companies.data?.find((c) => c.id === id)?.name;
  const rows: Row[] = (log.data?.pages.flat() ?? []).map((event) => ({ event, details: detailLines(event, companyName) }));

  // The page's title already says 'Händelselogg': the section is headed by the site whose log it is.
  return (
    <section className="flex min-w-0 flex-col gap-4" aria-label={t("site.log.title")}>
      {site.data ? <h2 className="text-xl font-bold">{site.data.name}</h2> : null}
      {log.error ? (
        <PanelError message={errorMessage(log.error, t("site.log.failed"))} />
      ) : !log.data ? (
        <PanelLoading label={t("site.log.loading")} />
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground">{t("site.log.empty")}</p>
      ) : (
        <>
          <EventTable rows={rows} />
          <EventCards rows={rows} />
          {log.hasNextPage ? (
            <LoadMore status={t("site.log.showing", { count: rows.length })} pending={log.isFetchingNextPage} onLoadMore={() => void log.fetchNextPage()} />
          ) : null}
        </>
      )}
    </section>
  );
}

function EventTable({ rows }: { rows: Row[] }) {
  const t = useT(siteSv);
  const headers = [t("site.log.time"), t("site.log.who"), t("site.log.event"), t("site.log.details")];
  return (
    <LedgerTable caption={t("site.log.title")} headers={headers}>
      {rows.map(({ event, details }) => (
        <tr key={event.id} className="align-top">
          <td className="whitespace-nowrap px-3 py-2 tabular-nums">{eventTime(event.at)}</td>
          <td className="px-3 py-2">{actorText(event, t)}</td>
          <td className="px-3 py-2 font-semibold">
            <EventAction event={event} />
          </td>
          <td className="px-3 py-2">
            <Details lines={details} />
          </td>
        </tr>
      ))}
    </LedgerTable>
  );
}

function EventCards({ rows }: { rows: Row[] }) {
  const t = useT(siteSv);
  return (
    <ul className="flex flex-col divide-y rounded-lg border bg-card md:hidden" aria-label={t("site.log.title")}>
      {rows.map(({ event, details }) => (
        <li key={event.id} className="flex flex-col gap-1 px-4 py-3">
          <p className="flex flex-wrap justify-between gap-x-3">
            <span className="font-semibold">
              <EventAction event={event} />
            </span>
            <span className="text-sm tabular-nums text-muted-foreground">{eventTime(event.at)}</span>
          </p>
          <p className="text-sm">{actorText(event, t)}</p>
          <Details lines={details} />
        </li>
      ))}
    </ul>
  );
}

/** 'Händelse' of a row: a run of readings with its count, 'Kontrollvyn lästes (4 gånger)', the count never split over two lines. */
function EventAction({ event }: { event: LedgerLogEvent }) {
  const t = useT(siteSv);
  const count = runCountText(event, t);
  if (count === null) return actionText(event.action, t);
  return (
    <>
      {actionText(event.action, t)} <span className="whitespace-nowrap">{count}</span>
    </>
  );
}

function Details({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="text-sm text-muted-foreground">
      {lines.map((line, i) => (
        <li key={i} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
