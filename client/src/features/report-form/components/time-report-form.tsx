import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { todayIn } from "@shared/dates";
import { isReturned } from "@shared/domain";
import reportSv from "@shared/i18n/catalogs/report/sv";
import type { TimeReport } from "@shared/types";
import { timeReportFormSchema } from "@shared/validation";
import { useLockedDate } from "@/api/payroll/get-locked-periods";
import { useSplitTimeReport } from "@/api/time-reports/split-time-report";
import { DiscardChangesDialog } from "@/components/discard-changes-dialog";
import { Button } from "@/components/ui/button";
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { draftFormValues, type KeptFile, type OfflineDraft, type OfflineQueueSlot } from "../lib/offline-draft";
import { useDaySplitOffer } from "../hooks/use-day-split";
import { useRepeatEntry } from "../hooks/use-repeat-entry";
import { useSendReport } from "../hooks/use-send-report";
import { useWorkingTimePreview } from "../hooks/use-working-time-preview";
import { CopyLatestButton } from "./copy-latest-button";
import { DaySplitOffer, DaySplitQuestion } from "./day-split-offer";
import { ReportDaySummary, reportDayProposal } from "./report-day-summary";
import { AbsenceChips } from "./time-code-field";
import { TimeReportFields } from "./time-report-fields";
import type { RenderUploader, ReportPrefill, TimeReportFormProps } from "./time-report-form-props";
import { initialFormValues, prefilledFromLedger, SERVER_FIELDS, type AttachmentKind } from "./time-report-form-values";

/**
 * 'Tidsrapportering' / 'Redigera Tidsrapport' in a full-height sheet. Esc, the close button
 * and 'Avbryt' ask before throwing typed changes away.
 */
export function TimeReportForm({
  open,
  onOpenChange,
  report,
  renderUploader,
  onSaved,
  today,
  onCloseAutoFocus,
  offline,
  draft,
  prefill,
  offerDaySplit = false,
}: TimeReportFormProps) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const day = today ?? todayIn();
  // 'Rapportera dagen' shows the day first when it can go as it is; 'Ändra' (or a day that needs
  // the form) opens the form for that same prefill, and a new tap of the button shows the day again.
  const [editing, setEditing] = useState<ReportPrefill | null>(null);
  const proposal = useMemo(() => (prefill && !report && !draft ? reportDayProposal(prefill, day) : null), [prefill, report, draft, day]);
  const edit = useCallback(() => setEditing(prefill ?? null), [prefill]);
  const requestClose = () => (dirty.current ? setAsking(true) : onOpenChange(false));
  const close = () => {
    dirty.current = false;
    setAsking(false);
    onOpenChange(false);
  };
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <SheetContent aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        {/* Mounted per opening, so each one starts from the report (or a blank form) again. */}
        {open && proposal && editing !== prefill ? (
          <ReportDaySummary proposal={proposal} today={day} offline={offline} onSaved={onSaved} onEdit={edit} onClose={close} offerDaySplit={offerDaySplit} />
        ) : open ? (
          <TimeReportFormBody
            key={report?.id ?? draft?.clientId ?? "new"}
            report={report ?? null}
            offline={offline}
            draft={draft ?? null}
            prefill={prefill ?? null}
            offerDaySplit={offerDaySplit}
            today={day}
            renderUploader={renderUploader}
            onSaved={onSaved}
            onDirtyChange={(next) => {
              dirty.current = next;
            }}
            onCancel={requestClose}
            onClose={close}
          />
        ) : null}
        <DiscardChangesDialog open={asking} onOpenChange={setAsking} onConfirm={close} />
      </SheetContent>
    </Sheet>
  );
}

interface BodyProps {
  report: TimeReport | null;
  today: string;
  renderUploader: RenderUploader;
  onSaved?: TimeReportFormProps["onSaved"];
  onDirtyChange: (dirty: boolean) => void;
  /** 'Avbryt': asks first when something was changed. */
  onCancel: () => void;
  /** After a save: closes without asking. */
  onClose: () => void;
  offline?: OfflineQueueSlot;
  draft: OfflineDraft | null;
  prefill: ReportPrefill | null;
  offerDaySplit: boolean;
}

