import type { ComponentProps, ReactNode } from "react";
import type { LedgerClockTimes } from "@shared/domain";
import type { TimeReport } from "@shared/types";
import type { TimeReportFormValues } from "@shared/validation";
import type { SheetContent } from "@/components/ui/sheet";
import type { OfflineDraft, OfflineQueueSlot } from "../lib/offline-draft";
import type { AttachmentKind } from "./time-report-form-values";

/** What the form hands to an uploader it does not know (features never import each other). */
export interface UploaderSlot {
  disabled: boolean;
  onUploaded: (objectPaths: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  /** Files picked without coverage, handed back unuploaded; absent where there is no queue. */
  onKept?: (files: File[]) => void;
}

export type RenderUploader = (kind: AttachmentKind, slot: UploaderSlot) => ReactNode;

export interface TimeReportFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The report to edit; absent or null for a new one. */
  report?: TimeReport | null;
  renderUploader: RenderUploader;
  onSaved?: (report: TimeReport, mode: "created" | "updated") => void;
  /** The business date; tests pass one, the app lets it default to today in Stockholm. */
  today?: string;
  /** Where focus goes when the sheet closes (the app returns it to what opened the form). */
  onCloseAutoFocus?: ComponentProps<typeof SheetContent>["onCloseAutoFocus"];
  /** The offline queue: a new report goes there without coverage (docs/product-rules.md §12). */
  offline?: OfflineQueueSlot;
  /** A queued report being changed (one the server refused): saving puts it back in the queue. */
  draft?: OfflineDraft | null;
  /**
   * A new report's starting values, as 'Rapportera dagen' fills them from the personalliggare
   * (docs/product-rules.md §15), with the ledger's own times the start and end were rounded
   * from (`fromLedger`, shown under them). The day shows first as a summary when it can go as it
   * is, sent by 'Bekräfta och skicka'; 'Ändra', or a day that needs the form, opens the form.
   */
  prefill?: ReportPrefill | null;
  /**
   * 'Dela upp' past the daily norm (docs/product-rules.md §4): the worker's form offers it; the admin's
   * corrections do not (the server files it for the report's own worker only).
   */
  offerDaySplit?: boolean;
}

export type ReportPrefill = Partial<TimeReportFormValues> & { fromLedger?: LedgerClockTimes | null };
