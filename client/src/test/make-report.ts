import type { TimeReport } from "@shared/types";

let counter = 0;

/** A report as the API sends it, with worker and project; override what the test is about. */
export function makeReport(overrides: Partial<TimeReport> = {}): TimeReport {
  counter += 1;
  const id = `00000000-0000-4000-9000-${String(counter).padStart(12, "0")}`;
  return {
    id,
    workerId: "00000000-0000-4000-8000-000000000001",
    projectId: "00000000-0000-4000-a000-000000000001",
    date: "2026-03-16",
    hours: "8.00",
    description: "Gjutning av bottenplatta",
    status: "submitted",
    isVerified: false,
    imageUrls: [],
    receiptsConfirmed: false,
    receiptImageUrls: [],
    createdAt: "2026-03-16T16:00:00.000Z",
    updatedAt: "2026-03-16T16:00:00.000Z",
    worker: { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "arbetare@demo.se" },
    project: { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" },
    ...overrides,
  };
}