function TimeReportFormBody({ report, today, renderUploader, onSaved, onDirtyChange, onCancel, onClose, offline, draft, prefill, offerDaySplit }: BodyProps) {
  const t = useT(reportSv);
  const format = useFormat();
  const labels = useReportLabels();
  const [schema] = useState(() => timeReportFormSchema(today));
  const { fromLedger = null, ...prefilled } = (report === null && draft === null ? prefill : null) ?? {};
  const start = draft ? draftFormValues(draft.body) : { ...initialFormValues(report, today), ...prefilled };
  const form = useForm({ resolver: zodResolver(schema), defaultValues: start });
  const [ledgerFill] = useState(() => (fromLedger ? prefilledFromLedger(start, fromLedger) : null));
  const [kept, setKept] = useState<KeptFile[]>(() => draft?.files ?? []);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const repeat = useRepeatEntry(report === null);
  const warnings = useWorkingTimePreview(form, report?.id ?? null);
  // A date in a locked pay period: said under 'Datum', and nothing else can be filled in or sent (docs/product-rules.md §6).
  const lockedDate = useLockedDate(useWatch({ control: form.control, name: "date" }), report ? report.date.slice(0, 10) : null);
  const sender = useSendReport(offline, onSaved);
  const splitMutation = useSplitTimeReport();
  // A queued draft is not offered the split: the queue carries single reports.
  const { offer: daySplit, refusal: splitRefusal } = useDaySplitOffer(form, report?.id ?? null, offerDaySplit && draft === null);
  // Made once per form, so a split sent again after a lost answer files once (docs/product-rules.md §12).
  const [splitIds] = useState(() => ({ clientId: crypto.randomUUID(), overtimeClientId: crypto.randomUUID() }));
  // The worker's choice of 'Dela upp' (docs/product-rules.md §4): kept when the form still lacked something
  // (the confirmation, say), so 'Skicka tidrapport' then splits; it counts only while the day passes the norm.
  const [splitChosen, setSplitChosen] = useState(false);
  const [askingSplit, setAskingSplit] = useState(false);
  const chosen = splitChosen && daySplit !== null;
  const [uploading, setUploading] = useState<Record<AttachmentKind, boolean>>({ images: false, receipts: false });
  const pending = sender.pending || splitMutation.isPending;
  const busyUploading = uploading.images || uploading.receipts;

  const submit = form.handleSubmit(async ({ isConfirmed: _confirmed, ...body }) => {
    // Made when the worker presses 'Skicka tidrapport', so a send whose answer is lost and
    // the queued retry are one report on the server (docs/product-rules.md §12); a queued one keeps its own.
    const clientId = draft?.clientId ?? crypto.randomUUID();
    const outcome = await sender.send({ report, body, clientId, kept, draft });
    if (outcome.done) return onClose();
    // The field gets its own message beside the toast.
    if (outcome.error !== null) applyServerFieldErrors(outcome.error, form.setError, SERVER_FIELDS);
  });
  // 'Dela upp' sends as 'Skicka tidrapport' does: the same checks, the confirmation among them.
  const split = form.handleSubmit(async ({ isConfirmed: _confirmed, ...body }) => {
    const editing = report !== null;
    try {
      const { reports } = await splitMutation.mutateAsync(editing ? { id: report.id, body } : { id: null, body, ...splitIds });
      const parts = reports.map((r) => t("report.form.splitPart", { hours: format.hours(r.hours, "input"), code: labels.timeCode(r.timeCode) }));
      const filed = parts.reduce((first, second) => t("report.form.splitAnd", { first, second }));
      toast({ title: reports.length > 1 ? t("report.form.split") : t("report.form.splitAsOvertime"), description: t("report.form.splitText", { filed }) });
      if (reports[0]) onSaved?.(reports[0], editing ? "updated" : "created");
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, SERVER_FIELDS);
      toast({ variant: "destructive", title: t("report.form.error"), description: errorMessage(error, t("report.form.splitFailed")) });
    }
  });

  // The form's checks first; then, past the norm with no choice made, the question instead of sending.
  const ask = form.handleSubmit(() => setAskingSplit(true));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The disabled button already stops a click; this stops Enter in the date field as well.
    if (lockedDate) return event.preventDefault();
    // Overtime is never sent as 'Arbetad tid' unnoticed (docs/product-rules.md §4): the worker chooses.
    if (daySplit !== null) return chosen ? split(event) : ask(event);
    return submit(event);
  };

  const chooseSplit = () => {
    setSplitChosen(true);
    void split();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <SheetHeader>
        <SheetTitle className="text-lg font-bold leading-tight">{report ? t("report.form.titleEdit") : t("report.form.titleNew")}</SheetTitle>
        <SheetDescription className="text-sm text-muted-foreground">
          {report && isReturned(report)
            ? t("report.form.returned", { reason: report.returnReason ?? "" })
            : report
              ? t("report.form.descriptionEdit")
              : t("report.form.descriptionNew")}
        </SheetDescription>
      </SheetHeader>
      <SheetBody>
        {report === null ? (
          <>
            <CopyLatestButton form={form} latestWork={repeat.latestWork} disabled={pending || lockedDate !== null} />
            {/* A chip keeps the form's date; a locked date stays locked (only 'Datum' frees it). */}
            <AbsenceChips form={form} disabled={pending || lockedDate !== null} />
          </>
        ) : null}
        <TimeReportFields
          lastProjectId={repeat.lastProjectId}
          form={form}
          today={today}
          report={report}
          renderUploader={renderUploader}
          uploadsDisabled={pending || busyUploading}
          onBusyChange={(kind, busy) => setUploading((prev) => ({ ...prev, [kind]: busy }))}
          kept={kept}
          onKeptChange={offline && !report ? setKept : undefined}
          disabled={pending}
          lockedDate={lockedDate}
          warnings={warnings}
          ledgerFill={ledgerFill}
          afterHours={
            lockedDate ? null : (
              <DaySplitOffer offer={daySplit} refusal={splitRefusal} onSplit={chooseSplit} disabled={pending || busyUploading} chosen={chosen} />
            )
          }
        />
      </SheetBody>
      <SheetFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t("report.form.cancel")}
        </Button>
        <SubmitButton pending={pending} pendingText={t("report.form.sending")} disabled={busyUploading || lockedDate !== null} className="sm:min-w-48">
          <Send aria-hidden="true" />
          {t("report.form.send")}
        </SubmitButton>
      </SheetFooter>
      <DaySplitQuestion
        offer={daySplit}
        open={askingSplit}
        onOpenChange={setAskingSplit}
        onSplit={() => {
          setAskingSplit(false);
          chooseSplit();
        }}
        onSendAsIs={() => {
          setAskingSplit(false);
          void submit();
        }}
      />
    </form>
  );
}
