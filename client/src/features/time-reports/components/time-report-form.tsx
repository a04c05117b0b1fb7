import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { todayIn } from "@shared/dates";
import type { TimeReport } from "@shared/types";
import { timeReportFormSchema } from "@shared/validation";
import { Button } from "@/components/ui/button";
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useCreateTimeReport } from "../api/create-time-report";
import { useUpdateTimeReport } from "../api/update-time-report";
import { TimeReportFields } from "./time-report-fields";
import { initialFormValues, SERVER_FIELDS, type AttachmentKind } from "./time-report-form-values";

/** What the form hands to an uploader it does not know (features never import each other). */
export interface UploaderSlot {
  disabled: boolean;
  onUploaded: (objectPaths: string[]) => void;
  onBusyChange: (busy: boolean) => void;
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
}

/** 'Tidsrapportering' / 'Redigera Tidsrapport' in a full-height sheet. */
export function TimeReportForm({ open, onOpenChange, report, renderUploader, onSaved, today }: TimeReportFormProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby={undefined}>
        {/* Mounted per opening, so each one starts from the report (or a blank form) again. */}
        {open ? <TimeReportFormBody key={report?.id ?? "new"} report={report ?? null} today={today ?? todayIn()} renderUploader={renderUploader} onSaved={onSaved} onClose={() => onOpenChange(false)} /> : null}
      </SheetContent>
    </Sheet>
  );
}

interface BodyProps {
  report: TimeReport | null;
  today: string;
  renderUploader: RenderUploader;
  onSaved?: TimeReportFormProps["onSaved"];
  onClose: () => void;
}

function TimeReportFormBody({ report, today, renderUploader, onSaved, onClose }: BodyProps) {
  const [schema] = useState(() => timeReportFormSchema(today));
  const form = useForm({ resolver: zodResolver(schema), defaultValues: initialFormValues(report, today) });
  const createMutation = useCreateTimeReport();
  const updateMutation = useUpdateTimeReport();
  const [uploading, setUploading] = useState<Record<AttachmentKind, boolean>>({ images: false, receipts: false });
  const pending = createMutation.isPending || updateMutation.isPending;
  const busyUploading = uploading.images || uploading.receipts;

  const onSubmit = form.handleSubmit(async ({ isConfirmed: _confirmed, ...body }) => {
    const editing = report !== null;
    try {
      const saved = editing ? await updateMutation.mutateAsync({ id: report.id, body }) : await createMutation.mutateAsync(body);
      toast(editing ? { title: "Tidrapport uppdaterad", description: "Ändringarna har sparats." } : { title: "Tidrapport skapad", description: "Rapporten har skickats för granskning." });
      onSaved?.(saved, editing ? "updated" : "created");
      onClose();
    } catch (error) {
      // A message already shown under its field is not repeated in the toast.
      const onFields = applyServerFieldErrors(error, form.setError, SERVER_FIELDS);
      const fallback = editing ? "Kunde inte uppdatera tidrapporten" : "Kunde inte skapa tidrapporten";
      toast({ variant: "destructive", title: "Fel", description: onFields ? undefined : errorMessage(error, fallback) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <SheetHeader>
        <SheetTitle className="text-lg font-bold leading-tight">{report ? "Redigera Tidsrapport" : "Tidsrapportering"}</SheetTitle>
        <SheetDescription className="text-sm text-muted-foreground">
          {report ? "Ändra rapporten och skicka den igen." : "Rapportera dagens arbetstid per projekt."}
        </SheetDescription>
      </SheetHeader>
      <SheetBody>
        <TimeReportFields
          form={form}
          today={today}
          report={report}
          renderUploader={renderUploader}
          uploadsDisabled={pending || busyUploading}
          onBusyChange={(kind, busy) => setUploading((prev) => ({ ...prev, [kind]: busy }))}
          disabled={pending}
        />
      </SheetBody>
      <SheetFooter>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Avbryt
        </Button>
        <SubmitButton pending={pending} pendingText="Skickar..." disabled={busyUploading} className="sm:min-w-48">
          <Send aria-hidden="true" />
          Skicka tidrapport
        </SubmitButton>
      </SheetFooter>
    </form>
  );
}
