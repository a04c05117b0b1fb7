/**
 * The public face of the `attest` module, the decisions on reports and expenses (one workflow,
 * docs/architecture.md): what the time-reports, expenses and approvals modules use of it.
 */
export { approvableSql, mayApproveIn, mayAttest, requireApprover, requireAttester } from "./policies";
export { changedAfterApprovalSql } from "./changed-sql";
export { rejectedRowSql, rejectReasonSql, rejectsOfWorkerSql } from "./rejected-sql";
export { auditHistory, presentHistoryEntry } from "./history";
export { attestRowsSql, attestSet, type AttestState } from "./target-sql";
export { attestRouter } from "./routes";
export { createAttestWorkflow, type AttestStore, type AttestTarget, type AttestValues } from "./workflow";
