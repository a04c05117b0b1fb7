import { CheckCheck, ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import type { LiHTMLAttributes } from "react";
import { Button } from "@/components/ui/button";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useT } from "@/lib/i18n/runtime";

/** The checkbox column: as wide on the header row as on each row. */
const SELECT_COLUMN = "flex w-11 shrink-0 items-center justify-center";

/** The set of checked ids with one ticked or unticked. */
export function toggled(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

interface SelectableRowProps extends LiHTMLAttributes<HTMLLIElement> {
  /** Only a submitted report or expense can be checked: the others keep the column empty. */
  selectable: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** The checkbox's name, which names the row ('Markera rapport P-2026-001 2026-03-17 Erik Andersson'). */
  selectLabel: string;
}

/** A report or an expense in 'Alla rapporter': a card on a phone, a row on a wide screen, with its checkbox first. */
export function SelectableRow({ selectable, selected, onSelectedChange, selectLabel, children, ...li }: SelectableRowProps) {
  return (
    <li className="flex flex-row flex-wrap items-start gap-2 px-3 py-3 sm:px-4 lg:flex-nowrap lg:items-center lg:gap-3 lg:py-2" {...li}>
      {/* The whole 44 px cell ticks the box: a 20 px checkbox alone is too small a target on a phone. */}
      {selectable ? (
        <label className={`${SELECT_COLUMN} min-h-11 cursor-pointer`}>
          <input
            type="checkbox"
            className="size-5 cursor-pointer accent-[hsl(var(--primary))]"
            checked={selected}
            onChange={(e) => onSelectedChange(e.target.checked)}
            aria-label={selectLabel}
          />
        </label>
      ) : (
        <span className={SELECT_COLUMN} />
      )}
      {children}
    </li>
  );
}

interface SelectionBarProps {
  /** Ids of the submitted ones on the page: the bar is shown only when there are any. */
  submitted: readonly string[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** How many the button acts on. */
  chosen: number;
  pending: boolean;
  /** 'Verifiera markerade', 'Attestera markerade'. */
  actionLabel: string;
  onAction: () => void;
}

/** 'Markera alla inskickade' over the visible page, and the button that decides on the checked ones together. */
export function SelectionBar({ submitted, selected, onSelectedChange, chosen, pending, actionLabel, onAction }: SelectionBarProps) {
  const t = useT(adminReportsSv);
  if (submitted.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b px-3 py-2 sm:px-4">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-[hsl(var(--primary))] lg:mx-3"
          checked={submitted.every((id) => selected.has(id))}
          onChange={(e) => onSelectedChange(new Set(e.target.checked ? submitted : []))}
        />
        {t("adminReports.list.selectAll", { count: submitted.length })}
      </label>
      <Button size="sm" disabled={chosen === 0 || pending} onClick={onAction} aria-busy={pending || undefined}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
        {actionLabel}
        {chosen > 0 ? ` (${chosen})` : ""}
      </Button>
    </div>
  );
}

interface ListHeaderProps {
  /** The grid of the rows' columns. */
  columns: string;
  titles: readonly { label: string; right?: boolean }[];
  /** The status column's width, as on each row. */
  statusWidth: string;
}

/** Column titles over the rows, on wide screens only (a phone shows each row as a card). */
export function ListHeader({ columns, titles, statusWidth }: ListHeaderProps) {
  const t = useT(adminReportsSv);
  return (
    <div
      className="hidden border-b bg-muted/40 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:flex lg:gap-3"
      aria-hidden="true"
    >
      <span className={SELECT_COLUMN} />
      <div className={`flex-1 px-1 ${columns}`}>
        {titles.map(({ label, right }) => (
          <span key={label} className={right ? "text-right" : undefined}>
            {label}
          </span>
        ))}
      </div>
      <span className={`${statusWidth} shrink-0 text-right`}>{t("adminReports.list.status")}</span>
    </div>
  );
}

interface PaginationProps {
  /** 'Visar 1–50 av 120'. */
  label: string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** 'Föregående' and 'Nästa' walk the list by the server's cursors; no jumping to a page number. */
export function Pagination({ label, canPrevious, canNext, onPrevious, onNext }: PaginationProps) {
  const t = useT(adminReportsSv);
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-3 sm:px-4" aria-label={t("adminReports.list.pages")}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!canPrevious} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
          {t("adminReports.list.previous")}
        </Button>
        <Button variant="outline" size="sm" disabled={!canNext} onClick={onNext}>
          {t("adminReports.list.next")}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
