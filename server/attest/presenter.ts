import type { BulkApproveResult, BulkVerifyResult } from "../../shared/types";

/** POST {base}/verify: how many the bulk attest attested, and how many it left awaiting approval. */
export function presentBulkVerifyResult(result: { verified: number; awaitingApproval: number }): BulkVerifyResult {
  return { verified: result.verified, awaitingApproval: result.awaitingApproval } satisfies BulkVerifyResult;
}

/** POST {base}/approve: how many the bulk approval approved. */
export function presentBulkApproveResult(approved: number): BulkApproveResult {
  return { approved } satisfies BulkApproveResult;
}
