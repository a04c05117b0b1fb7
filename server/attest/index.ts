/**
 * The public face of the `attest` module, the admin's decisions on reports and expenses (one
 * workflow, docs/architecture.md): what the time-reports and expenses modules use of it.
 */
export { mayAttest, requireAttester } from "./policies";
export { rejectedRowSql, rejectReasonSql, rejectsOfWorkerSql } from "./rejected-sql";
export { attestTargetSql } from "./target-sql";
export { attestRouter } from "./routes";
export { createAttestWorkflow, type AttestStore, type AttestTarget } from "./workflow";
