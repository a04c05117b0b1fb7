export const APPROVALS_PATH = "/api/approvals";

/** 'Godkända, ej attesterade': what the caller approved that payroll has not yet attested. */
export const APPROVED_PATH = `${APPROVALS_PATH}?state=approved`;

export const approvalKeys = {
  /** The queue 'Att godkänna' (docs/product-rules.md §18): every report or expense change may move it, and the approved list with it. */
  all: [APPROVALS_PATH] as const,
  approved: () => [APPROVALS_PATH, "approved"] as const,
};
