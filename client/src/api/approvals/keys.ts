export const APPROVALS_PATH = "/api/approvals";

export const approvalKeys = {
  /** The queue 'Att godkänna' (docs/product-rules.md §18): every report or expense change may move it. */
  all: [APPROVALS_PATH] as const,
};
