import type { ReactNode } from "react";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import { AttachmentList } from "@/components/attachment-list";
import { KeptFileList } from "@/components/kept-file-list";
import { useT } from "@/lib/i18n/runtime";
import type { KeptReceipt } from "../lib/offline-expense";

/** What the utlägg form hands an uploader it does not know (features never import each other). */
export interface ReceiptUploaderSlot {
  disabled: boolean;
  onUploaded: (objectPaths: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  /** Receipts photographed without coverage, handed back unuploaded; absent where there is no queue. */
  onKept?: (files: File[]) => void;
  /** Open the camera at once: a new utlägg without a receipt yet. */
  openCamera: boolean;
}

export type RenderReceiptUploader = (slot: ReceiptUploaderSlot) => ReactNode;

interface ReceiptSectionProps {
  paths: string[];
  kept: KeptReceipt[];
  disabled: boolean;
  onRemovePath: (path: string) => void;
  onRemoveKept: (id: string) => void;
  error?: string;
  /** The uploader, with its camera. */
  children: ReactNode;
}

/** 'Kvitto': the receipts taken so far, uploaded or kept on the phone, and the camera. */
export function ReceiptSection({ paths, kept, disabled, onRemovePath, onRemoveKept, error, children }: ReceiptSectionProps) {
  const t = useT(expensesSv);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3 aria-[invalid=true]:border-destructive" aria-invalid={error ? true : undefined}>
      <legend className="px-1 text-sm font-medium">{t("expenses.utlagg.receipt")}</legend>
      <AttachmentList paths={paths} kind="receipts" disabled={disabled} onRemove={onRemovePath} />
      <KeptFileList files={kept} kind="receipts" offset={paths.length} disabled={disabled} onRemove={onRemoveKept} />
      {children}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
