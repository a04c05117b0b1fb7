/** How much of a project's estimated hours have been reported. */
export interface BudgetUsage {
  reported: number;
  estimated: number | null;
  /** 0–100+ of the estimate; null without an estimate. */
  percent: number | null;
  overBudget: boolean;
  /** Hours past the estimate (0 when within it). */
  overBy: number;
}

export function budgetUsage(reportedHours: string, estimatedHours: string | null): BudgetUsage {
  const reported = Number(reportedHours) || 0;
  const estimated = estimatedHours === null ? null : Number(estimatedHours);
  if (estimated === null || !Number.isFinite(estimated) || estimated <= 0) {
    return { reported, estimated: null, percent: null, overBudget: false, overBy: 0 };
  }
  const percent = (reported / estimated) * 100;
  return { reported, estimated, percent, overBudget: reported > estimated, overBy: Math.max(0, reported - estimated) };
}
