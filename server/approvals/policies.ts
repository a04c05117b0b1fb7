/**
 * Who may read the arbetsledare's queue (docs/product-rules.md §18): workers and admins; what it
 * holds is the rows the caller may approve, by the attest workflow's rule (server/attest/policies.ts).
 */
import { requireApprover } from "../attest";

/** GET /api/approvals: workers and admins, never a customer. A worker who leads nothing gets an empty queue. */
export const requireQueueReader = requireApprover;
