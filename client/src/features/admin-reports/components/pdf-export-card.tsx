import { FileImage, FileText, Loader2 } from "lucide-react";
import { ReceiptKrona } from "@/components/receipt-krona";
import { useId, useState, type ReactNode } from "react";
import { todayIn } from "@shared/dates";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { SelectField, SelectOptions } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import type { AdminPdfKind, AdminPdfRequest, AdminPdfScope } from "@/lib/pdf/admin-pdf-request";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useT } from "@/lib/i18n/runtime";
import { validatePdfRequest, type PdfFormValues, type PdfProblem } from "../lib/pdf-request";
import type { FilterOption } from "../lib/report-filters";

interface PdfExportCardProps {
  workers: readonly FilterOption[];
  projects: readonly FilterOption[];
  /** Fetches, builds and saves the PDF, and tells the admin how it went. */
  onGenerate: (request: AdminPdfRequest) => Promise<void>;
  today?: string;
}

const KINDS: { kind: AdminPdfKind; icon: ReactNode }[] = [
  { kind: "time", icon: <FileText /> },
  { kind: "receipts", icon: <ReceiptKrona /> },
  { kind: "receiptImages", icon: <FileImage /> },
];

/** The toast's title and text for what is wrong with the form. */
const PROBLEMS = {
  fillDates: { title: "adminReports.pdf.fillDates", text: "adminReports.pdf.fillDatesText" },
  badRange: { title: "adminReports.pdf.badRange", text: "adminReports.pdf.badRangeText" },
  badDate: { title: "adminReports.pdf.badDate", text: "adminReports.pdf.badDate" },
  chooseWorker: { title: "adminReports.pdf.chooseWorker", text: "adminReports.pdf.chooseWorkerText" },
  chooseProject: { title: "adminReports.pdf.chooseProject", text: "adminReports.pdf.chooseProjectText" },
} as const satisfies Record<PdfProblem, { title: keyof typeof adminReportsSv; text: keyof typeof adminReportsSv }>;

/** The three admin PDFs for a period: everyone, one worker or one project. */
export function PdfExportCard({ workers, projects, onGenerate, today = todayIn() }: PdfExportCardProps) {
  const t = useT(adminReportsSv);
  const [values, setValues] = useState<PdfFormValues>({ scope: "all", workerId: "", projectId: "", startDate: `${today.slice(0, 8)}01`, endDate: today });
  const [running, setRunning] = useState<AdminPdfKind | null>(null);
  const titleId = useId();
  const set = (patch: Partial<PdfFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const generate = async (kind: AdminPdfKind) => {
    const checked = validatePdfRequest(kind, values, { workers, projects });
    if (!checked.ok) {
      const problem = PROBLEMS[checked.problem];
      toast({ variant: "destructive", title: t(problem.title), description: t(problem.text) });
      return;
    }
    setRunning(kind);
    try {
      await onGenerate(checked.request);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h3" size="md" id={titleId}>
          {t("adminReports.pdf.title")}
        </CardTitle>
        <CardDescription>{t("adminReports.pdf.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <PdfScopeFields values={values} onChange={set} workers={workers} projects={projects} />
          <TextField label={t("adminReports.pdf.start")} type="date" value={values.startDate} onChange={(e) => set({ startDate: e.target.value })} />
          <TextField label={t("adminReports.pdf.end")} type="date" value={values.endDate} onChange={(e) => set({ endDate: e.target.value })} />
        </div>
        <div className="grid gap-2 sm:grid-cols-3">
          {KINDS.map(({ kind, icon }) => (
            <Button key={kind} variant="outline" onClick={() => void generate(kind)} disabled={running !== null} aria-busy={running === kind || undefined}>
              {running === kind ? <Loader2 className="animate-spin" aria-hidden="true" /> : <span aria-hidden="true">{icon}</span>}
              {t(`adminReports.pdf.${kind}`)}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

interface PdfScopeFieldsProps {
  values: PdfFormValues;
  onChange: (patch: Partial<PdfFormValues>) => void;
  workers: readonly FilterOption[];
  projects: readonly FilterOption[];
}

/** 'Urval' (all, per worker, per project) and, for the last two, which one. */
function PdfScopeFields({ values, onChange, workers, projects }: PdfScopeFieldsProps) {
  const t = useT(adminReportsSv);
  const byWorker = values.scope === "worker";
  return (
    <>
      <SelectField label={t("adminReports.pdf.scope")} value={values.scope} onChange={(e) => onChange({ scope: e.target.value as AdminPdfScope })}>
        <option value="all">{t("adminReports.pdf.scopeAll")}</option>
        <option value="worker">{t("adminReports.pdf.scopeWorker")}</option>
        <option value="project">{t("adminReports.pdf.scopeProject")}</option>
      </SelectField>
      {values.scope === "all" ? null : (
        <SelectField
          label={byWorker ? t("adminReports.pdf.worker") : t("adminReports.pdf.project")}
          value={byWorker ? values.workerId : values.projectId}
          onChange={(e) => onChange(byWorker ? { workerId: e.target.value } : { projectId: e.target.value })}
        >
          <option value="">{byWorker ? t("adminReports.pdf.chooseWorker") : t("adminReports.pdf.chooseProject")}</option>
          <SelectOptions options={byWorker ? workers : projects} />
        </SelectField>
      )}
    </>
  );
}
