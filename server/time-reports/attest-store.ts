import { problem } from "../lib/errors";
import type { ReportStatus } from "../../shared/domain";
import type { TimeReportRow } from "../../shared/schema";
import type { AttestStore } from "../attest";
import type { Mailer } from "../auth";
import { withRefs } from "./read-back";
import { timeReports } from "../../shared/schema";
import { countInStatus, deleteInStatus, findReportForUpdate, findReportsForUpdate, updateInStatus, type TimeReportWithRefs } from "./repo";

/** A report's place in the attest workflow (server/attest): its SQL, its texts and its mails. */
export function reportAttestStore(mailer?: Mailer): AttestStore<TimeReportRow, TimeReportWithRefs> {
  return {
    entity: "time_report",
    noun: "report",
    columns: timeReports,
    // `isVerified` says the same as the status (the table's check time_reports_verified_consistent).
    statusColumns: (status: ReportStatus) => ({ status, isVerified: status === "verified" }),
    findForUpdate: findReportForUpdate,
    findManyForUpdate: findReportsForUpdate,
    updateInStatus,
    countInStatus,
    deleteInStatus,
    readBack: withRefs,
    refusals: {
      approve: problem("approval.report-not-approvable"),
      unapprove: problem("approval.report-not-unapprovable"),
      verify: problem("report.only-submitted-verify"),
      unverify: problem("report.only-verified-unverify"),
      return: problem("report.only-submitted-return"),
      reject: problem("report.only-submitted-reject"),
    },
    mail: mailer
      ? (decision, report, reason) => {
          const to = { email: report.worker.email, fullName: report.worker.fullName, locale: report.worker.locale };
          if (decision === "returned") return mailer.sendReportReturned(to, { date: report.date, reason });
          const project = report.project ? `${report.project.projectNumber} ${report.project.title}` : null;
          return mailer.sendReportRejected(to, { date: report.date, hours: report.hours, project, reason });
        }
      : undefined,
  };
}
