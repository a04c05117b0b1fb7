/** The public face of the `approvals` module, the arbetsledare's queue 'Att godkänna' (docs/architecture.md): what server/app.ts uses of it. */
export { approvalsRouter } from "./routes";
export { createApprovalService } from "./service";
