import type { ReactNode } from "react";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";

interface ScrollTableProps {
  /** The scrolling region's name. */
  region: string;
  /** The table's name. */
  label: string;
  className?: string;
  /** The column headings, left to right, each a `<th scope="col">`. */
  columns: readonly { label: string; numeric?: boolean }[];
  /** The bodies. */
  children: ReactNode;
  /** The foot's 'Totalt' row: its heading across the first `span` columns, then the sums' cells. */
  totals: { span: number; cells: ReactNode };
}

/**
 * A table of the Lön preview: it scrolls sideways on a phone rather than squeezing the numbers,
 * and is focusable, so a keyboard can scroll it too; numbers' headings stand right.
 */
export function ScrollTable({ region, label, className, columns, children, totals }: ScrollTableProps) {
  const t = useT(payrollSv);
  return (
    <div
      className={cn("overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      tabIndex={0}
      role="region"
      aria-label={region}
    >
      <table className="w-full min-w-max text-sm" aria-label={label}>
        <thead className="bg-muted/40 text-left text-xs font-semibold text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn("px-3 py-2", column.numeric && "text-right")}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
        <tfoot className="border-t-2 font-bold">
          <tr>
            <th scope="row" colSpan={totals.span} className="px-3 py-2 text-left">
              {t("payroll.preview.total")}
            </th>
            {totals.cells}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
