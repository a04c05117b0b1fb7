import type { ReportStatus } from "../../shared/domain";
import type { TimeReportRow } from "../../shared/schema";
import { APPROVAL_MSG } from "../../shared/validation/approvals";
import { TIME_REPORT_MSG } from "../../shared/validation/time-reports";
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
      approve: APPROVAL_MSG.reportNotApprovable,
      unapprove: APPROVAL_MSG.reportNotUnapprovable,
      verify: TIME_REPORT_MSG.onlySubmittedVerify,
      unverify: TIME_REPORT_MSG.onlyVerifiedUnverify,
      return: TIME_REPORT_MSG.onlySubmittedReturn,
      reject: TIME_REPORT_MSG.onlySubmittedReject,
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
