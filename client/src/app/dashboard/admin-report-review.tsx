import { useState, type ReactNode } from "react";
import type { Expense, TimeReport } from "@shared/types";
import { ExpenseDialog } from "@/features/report-detail/components/expense-dialog";
import { ReportDetailDialog } from "@/features/report-detail/components/report-detail-dialog";
import { ReportHistory } from "@/features/report-detail/components/report-history";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { TimeReportForm } from "@/features/report-form/components/time-report-form";
import { useAdminStatusLabels } from "@/lib/report-status";
// The form knows nothing of Uppy: the uploads feature is handed in, loaded on first use.
import { renderUploader } from "./lazy-image-uploader";

export interface AdminReportReview {
  /** Opens the detail dialog on a report from the week grid or the list; focus returns to what has it now. */
  openReport: (report: TimeReport) => void;
  /** Opens the expense dialog on expenses (a day's in the week grid, one in the list), `context` naming whose and when. */
  openExpenses: (expenses: Expense[], context: string) => void;
  /** The dialogs and the edit form, to render once. */
  elements: ReactNode;
}

/**
 * The admin's review of one report: the detail dialog with verify, reject, edit and the
 * report's history, and the edit form; and of expenses, the expense dialog with its decisions
 * (docs/product-rules.md §16). A change refreshes every tab by itself: the
 * time-reports data module invalidates whatever shows reports. Focus returns to the chip or
 * row that opened the dialog, also after the dialog gave way to the edit form.
 */
export function useAdminReportReview(): AdminReportReview {
  const [report, setReport] = useState<TimeReport | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [editing, setEditing] = useState<TimeReport | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const focus = useReturnFocus();
  const statusLabels = useAdminStatusLabels();
  const [expenses, setExpenses] = useState<{ list: Expense[]; context: string }>({ list: [], context: "" });
  const [expensesOpen, setExpensesOpen] = useState(false);

  const openReport = (next: TimeReport) => {
    focus.remember();
    setReport(next);
    setDetailOpen(true);
  };
  const openExpenses = (list: Expense[], context: string) => {
    focus.remember();
    setExpenses({ list, context });
    setExpensesOpen(true);
  };
  const openEdit = (next: TimeReport) => {
    focus.handOver();
    setDetailOpen(false);
    setEditing(next);
    setFormOpen(true);
  };

  const elements = (
    <>
      <ReportDetailDialog
        report={report}
        open={detailOpen}
        onOpenChange={setDetailOpen}
        canVerify
        canEdit
        onEdit={openEdit}
        statusLabels={statusLabels}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        {report ? <ReportHistory key={report.id} reportId={report.id} /> : null}
      </ReportDetailDialog>
      <ExpenseDialog
        expenses={expenses.list}
        context={expenses.context}
        open={expensesOpen}
        onOpenChange={setExpensesOpen}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <TimeReportForm open={formOpen} report={editing} onOpenChange={setFormOpen} renderUploader={renderUploader} onCloseAutoFocus={focus.onCloseAutoFocus} />
    </>
  );
  return { openReport, openExpenses, elements };
}
