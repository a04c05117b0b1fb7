import type { ReactNode } from "react";

interface LedgerTableProps {
  /** The table's name for a screen reader. */
  caption: string;
  headers: readonly string[];
  /** A last column with no title on screen (each row's button), named for a screen reader only. */
  actionHeader?: string;
  /** The rows. */
  children: ReactNode;
}

/** A table of the personalliggare from md up (its entries, its event log); a phone shows cards instead. */
export function LedgerTable({ caption, headers, actionHeader, children }: LedgerTableProps) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border bg-card md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left text-xs uppercase text-muted-foreground">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
            {actionHeader ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">{actionHeader}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}
