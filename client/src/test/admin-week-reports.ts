import { buildTimeReport } from "@tests/support/builders";

/** Thursday of week 12, 2026: Monday–Wednesday are past, Thursday is today. */
export const TODAY = "2026-03-19";

/** The project of every report of the week. */
export const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };

/** Erik's week 12 in the week grid's tests: attested Monday, two reports waiting on Tuesday, a draft on Friday. */
export const monday = buildTimeReport({ project, date: "2026-03-16", hours: "8.00", status: "verified", isVerified: true, description: "Formsättning" });
export const tuesdayA = buildTimeReport({ project, date: "2026-03-17", hours: "7.50", status: "submitted", description: "Armering av platta" });
export const tuesdayB = buildTimeReport({ project, date: "2026-03-17", hours: "1.00", status: "submitted", description: "Städning av bod" });
export const friday = buildTimeReport({ project, date: "2026-03-20", hours: "2.00", status: "draft", description: "Planering nästa vecka" });
