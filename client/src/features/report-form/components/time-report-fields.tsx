import { useEffect, useId, useMemo, type ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { oneYearBefore } from "@shared/dates";
import type { TimeReport } from "@shared/types";
import type { timeReportFormSchema, TimeReportFormValues } from "@shared/validation";
import type { LockedDate } from "@/api/payroll/get-locked-periods";
import { useProjects } from "@/api/projects/get-projects";
import { AttachmentList } from "@/components/attachment-list";
import { KeptFileList } from "@/components/kept-file-list";
import { LockedDateNote, lockedDateInput } from "@/components/locked-date-note";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/form-field";
import { SelectField, SelectOptions } from "@/components/ui/select";
import { WarningNotices } from "@/components/warning-notices";
import { isAbsenceCode } from "@/lib/time-codes";
import { fieldsOf } from "@/lib/form-fields";
import type { KeptFile } from "../lib/offline-draft";
import { keptFiles } from "../lib/offline-draft";
import { ClockTimeFields } from "./clock-time-fields";
import type { LedgerFill } from "./ledger-fill-note";
import { DescriptionField } from "./description-field";
import type { RenderUploader } from "./time-report-form-props";
import { TimeCodeSelect, useTimeCode } from "./time-code-field";
import { ATTACHMENT_FIELD, type AttachmentKind } from "./time-report-form-values";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { useT } from "@/lib/i18n/runtime";

export const CONFIRM_TEXT = reportSv["report.form.confirm"];

type FormOutput = z.output<ReturnType<typeof timeReportFormSchema>>;
export type TimeReportFormApi = UseFormReturn<TimeReportFormValues, unknown, FormOutput>;

interface FieldsProps {
  form: TimeReportFormApi;
  today: string;
  report: TimeReport | null;
  renderUploader: RenderUploader;
  uploadsDisabled: boolean;
  onBusyChange: (kind: AttachmentKind, busy: boolean) => void;
  disabled: boolean;
  /** Preselected in a new report when it is still active. */
  lastProjectId?: string | null;
  /** Photos and receipts picked offline, not uploaded (see KeptFileList). */
  kept?: KeptFile[];
  onKeptChange?: (files: KeptFile[]) => void;
  /** The date lies in a locked pay period: said under 'Datum', every other field disabled. */
  lockedDate?: LockedDate | null;
  /** Shown right after the hours row ('Dela upp'). */
  afterHours?: ReactNode;
  /** The working-time warnings of the draft: shown under the hours they are about. */
  warnings?: string[];
  /** 'Start' and 'Slut' as 'Rapportera dagen' filled them from the ledger: what it said shows under them. */
  ledgerFill?: LedgerFill | null;
}

const NO_KEPT: KeptFile[] = [];
const NO_WARNINGS: string[] = [];

export function TimeReportFields({
  form,
  today,
  report,
  renderUploader,
  uploadsDisabled,
  onBusyChange,
  disabled,
  lastProjectId = null,
  kept = NO_KEPT,
  onKeptChange,
  lockedDate = null,
  afterHours = null,
  warnings = NO_WARNINGS,
  ledgerFill = null,
}: FieldsProps) {
  const t = useT(reportSv);
  const { errors } = form.formState;
  const field = fieldsOf(form);
  const id = useId();
  const locked = lockedDate !== null;
  const dateId = `${id}-date`;
  const lockedId = `${id}-date-locked`;
  // Absence has no project and an optional description, and needs no confirmation.
  const absence = isAbsenceCode(useTimeCode(form));
  useEffect(() => {
    // Absence has no clock times (docs/product-rules.md §5), photos or receipts (§4): hidden fields must not hold any.
    if (!absence) return;
    const options = { shouldValidate: form.formState.isSubmitted };
    for (const field of ["startTime", "endTime", "breakMinutes"] as const) {
      if (form.getValues(field)) form.setValue(field, "", options);
    }
    for (const field of ["imageUrls", "receiptImageUrls"] as const) {
      if ((form.getValues(field) ?? []).length > 0) form.setValue(field, [], options);
    }
    if (form.getValues("receiptsConfirmed")) form.setValue("receiptsConfirmed", false, options);
  }, [absence, form]);
  useEffect(() => {
    // Nor photos picked offline, waiting to be uploaded with the report.
    if (absence && kept.length > 0) onKeptChange?.([]);
  }, [absence, kept, onKeptChange]);
  // The photos and the receipts are uploaded, kept and disabled alike.
  const attachments = { form, renderUploader, uploadsDisabled: uploadsDisabled || locked, onBusyChange, disabled: disabled || locked, kept, onKeptChange };
  return (
    <div className="flex flex-col gap-5">
      {/* Boxless: the fields keep their places in the column; only their being disabled comes from it. */}
      <fieldset disabled={locked} className="contents">
        <TimeCodeSelect form={form} id={`${id}-time-code`} />
        {absence ? null : <ProjectSelect form={form} report={report} id={`${id}-project`} lastProjectId={lastProjectId} />}
      </fieldset>
      <div className="grid grid-cols-2 gap-3 [&_input]:min-w-0 [&_input]:px-2.5 [&>*]:min-w-0">
        <TextField
          label={t("report.form.date")}
          type="date"
          min={oneYearBefore(today)}
          max={today}
          error={errors.date?.message}
          {...lockedDateInput(lockedDate, dateId, lockedId, errors.date?.message)}
          {...form.register("date")}
        />
        {/* Text, not number: a number input in some browsers turns "7,5" into 75 without a word. */}
        <TextField
          label={t("report.form.hours")}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t("report.form.hoursPlaceholder")}
          disabled={locked}
          {...field("hours")}
        />
        <LockedDateNote id={lockedId} lockedDate={lockedDate} className="col-span-2" />
      </div>
      {afterHours}
      {/* Beside the hours, above the confirmation and the send button: seen without scrolling on a phone. */}
      <WarningNotices messages={warnings} />
      <fieldset disabled={locked} className="contents">
        {absence ? null : <ClockTimeFields form={form} ledgerFill={ledgerFill} />}
        <DescriptionField form={form} id={`${id}-description`} absence={absence} />
        {/* Photos, receipts and the confirmations belong to work (docs/product-rules.md §4). */}
        {absence ? null : (
          <>
            <AttachmentSection kind="images" title={t("report.form.images")} {...attachments} />
            <AttachmentSection kind="receipts" title={t("report.form.receipts")} {...attachments} />
            <CheckboxField id={`${id}-receipts-confirmed`} label={t("report.form.receiptsConfirmed")} {...form.register("receiptsConfirmed")} />
            <CheckboxField id={`${id}-confirmed`} label={t("report.form.confirm")} {...field("isConfirmed")} />
          </>
        )}
      </fieldset>
    </div>
  );
}

