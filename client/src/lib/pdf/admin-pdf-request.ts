export type AdminPdfKind = "time" | "receipts" | "receiptImages";
export type AdminPdfScope = "all" | "worker" | "project";

/**
 * A checked request for one admin PDF: the admin's reports screen makes it, the pdf feature
 * fetches, builds and saves it. Here because two screen features share it.
 */
export interface AdminPdfRequest {
  kind: AdminPdfKind;
  scope: AdminPdfScope;
  workerId?: string;
  projectId?: string;
  startDate: string;
  endDate: string;
  /** For the file name: the worker's name, the project number, or 'alla'. */
  filterLabel: string;
  /** For the PDF's header: 'Alla arbetare och projekt', 'Arbetare: Erik Andersson'. */
  filterText: string;
}
