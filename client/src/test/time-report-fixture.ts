import type { TimeReport } from "@shared/types";

/** A report as the API answers it; override what a test cares about. */
export function makeReport(overrides: Partial<TimeReport> = {}): TimeReport {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    workerId: "00000000-0000-4000-8000-000000000001",
    projectId: "22222222-2222-4222-8222-222222222222",
    date: "2026-11-20",
    hours: "7.50",
    description: "Formsättning och gjutning av bjälklag, plan 2.",
    status: "submitted",
    isVerified: false,
    imageUrls: [],
    receiptsConfirmed: false,
    receiptImageUrls: [],
    createdAt: "2026-11-20T15:02:00.000Z",
    updatedAt: "2026-11-20T15:02:00.000Z",
    worker: { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "arbetare@demo.se" },
    project: { id: "22222222-2222-4222-8222-222222222222", projectNumber: "P-2025-001", title: "Villa Solbacken – tillbyggnad" },
    ...overrides,
  };
}

export const PROJECTS = [
  {
    id: "22222222-2222-4222-8222-222222222222",
    projectNumber: "P-2025-001",
    title: "Villa Solbacken – tillbyggnad",
    description: null,
    status: "active",
    estimatedHours: "640.00",
    startDate: null,
    expectedEndDate: null,
    customerId: null,
    createdAt: "2026-01-01T08:00:00.000Z",
    updatedAt: "2026-01-01T08:00:00.000Z",
    reportedHours: "7.50",
  },
  {
    id: "33333333-3333-4333-8333-333333333333",
    projectNumber: "P-2025-002",
    title: "Brf Kajen – stambyte",
    description: null,
    status: "active",
    estimatedHours: null,
    startDate: null,
    expectedEndDate: null,
    customerId: null,
    createdAt: "2026-01-01T08:00:00.000Z",
    updatedAt: "2026-01-01T08:00:00.000Z",
    reportedHours: "0.00",
  },
  {
    id: "44444444-4444-4444-8444-444444444444",
    projectNumber: "P-2024-009",
    title: "Förskolan Ekorren",
    description: null,
    status: "completed",
    estimatedHours: null,
    startDate: null,
    expectedEndDate: null,
    customerId: null,
    createdAt: "2026-01-01T08:00:00.000Z",
    updatedAt: "2026-01-01T08:00:00.000Z",
    reportedHours: "0.00",
  },
];
