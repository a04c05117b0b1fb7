import { Download, Loader2 } from "lucide-react";
import { useValidationText } from "@/lib/i18n/form-messages";
import { useState, type ReactNode } from "react";
import type { Expense, TimeReport } from "@shared/types";
import { useTimeReportsPage } from "@/api/time-reports/get-time-reports";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import type { AdminPdfRequest } from "@/lib/pdf/admin-pdf-request";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useT } from "@/lib/i18n/runtime";
import { useReportActions } from "../hooks/use-report-actions";
import { currentPage, FIRST_PAGE, nextPage, previousPage, type PageStack } from "../lib/page-stack";
import {
  EMPTY_FILTERS,
  expenseParams,
  PAGE_SIZE,
  parseFilters,
  SEARCH_DEBOUNCE_MS,
  type FilterOption,
  type FilterValues,
  type ListType,
} from "../lib/report-filters";
import { ExpenseList } from "./expense-list";
import { usePageLabel } from "./page-label";
import { Pagination } from "./list-parts";
import { ListTypeToggle } from "./list-type-toggle";
import { PdfExportCard } from "./pdf-export-card";
import { ReportList } from "./report-list";
import { ReportFilters } from "./report-filters";
import { SummaryCards } from "./summary-cards";

interface AdminReportsViewProps {
  workers: readonly FilterOption[];
  projects: readonly FilterOption[];
  onOpenReport: (report: TimeReport) => void;
  /** The app layer opens the expense dialog on an expense of 'Ersättningar'. */
  onOpenExpenses: (expenses: Expense[], context: string) => void;
  /** After a verify here, for the caller's own use: the time-reports data module refreshes every view of the report. */
  onChanged?: () => void;
  onGeneratePdf: (request: AdminPdfRequest) => Promise<void>;
  /**
   * Filters set from outside (the Lön tab's 'Visa ej attesterade'): applied whenever `key`
   * changes, after which the admin may change them as usual; `type` picks the ersättningar.
   */
  preset?: { key: number; values: Partial<FilterValues>; type?: ListType };
}

/**
 * 'Alla rapporter': figures, filters and search, the paged list, CSV and PDF exports; or, as a
 * filter of their own, the ersättningar (docs/product-rules.md §16).
 */
export function AdminReportsView({ workers, projects, onOpenReport, onOpenExpenses, onChanged, onGeneratePdf, preset }: AdminReportsViewProps) {
  const t = useT(adminReportsSv);
  const pageLabel = usePageLabel();
  const [values, setValues] = useState<FilterValues>(() => ({ ...EMPTY_FILTERS, ...preset?.values }));
  const [type, setType] = useState<ListType>(preset?.type ?? "reports");
  const [presetKey, setPresetKey] = useState(preset?.key);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [pages, setPages] = useState<PageStack>(FIRST_PAGE);
  const [search, setSearch] = useState("");
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The search goes to the server (`q`), so it finds every report, not only this page's.
  const parsed = parseFilters({ ...values, q: debouncedSearch });
  const say = useValidationText();
  const current = currentPage(pages);
  const page = useTimeReportsPage(parsed.ok && type === "reports" ? { ...parsed.filters, limit: PAGE_SIZE, cursor: current.cursor } : null);
  const actions = useReportActions(onChanged);

  const reports = page.data?.reports ?? [];
  const [searchedFor, setSearchedFor] = useState(debouncedSearch);
  if (searchedFor !== debouncedSearch) {
    setSearchedFor(debouncedSearch);
    setPages(FIRST_PAGE);
  }

  const onFiltersChange = (next: FilterValues) => {
    setValues(next);
    setPages(FIRST_PAGE);
  };
  if (preset && preset.key !== presetKey) {
    setPresetKey(preset.key);
    onFiltersChange({ ...EMPTY_FILTERS, ...preset.values });
    setType(preset.type ?? "reports");
    setSearch("");
  }
  // Only what is on screen and still submitted can be verified together.
  const visibleSelected = new Set(reports.filter((r) => r.status === "submitted" && selected.has(r.id)).map((r) => r.id));
  const onVerifySelected = async () => {
    if (await actions.verifySelected([...visibleSelected])) setSelected(new Set());
  };
  // While a page loads the previous one stays on screen: its cursor is not the way on.
  const settled = page.data && !page.isPlaceholderData ? page.data : undefined;
  const nextCursor = settled?.nextCursor ?? null;

  return (
    <section className="flex flex-col gap-4" aria-label={t("adminReports.view.label")}>
      <SummaryCards />
      <FiltersCard
        type={type}
        onTypeChange={setType}
        exporting={actions.exporting}
        canExport={parsed.ok && type === "reports"}
        onExport={() => {
          if (parsed.ok) void actions.exportFiltered(parsed.filters);
        }}
      >
        <ReportFilters
          values={values}
          onChange={onFiltersChange}
          search={search}
          onSearchChange={setSearch}
          rangeError={parsed.ok ? undefined : say(parsed.message)}
          workers={workers}
          projects={projects}
          type={type}
        />
      </FiltersCard>
      {type === "expenses" ? (
        <ExpenseList params={parsed.ok ? expenseParams(parsed.filters, values.kind) : null} onOpenExpenses={onOpenExpenses} />
      ) : (
        <Card className="overflow-hidden" aria-busy={page.isFetching || undefined}>
          <ReportList
            reports={reports}
            isPending={parsed.ok && page.isPending}
            failed={page.isError}
            verifyingId={actions.verifyingId}
            selected={visibleSelected}
            onSelectedChange={setSelected}
            verifyingSelected={actions.verifyingSelected}
            onVerifySelected={() => void onVerifySelected()}
            onOpen={onOpenReport}
            onVerify={(report) => void actions.verifyReport(report)}
          />
          {page.data && page.data.total > 0 ? (
            <Pagination
              label={pageLabel(current.start, reports.length, page.data.total, page.data.totalEstimated)}
              canPrevious={pages.length > 1 && !page.isPlaceholderData}
              canNext={nextCursor !== null}
              onPrevious={() => setPages((stack) => previousPage(stack))}
              onNext={() => {
                if (nextCursor !== null) setPages((stack) => nextPage(stack, nextCursor, reports.length));
              }}
            />
          ) : null}
        </Card>
      )}
      <PdfExportCard workers={workers} projects={projects} onGenerate={onGeneratePdf} />
    </section>
  );
}

interface FiltersCardProps {
  type: ListType;
  onTypeChange: (type: ListType) => void;
  exporting: boolean;
  canExport: boolean;
  onExport: () => void;
  children: ReactNode;
}

/** The filters under a title, with the CSV export of what they select. */
function FiltersCard({ type, onTypeChange, exporting, canExport, onExport, children }: FiltersCardProps) {
  const t = useT(adminReportsSv);
  return (
    <Card role="region" aria-labelledby="report-filters-title">
      <div className="flex flex-wrap items-start justify-between gap-3 p-5 sm:p-6">
        <div>
          <CardTitle as="h3" size="md" id="report-filters-title">
            {t("adminReports.filters.title")}
          </CardTitle>
          <CardDescription>{type === "reports" ? t("adminReports.filters.reportsHint") : t("adminReports.filters.expensesHint")}</CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ListTypeToggle value={type} onChange={onTypeChange} />
          {type === "reports" ? (
            <Button variant="outline" onClick={onExport} disabled={!canExport || exporting}>
              {exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
              {t("adminReports.filters.exportCsv")}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="px-5 pb-5 sm:px-6 sm:pb-6">{children}</div>
    </Card>
  );
}
