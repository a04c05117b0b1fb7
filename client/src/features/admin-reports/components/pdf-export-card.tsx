import { FileImage, FileText, Loader2, Receipt } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { todayIn } from "@shared/dates";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { SelectField, SelectOptions } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import type { AdminPdfKind, AdminPdfRequest, AdminPdfScope } from "@/lib/pdf/admin-pdf-request";
import { validatePdfRequest, type PdfFormValues } from "../lib/pdf-request";
import type { FilterOption } from "../lib/report-filters";

interface PdfExportCardProps {
  workers: readonly FilterOption[];
  projects: readonly FilterOption[];
  /** Fetches, builds and saves the PDF, and tells the admin how it went. */
  onGenerate: (request: AdminPdfRequest) => Promise<void>;
  today?: string;
}

const KINDS: { kind: AdminPdfKind; label: string; icon: ReactNode }[] = [
  { kind: "time", label: "Tidrapport", icon: <FileText /> },
  { kind: "receipts", label: "Kvittorapport", icon: <Receipt /> },
  { kind: "receiptImages", label: "Kvittobilder", icon: <FileImage /> },
];

/** The three admin PDFs for a period: everyone, one worker or one project. */
export function PdfExportCard({ workers, projects, onGenerate, today = todayIn() }: PdfExportCardProps) {
  const [values, setValues] = useState<PdfFormValues>({ scope: "all", workerId: "", projectId: "", startDate: `${today.slice(0, 8)}01`, endDate: today });
  const [running, setRunning] = useState<AdminPdfKind | null>(null);
  const titleId = useId();
  const set = (patch: Partial<PdfFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const generate = async (kind: AdminPdfKind) => {
    const checked = validatePdfRequest(kind, values, { workers, projects });
    if (!checked.ok) {
      toast({ variant: "destructive", title: checked.title, description: checked.description });
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
          PDF-rapporter
        </CardTitle>
        <CardDescription>Tidrapport och kvittorapport i liggande A4, kvittobilder i stående A4.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <PdfScopeFields values={values} onChange={set} workers={workers} projects={projects} />
          <TextField label="Startdatum" type="date" value={values.startDate} onChange={(e) => set({ startDate: e.target.value })} />
          <TextField label="Slutdatum" type="date" value={values.endDate} onChange={(e) => set({ endDate: e.target.value })} />
        </div>
        <div className="grid gap-2 sm:grid-cols-3">
          {KINDS.map(({ kind, label, icon }) => (
            <Button key={kind} variant="outline" onClick={() => void generate(kind)} disabled={running !== null} aria-busy={running === kind || undefined}>
              {running === kind ? <Loader2 className="animate-spin" aria-hidden="true" /> : <span aria-hidden="true">{icon}</span>}
              {label} (PDF)
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
  const byWorker = values.scope === "worker";
  return (
    <>
      <SelectField label="Urval" value={values.scope} onChange={(e) => onChange({ scope: e.target.value as AdminPdfScope })}>
        <option value="all">Alla</option>
        <option value="worker">Per arbetare</option>
        <option value="project">Per projekt</option>
      </SelectField>
      {values.scope === "all" ? null : (
        <SelectField
          label={byWorker ? "Arbetare" : "Projekt"}
          value={byWorker ? values.workerId : values.projectId}
          onChange={(e) => onChange(byWorker ? { workerId: e.target.value } : { projectId: e.target.value })}
        >
          <option value="">{byWorker ? "Välj arbetare" : "Välj projekt"}</option>
          <SelectOptions options={byWorker ? workers : projects} />
        </SelectField>
      )}
    </>
  );
}