interface ProjectSelectProps {
  form: TimeReportFormApi;
  report: TimeReport | null;
  id: string;
  lastProjectId: string | null;
}

/** Active projects, plus the edited report's own project even if it has since closed. */
function ProjectSelect({ form, report, id, lastProjectId }: ProjectSelectProps) {
  const t = useT(reportSv);
  const { data: projects = [], isPending } = useProjects();
  const error = form.formState.errors.projectId?.message;
  const options = projects
    .filter((p) => p.status === "active" || p.id === report?.projectId)
    .map((p) => ({ id: p.id, label: `${p.projectNumber} · ${p.title}` }));
  const own = report?.project;
  if (own && !options.some((o) => o.id === own.id)) {
    options.push({ id: own.id, label: `${own.projectNumber} · ${own.title}` });
  }
  const canPreselect = !report && lastProjectId !== null && options.some((o) => o.id === lastProjectId);
  const optionIds = options.map((o) => o.id).join();
  useEffect(() => {
    // A queued report's project is set before the options arrive; the select shows it once they have.
    const chosen = form.getValues("projectId");
    if (chosen && optionIds.includes(chosen)) form.setValue("projectId", chosen);
  }, [optionIds, form]);
  useEffect(() => {
    // As the starting value, so a preselected project alone does not count as a change to discard.
    if (canPreselect && lastProjectId && form.getValues("projectId") === "" && !form.getFieldState("projectId").isDirty) {
      form.resetField("projectId", { defaultValue: lastProjectId });
    }
  }, [canPreselect, lastProjectId, form]);
  return (
    <SelectField id={id} label={t("report.form.project")} error={error} {...form.register("projectId")}>
      <option value="">{isPending ? t("report.form.projectsLoading") : t("report.form.chooseProject")}</option>
      <SelectOptions options={options} />
    </SelectField>
  );
}

interface AttachmentSectionProps {
  form: TimeReportFormApi;
  kind: AttachmentKind;
  title: string;
  renderUploader: RenderUploader;
  uploadsDisabled: boolean;
  onBusyChange: (kind: AttachmentKind, busy: boolean) => void;
  disabled: boolean;
  kept: KeptFile[];
  onKeptChange?: (files: KeptFile[]) => void;
}

function AttachmentSection({ form, kind, title, renderUploader, uploadsDisabled, onBusyChange, disabled, kept, onKeptChange }: AttachmentSectionProps) {
  const field = ATTACHMENT_FIELD[kind];
  const paths = useWatch({ control: form.control, name: field }) ?? [];
  const error = form.formState.errors[field]?.message;
  const current = () => form.getValues(field) ?? [];
  // Memoised: the previews are made again only when the files change.
  const mine = useMemo(() => kept.filter((f) => f.kind === kind), [kept, kind]);
  const setPaths = (next: string[]) => form.setValue(field, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{title}</legend>
      <AttachmentList paths={paths} kind={kind} disabled={disabled} onRemove={(path) => setPaths(current().filter((p) => p !== path))} />
      <KeptFileList files={mine} kind={kind} offset={paths.length} disabled={disabled} onRemove={(id) => onKeptChange?.(kept.filter((f) => f.id !== id))} />
      {renderUploader(kind, {
        disabled: uploadsDisabled,
        // Read the list at the moment the upload ends: the user may have removed one meanwhile.
        onUploaded: (added) => setPaths([...current(), ...added.filter((p) => !current().includes(p))]),
        onBusyChange: (busy) => onBusyChange(kind, busy),
        onKept: onKeptChange ? (files) => onKeptChange([...kept, ...keptFiles(kind, files)]) : undefined,
      })}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
