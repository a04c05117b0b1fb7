import type { BulkVerifyResult } from "../../shared/types";

/** POST {base}/verify: how many the bulk attest attested. */
export function presentBulkVerifyResult(verified: number): BulkVerifyResult {
  return { verified } satisfies BulkVerifyResult;
}
