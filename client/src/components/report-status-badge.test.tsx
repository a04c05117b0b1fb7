// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ReportState, ReportStateFields } from "@shared/domain";
import reportEn from "@shared/i18n/catalogs/report/en";
import reportPl from "@shared/i18n/catalogs/report/pl";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { activateLocale } from "@/lib/i18n/runtime";
import { ReportStatusBadge } from "./report-status-badge";

afterEach(async () => {
  await activateLocale("sv");
});

const STATES: readonly ReportState[] = ["draft", "returned", "submitted", "verified", "locked"];
const stateName = (catalog: Record<string, unknown>, state: ReportState) => String(catalog[`report.state.${state}`]);

describe("a report's state badge", () => {
  // The badge never wraps and stands beside the report's date and project in a phone's row
  // ('Ostatnie raporty', 'Mina ersättningar'): a name longer than the longest Swedish one
  // squeezed the row's text to a few letters a line at 390 px.
  it("names every state in English and Polish no longer than the longest Swedish name", () => {
    const longest = Math.max(...STATES.map((state) => stateName(reportSv, state).length));
    for (const catalog of [reportEn, reportPl]) {
      for (const state of STATES) expect(stateName(catalog, state).length, `${state}: ${stateName(catalog, state)}`).toBeLessThanOrEqual(longest);
    }
  });

  it("says a sent-back and a locked report in the trade's short Polish words", async () => {
    await activateLocale("pl", ["report"]);
    const fields: ReportStateFields[] = [
      { status: "draft", returnReason: "Ange vilket plan" },
      { status: "verified", lockedForPayroll: true },
    ];
    render(
      <>
        {fields.map((item, i) => (
          <ReportStatusBadge key={i} item={item} />
        ))}
      </>,
    );
    expect(screen.getByText("Do poprawy")).toBeInTheDocument();
    expect(screen.getByText("Rozliczony")).toBeInTheDocument();
  });
});
