import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { FilePenLine, Send } from "lucide-react";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { ORDINARY_TIME_CODE, type LedgerClockTimes } from "@shared/domain";
import checkinSv from "@shared/i18n/catalogs/checkin/sv";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { REPORT_LIST_MAX_LIMIT, timeReportFormSchema, type TimeReportFormValues } from "@shared/validation";
import { warningWindow } from "@shared/working-time";
import { useLockedDate, useLockedPeriods } from "@/api/payroll/get-locked-periods";
import { useProjects } from "@/api/projects/get-projects";
import { dailyNormQueryOptions } from "@/api/settings/get-daily-norm";
import { timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { Button } from "@/components/ui/button";
import { SheetBody, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { SubmitButton } from "@/components/ui/submit-button";
import { WarningNotices } from "@/components/warning-notices";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { useDaySplitOffer } from "../hooks/use-day-split";
import { useSendReport } from "../hooks/use-send-report";
import { useWorkingTimePreview } from "../hooks/use-working-time-preview";
import { hoursFromTimes } from "../lib/clock-hours";
import type { OfflineQueueSlot } from "../lib/offline-draft";
import { LedgerFillNote } from "./ledger-fill-note";
import type { ReportPrefill, TimeReportFormProps } from "./time-report-form-props";
import { initialFormValues, prefilledFromLedger } from "./time-report-form-values";

/** The day 'Rapportera dagen' proposes, as the form would hold it, and what the ledger said. */
export interface ReportDayProposal {
  values: TimeReportFormValues;
  fromLedger: LedgerClockTimes | null;
}

/**
 * The report 'Rapportera dagen' proposes, when it can go as it is (docs/product-rules.md §15): the
 * form's starting values with the hours its times make (as 'Timmar' follows them in the form),
 * passing the form's own checks once confirmed. Null when it cannot (no project, no description,
 * hours out of range, a clock-change night without clock times): the form then opens directly.
 */
export function reportDayProposal(prefill: ReportPrefill, today: string): ReportDayProposal | null {
  const { fromLedger = null, ...prefilled } = prefill;
  const values: TimeReportFormValues = { ...initialFormValues(null, today), ...prefilled };
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const [startTime, endTime, breakMinutes] = [text(values.startTime), text(values.endTime), text(values.breakMinutes)];
  // Hours alone: the ledger's stay over a clock change no clock times say; the worker writes the report.
  if (!startTime || !endTime) return null;
  const hours = hoursFromTimes({ date: text(values.date), startTime, endTime, breakMinutes });
  if (hours === null) return null;
  const proposed = { ...values, hours };
  return timeReportFormSchema(today).safeParse({ ...proposed, isConfirmed: true }).success ? { values: proposed, fromLedger } : null;
}

interface ReportDaySummaryProps {
  proposal: ReportDayProposal;
  today: string;
  offline?: OfflineQueueSlot;
  onSaved?: TimeReportFormProps["onSaved"];
  /** 'Ändra', and the way out when the day needs the form after all: the full form, filled in the same. */
  onEdit: () => void;
  /** Sent or queued. */
  onClose: () => void;
  /** 'Dela upp' is the worker's form's (docs/product-rules.md §4). */
  offerDaySplit: boolean;
}

/** 'Timmar' as the form holds it ("7,5") as a number. */
const hoursOf = (typed: unknown) => Number(String(typed).replace(",", "."));

/** A query of the phone that is still asking: not yet known, and not paused offline. */
const asking = (q: { isPending: boolean; fetchStatus: string }) => q.isPending && q.fetchStatus === "fetching";

/**
 * The day 'Rapportera dagen' proposes, before anything is sent (docs/product-rules.md §15): date,
 * project, code, times and break, hours and description, what the ledger said, the working-time
 * warnings, then the form's confirmation sentence right above 'Bekräfta och skicka'. Pressing it
 * is the worker's confirmation: the report goes as the form sends it (the same checks, the queue
 * without coverage, the same toast). 'Ändra' opens the form. A day the form would have to ask
 * about (past the daily norm, or the norm cannot be read) or in a locked pay period goes to the form.
 */
export function ReportDaySummary({ proposal, today, offline, onSaved, onEdit, onClose, offerDaySplit }: ReportDaySummaryProps) {
  const t = useT(checkinSv);
  const tr = useT(reportSv);
  const format = useFormat();
  const labels = useReportLabels();
  const confirmId = useId();
  const [schema] = useState(() => timeReportFormSchema(today));
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { ...proposal.values, isConfirmed: false } });
  const [ledgerFill] = useState(() => (proposal.fromLedger ? prefilledFromLedger(proposal.values, proposal.fromLedger) : null));
  const [refusal, setRefusal] = useState<string | null>(null);
  const sender = useSendReport(offline, onSaved);
  const warnings = useWorkingTimePreview(form, null);
  const { values } = proposal;
  const date = String(values.date);

  // What the form would stop at: a locked date, a day past the norm (its question), a norm it cannot read.
  const split = useDaySplitOffer(form, null, offerDaySplit);
  const lockedDate = useLockedDate(date, null);
  const periods = useLockedPeriods();
  const window = warningWindow(date, date);
  const dayReports = useQuery({
    ...timeReportsQueryOptions({ startDate: window.from, endDate: window.to, limit: REPORT_LIST_MAX_LIMIT }),
    enabled: offerDaySplit,
  });
  const norm = useQuery({ ...dailyNormQueryOptions(), enabled: offerDaySplit });
  const checking = asking(periods) || (offerDaySplit && (asking(dayReports) || asking(norm)));
  // Pressed, the day is decided: the day's reports read afresh after the send hold the report itself.
  const [pressed, setPressed] = useState(false);
  const needsForm = !pressed && (lockedDate !== null || split.offer !== null || split.refusal !== null);
  useEffect(() => {
    if (needsForm) onEdit();
  }, [needsForm, onEdit]);

  const { data: projects = [] } = useProjects();
  const project = projects.find((p) => p.id === values.projectId);
  const pause = Number(values.breakMinutes || 0);

  const send = form.handleSubmit(
    async ({ isConfirmed: _confirmed, ...body }) => {
      setRefusal(null);
      setPressed(true);
      // Made at the press, as 'Skicka tidrapport' makes it (docs/product-rules.md §12).
      const outcome = await sender.send({ report: null, body, clientId: crypto.randomUUID(), kept: [], draft: null });
      if (outcome.done) return onClose();
      setPressed(false);
      setRefusal(outcome.message);
    },
    // Checked before the summary was offered: should the form's checks still refuse, the form says why.
    () => onEdit(),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The press is the confirmation the form's checkbox gives (docs/product-rules.md §15).
    form.setValue("isConfirmed", true);
    return send(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <SheetHeader>
        <SheetTitle className="text-lg font-bold leading-tight">{t("checkin.reportDay.summaryTitle")}</SheetTitle>
        <SheetDescription className="text-sm text-muted-foreground">{t("checkin.reportDay.summaryLead")}</SheetDescription>
      </SheetHeader>
      <SheetBody className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-base">
          <Row term={tr("report.form.date")}>{format.date(date, "long")}</Row>
          <Row term={tr("report.form.project")}>{project ? `${project.projectNumber} · ${project.title}` : null}</Row>
          <Row term={tr("report.form.type")}>{labels.timeCode(values.timeCode ?? ORDINARY_TIME_CODE)}</Row>
          <Row term={t("checkin.reportDay.times")}>
            {t("checkin.reportDay.timesValue", { start: String(values.startTime), end: String(values.endTime) })}
            {pause > 0 ? <span className="text-muted-foreground">{` · ${t("checkin.reportDay.breakValue", { minutes: String(pause) })}`}</span> : null}
          </Row>
          <Row term={tr("report.form.hours")}>
            <strong className="text-lg">{t("checkin.reportDay.hoursValue", { hours: format.hours(hoursOf(values.hours)) })}</strong>
          </Row>
          <Row term={tr("report.form.description")}>
            <span className="whitespace-pre-wrap break-words">{String(values.description)}</span>
          </Row>
        </dl>
        <LedgerFillNote form={form} fill={ledgerFill} />
        <WarningNotices messages={warnings} />
        {refusal ? (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm font-medium text-destructive">
            {refusal}
          </p>
        ) : null}
      </SheetBody>
      <SheetFooter>
        <div className="flex w-full flex-col gap-3">
          <p id={confirmId} className="text-sm font-medium">
            {tr("report.form.confirm")}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
            <SubmitButton
              pending={sender.pending}
              pendingText={tr("report.form.sending")}
              disabled={checking || needsForm}
              aria-describedby={confirmId}
              className="min-h-11 sm:min-w-48"
            >
              <Send aria-hidden="true" />
              {t("checkin.reportDay.confirmAndSend")}
            </SubmitButton>
            <Button variant="outline" className="min-h-11" onClick={onEdit} disabled={sender.pending}>
              <FilePenLine aria-hidden="true" />
              {t("checkin.reportDay.edit")}
            </Button>
          </div>
        </div>
      </SheetFooter>
    </form>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </>
  );
}
