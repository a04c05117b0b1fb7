import { describe, expect, it } from "vitest";
import { buildProject, buildTimeReport } from "@tests/support/builders";
import { reportDayPrefill } from "./report-day";

const SITE_ID = "55555555-5555-4555-8555-555555555555";
const project = buildProject({ siteId: SITE_ID });
const latestWork = buildTimeReport({ projectId: project.id, breakMinutes: null, description: "Nattgjutning av bjälklag" });

describe("'Rapportera dagen' on the autumn night (docs/product-rules.md §5, §15)", () => {
  it("fills the real hours without clock times when the check-out was in the second 02:00-02:59", () => {
    // In at 22:00 summer time, out at 02:30 winter time: 5,5 hours, which 22:00-02:30 would not say.
    const made = { siteId: SITE_ID, checkOut: "2026-10-25T01:30:00.000Z", stayStart: "2026-10-24T20:00:00.000Z", queued: false };
    expect(reportDayPrefill(made, { firstIn: null, latestWork, projects: [project] })).toMatchObject({
      date: "2026-10-24",
      startTime: "",
      endTime: "",
      hours: "5,5",
      fromLedger: { checkIn: "22:00", checkOut: "02:30" },
    });
  });

  it("fills times with the real hours following them when the clock names them once", () => {
    const made = { siteId: SITE_ID, checkOut: "2026-10-25T05:00:00.000Z", stayStart: "2026-10-24T20:00:00.000Z", queued: false };
    const prefill = reportDayPrefill(made, { firstIn: null, latestWork, projects: [project] });
    expect(prefill).toMatchObject({ startTime: "22:00", endTime: "06:00" });
    expect(prefill).not.toHaveProperty("hours");
  });
});
