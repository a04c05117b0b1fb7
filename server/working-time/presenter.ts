import type { WorkingTimeWarning } from "../../shared/types";
import type { WorkerFinding } from "./service";

/** The answer's shape (docs/product-rules.md §11), each warning naming its worker for the admin's grid. */
export function presentWarning(f: WorkerFinding): WorkingTimeWarning {
  return { date: f.date, rule: f.rule, message: f.message, figures: f.figures, workerId: f.workerId };
}
