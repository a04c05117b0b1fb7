import { dateRangeSchema, EXPORT_MSG } from "@shared/validation";
import type { AdminPdfKind, AdminPdfRequest, AdminPdfScope } from "@/lib/pdf/admin-pdf-request";
import type { FilterOption } from "./report-filters";

/** What the PDF card's inputs hold. */
export interface PdfFormValues {
  scope: AdminPdfScope;
  workerId: string;
  projectId: string;
  startDate: string;
  endDate: string;
}

/** What is wrong with the form: the card says it in the admin's language (adminReports.pdf.*). */
export type PdfProblem = "fillDates" | "badRange" | "badDate" | "chooseWorker" | "chooseProject";

export type PdfValidation = { ok: true; request: AdminPdfRequest } | { ok: false; problem: PdfProblem };

const RANGE_PROBLEMS: Record<string, PdfProblem> = {
  [EXPORT_MSG.fillDates]: "fillDates",
  [EXPORT_MSG.badRange]: "badRange",
};

/** The PDF form through the shared rules: a whole period, and the worker or project its filter needs. */
export function validatePdfRequest(
  kind: AdminPdfKind,
  values: PdfFormValues,
  options: { workers: readonly FilterOption[]; projects: readonly FilterOption[] },
): PdfValidation {
  const range = dateRangeSchema.safeParse({ startDate: values.startDate, endDate: values.endDate });
  if (!range.success) {
    const message = range.error.issues[0]?.message ?? EXPORT_MSG.fillDates;
    return { ok: false, problem: RANGE_PROBLEMS[message] ?? "badDate" };
  }
  const base = { kind, scope: values.scope, startDate: range.data.startDate, endDate: range.data.endDate };
  if (values.scope === "worker") {
    const worker = options.workers.find((w) => w.id === values.workerId);
    if (!worker) return { ok: false, problem: "chooseWorker" };
    return { ok: true, request: { ...base, workerId: worker.id, filterLabel: worker.shortLabel ?? worker.label, filterText: `Arbetare: ${worker.label}` } };
  }
  if (values.scope === "project") {
    const project = options.projects.find((p) => p.id === values.projectId);
    if (!project) return { ok: false, problem: "chooseProject" };
    return { ok: true, request: { ...base, projectId: project.id, filterLabel: project.shortLabel ?? project.label, filterText: `Projekt: ${project.label}` } };
  }
  return { ok: true, request: { ...base, filterLabel: "alla", filterText: "Alla arbetare och projekt" } };
}
