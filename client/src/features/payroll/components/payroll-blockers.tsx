import { AlertTriangle, Ban } from "lucide-react";
import type { ReactNode } from "react";
import type { PayrollPreview } from "@shared/types";
import type { ReportStatus } from "@shared/domain";
import { PAXML_DIM_ID_MAX } from "@shared/domain";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";

export interface PayrollLinks {
  /** Opens 'Alla rapporter' filtered to the period and a status. */
  onShowReports: (status: ReportStatus) => void;
  /** Opens the user form of one worker. */
  onEditUser: (userId: string) => void;
  /** Opens the period's ersättningar that are not attested, where the app has a screen for them. */
  onShowExpenses?: () => void;
}

/** Whether anything stops 'Exportera till lön' (the server checks the same and answers 409). */
export function hasBlockers(preview: PayrollPreview): boolean {
  return (
    preview.locked ||
    preview.unattested > 0 ||
    preview.expensesUnattested > 0 ||
    preview.missingEmployeeNumbers.length > 0 ||
    preview.projectNumbersTooLong.length > 0
  );
}

/** What stops the export, and what the admin should look at, each with a way straight to it. */
export function PayrollBlockers({ preview, links }: { preview: PayrollPreview; links: PayrollLinks }) {
  const t = useT(payrollSv);
  // The preview names workers; its rows carry their ids.
  const missing = preview.workers.filter((w) => w.worker.employeeNumber === null && preview.missingEmployeeNumbers.includes(w.worker.fullName));
  const items: ReactNode[] = [];
  // A period that is exactly an export is shown as exported (ExportedNotice), never as overlapping itself.
  if (preview.locked && !preview.export) items.push(<Item key="locked" kind="block" text={t("payroll.blockers.overlaps")} />);
  if (preview.unattested > 0) {
    items.push(
      <Item
        key="unattested"
        kind="block"
        text={t(preview.returned > 0 ? "payroll.blockers.unattestedOrReturned" : "payroll.blockers.unattested", { count: preview.unattested })}
      >
        <Button size="sm" variant="outline" onClick={() => links.onShowReports("submitted")}>
          {t("payroll.blockers.showUnattested")}
        </Button>
      </Item>,
    );
  }
  // Ersättningar block the export as reports do (docs/product-rules.md §16): submitted or sent back.
  if (preview.expensesUnattested > 0) {
    items.push(
      <Item key="expenses-unattested" kind="block" text={t("payroll.blockers.expensesUnattested", { count: preview.expensesUnattested })}>
        {links.onShowExpenses ? (
          <Button size="sm" variant="outline" onClick={links.onShowExpenses}>
            {t("payroll.blockers.showExpenses")}
          </Button>
        ) : null}
      </Item>,
    );
  }
  if (preview.missingEmployeeNumbers.length > 0) {
    items.push(
      <Item key="missing" kind="block" text={t("payroll.blockers.missingNumbers", { names: preview.missingEmployeeNumbers.join(", ") })}>
        {missing.map(({ worker }) => (
          <Button
            key={worker.id}
            size="sm"
            variant="outline"
            onClick={() => links.onEditUser(worker.id)}
            aria-label={t("payroll.blockers.setNumber", { name: worker.fullName })}
          >
            {worker.fullName}
          </Button>
        ))}
      </Item>,
    );
  }
  if (preview.projectNumbersTooLong.length > 0) {
    // The project form is where the number is changed; the message names the projects.
    items.push(
      <Item
        key="long-numbers"
        kind="block"
        text={t("payroll.blockers.longProjectNumbers", { max: PAXML_DIM_ID_MAX, numbers: preview.projectNumbersTooLong.join(", ") })}
      />,
    );
  }
  if (preview.returned > 0) {
    items.push(
      <Item key="returned" kind="block" text={t("payroll.blockers.returned", { count: preview.returned })}>
        <Button size="sm" variant="outline" onClick={() => links.onShowReports("draft")}>
          {t("payroll.blockers.showReturned")}
        </Button>
      </Item>,
    );
  }
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t("payroll.blockers.label")}>
      {items}
    </ul>
  );
}

/** One line of the preview's lists: red when it blocks the export, amber when it is only to look at. */
export function Item({ kind, text, children }: { kind: "block" | "warn"; text: ReactNode; children?: ReactNode }) {
  const Icon = kind === "block" ? Ban : AlertTriangle;
  return (
    <li
      className={cn(
        "flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm",
        kind === "block"
          ? "border-red-300 bg-red-50 dark:border-red-500/40 dark:bg-red-500/10"
          : "border-amber-300 bg-amber-50 dark:border-amber-400/40 dark:bg-amber-400/10",
      )}
    >
      {/* The icon stays beside its text; only the buttons wrap below it on a phone. */}
      <span className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 font-medium">{text}</span>
      </span>
      {children}
    </li>
  );
}
