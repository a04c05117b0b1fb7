import { useQueryClient } from "@tanstack/react-query";
import { FileDown, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { firstOfMonth, todayIn } from "@shared/dates";
import { workerPeriodFileName } from "@shared/domain";
import { REPORT_LIST_MAX_LIMIT } from "@shared/validation/constants";
import { timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { saveBlob } from "@/lib/download";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { WorkerPdfCardTitle } from "./worker-pdf-card-title";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT, type Translate } from "@/lib/i18n/runtime";

/**
 * The first problem with the period as a toast, or null when it is fine. The shared schema
 * (and zod) and the PDF code load on the first press, not with the dashboard.
 */
async function rangeProblem(t: Translate<typeof weekSv>, startDate: string, endDate: string): Promise<{ title: string; description: string } | null> {
  const { dateRangeSchema, EXPORT_MSG } = await import("@shared/validation/report-csv");
  const parsed = dateRangeSchema.safeParse({ startDate, endDate });
  if (parsed.success) return null;
  const messages = parsed.error.issues.map((i) => i.message);
  if (messages.includes(EXPORT_MSG.fillDates)) return { title: t("week.pdf.fillDates"), description: t("week.pdf.fillDatesText") };
  return { title: t("week.pdf.badRange"), description: t("week.pdf.badRangeText") };
}

export interface WorkerPdfCardProps {
  workerName: string;
  today?: string;
}

/** Downloads the worker's own reports of a period as a PDF, made in the browser. */
export function WorkerPdfCard({ workerName, today = todayIn() }: WorkerPdfCardProps) {
  const t = useT(weekSv);
  const queryClient = useQueryClient();
  const id = useId();
  const [startDate, setStartDate] = useState(() => firstOfMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7))));
  const [endDate, setEndDate] = useState(today);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const problem = await rangeProblem(t, startDate, endDate);
      if (problem) {
        toast({ variant: "destructive", ...problem });
        return;
      }
      await makePdf();
    } catch {
      // The code for the check could not be fetched (the network dropped).
      toast({ variant: "destructive", title: t("week.pdf.failedTitle"), description: t("week.pdf.failed") });
    } finally {
      setBusy(false);
    }
  };

  const makePdf = async () => {
    let reports;
    try {
      // Fresh on every download: the PDF must show what is stored now, not a cached list.
      // A worker's period never comes near the limit.
      reports = await queryClient.fetchQuery({ ...timeReportsQueryOptions({ startDate, endDate, limit: REPORT_LIST_MAX_LIMIT }), staleTime: 0 });
    } catch {
      toast({ variant: "destructive", title: t("week.pdf.error"), description: t("week.pdf.fetchFailed") });
      return;
    }
    if (reports.length === 0) {
      toast({ title: t("week.pdf.none"), description: t("week.pdf.noneText") });
      return;
    }
    try {
      const [kit, { buildWorkerPdf }, { pdfWordsNow }] = await Promise.all([loadPdfKit(), import("./worker-pdf"), import("./pdf-words-now")]);
      const doc = buildWorkerPdf(kit, { workerName, startDate, endDate, reports }, await pdfWordsNow());
      const fileName = workerPeriodFileName(workerName, startDate, endDate);
      saveBlob(doc.output("blob"), fileName);
      toast({ title: t("week.pdf.made"), description: fileName });
    } catch {
      toast({ variant: "destructive", title: t("week.pdf.failedTitle"), description: t("week.pdf.failed") });
    }
  };

  return (
    <Card className="below-first-view [--below-size:18rem]">
      <CardHeader>
        <WorkerPdfCardTitle />
        <CardDescription>{t("week.pdf.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 [&_input]:min-w-0 [&>*]:min-w-0">
          <TextField id={`${id}-start`} label={t("week.pdf.start")} type="date" value={startDate} max={today} onChange={(e) => setStartDate(e.target.value)} />
          <TextField id={`${id}-end`} label={t("week.pdf.end")} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        </div>
        <Button onClick={download} disabled={busy} aria-busy={busy || undefined} className="w-full sm:w-auto sm:self-start">
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />}
          {busy ? t("week.pdf.making") : t("week.pdf.download")}
        </Button>
      </CardContent>
    </Card>
  );
}
