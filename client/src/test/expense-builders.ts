import type { UtlaggExpense } from "@shared/types";
import { utlaggLines, oreOf } from "@shared/domain";

let next = 0;

/**
 * A submitted utlägg of Erik Andersson on no project, as GET /api/expenses answers it, a new
 * id each call; its pay line follows `amount` and `vat`.
 */
export function buildOutlay(overrides: Partial<UtlaggExpense> = {}): UtlaggExpense {
  next += 1;
  const worker = overrides.worker ?? { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "erik@example.se" };
  const project = overrides.project ?? null;
  const amount = overrides.amount ?? "1050.00";
  const vat = overrides.vat ?? "210.00";
  return {
    id: `00000000-0000-4000-e000-${String(next).padStart(12, "0")}`,
    workerId: worker.id,
    kind: "utlagg",
    date: "2026-03-12",
    status: "submitted",
    returnReason: null,
    lockedForPayroll: false,
    amount,
    vat,
    description: "Bygglim och skruv, Beijer",
    projectId: project?.id ?? null,
    project,
    receiptImageUrls: [],
    lines: utlaggLines(oreOf(amount), oreOf(vat)),
    createdAt: "2026-03-12T15:02:00.000Z",
    updatedAt: "2026-03-12T15:02:00.000Z",
    worker,
    approvedAt: null,
    approvedBy: null,
    ...overrides,
  };
}
