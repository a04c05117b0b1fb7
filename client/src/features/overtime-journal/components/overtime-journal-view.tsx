import { ArrowLeft, Download, FileText, Loader2, Timer } from "lucide-react";
import { useId, useState } from "react";
import { todayIn } from "@shared/dates";
import type { OvertimeJournal } from "@shared/types";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { conflictMessage, errorMessage } from "@/lib/api-client";
import { useDownloadJournalCsv } from "@/api/working-time/download-journal-csv";
import { useJournal } from "@/api/working-time/get-journal";
import { useJournalWords } from "../hooks/use-journal-words";
import { generateJournalPdf } from "../lib/generate-journal-pdf";
import { JournalCards, JournalTable } from "./journal-rows";

/** Years offered: the last ten, this one first. The law asks the journal to be kept for years back. */
const YEARS_BACK = 9;

interface OvertimeJournalViewProps {
  /** 'Tillbaka till Lön'; the journal is reached from the Lön tab. */
  onClose?: () => void;
  /** "Today" in Stockholm; a prop so tests can fix it. */
  today?: string;
}

/** 'Övertidsjournal' (Arbetstidslagen 11 §): each worker's overtime per month of a year, as CSV and PDF. */
export function OvertimeJournalView({ onClose, today = todayIn() }: OvertimeJournalViewProps) {
  const { t } = useJournalWords();
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const journal = useJournal(year);
  const yearId = useId();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i);
  // The rows may still be last year's while the new year loads: exports wait for the right one.
  const current = journal.data && journal.data.year === year && !journal.isPlaceholderData ? journal.data : undefined;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="overtime-journal-heading">
      <div className="flex flex-wrap items-center gap-3">
        {onClose ? (
          <Button variant="outline" size="sm" onClick={onClose}>
            <ArrowLeft aria-hidden="true" />
            {t("payroll.journal.back")}
          </Button>
        ) : null}
        <h2 id="overtime-journal-heading" className="text-xl font-bold">
          {t("payroll.journal.title")}
        </h2>
      </div>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={yearId} className="text-sm font-medium">
            {t("payroll.journal.year")}
          </label>
          <Select id={yearId} value={year} onChange={(e) => setYear(Number(e.target.value))} className="w-32">
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </div>
        <ExportButtons year={year} journal={current} />
      </Card>
      <JournalBody journal={journal.data} isPending={journal.isPending} error={journal.error} busy={journal.isPlaceholderData} />
    </section>
  );
}

function ExportButtons({ year, journal }: { year: number; journal: OvertimeJournal | undefined }) {
  const words = useJournalWords();
  const { t } = words;
  const csv = useDownloadJournalCsv();
  const [pdfPending, setPdfPending] = useState(false);
  const onCsv = async () => {
    try {
      toast({ title: t("payroll.journal.exported"), description: await csv.mutateAsync(year) });
    } catch (error) {
      toast({ variant: "destructive", title: t("payroll.journal.exportFailed"), description: errorMessage(error, t("payroll.journal.exportFailedText")) });
    }
  };
  const onPdf = async () => {
    if (!journal) return;
    setPdfPending(true);
    await generateJournalPdf(journal, words);
    setPdfPending(false);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void onCsv()} disabled={csv.isPending}>
        {csv.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        {t("payroll.journal.csv")}
      </Button>
      <Button variant="outline" onClick={() => void onPdf()} disabled={!journal || pdfPending}>
        {pdfPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileText aria-hidden="true" />}
        {t("payroll.journal.pdf")}
      </Button>
    </div>
  );
}

interface JournalBodyProps {
  journal: OvertimeJournal | undefined;
  isPending: boolean;
  error: unknown;
  busy: boolean;
}

function JournalBody({ journal, isPending, error, busy }: JournalBodyProps) {
  const { t } = useJournalWords();
  // The server's sentence when it says why (409: the limits cannot be read, docs/product-rules.md §10).
  if (error) return <PanelError message={conflictMessage(error) ?? undefined} />;
  if (isPending || !journal) return <PanelLoading label={t("payroll.journal.loading")} />;
  if (journal.rows.length === 0) return <PanelEmpty icon={<Timer />} title={t("payroll.journal.none", { year: journal.year })} />;
  return (
    <Card className="overflow-hidden" aria-busy={busy || undefined}>
      <div className="border-b p-4">
        <CardTitle as="h3" size="md">
          {journal.year}
        </CardTitle>
        <CardDescription>{t("payroll.journal.description", { limit: journal.yearLimit })}</CardDescription>
      </div>
      <JournalTable rows={journal.rows} year={journal.year} />
      <JournalCards rows={journal.rows} year={journal.year} />
    </Card>
  );
}
