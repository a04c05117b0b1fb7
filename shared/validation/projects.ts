import { z } from "zod";
import { ESTIMATED_HOURS_MAX } from "./constants";
import { PROJECT_STATUSES, swedishNumber } from "../domain";
import { optionalIsoDate, optionalText, payrollText, text, uuidString } from "./fields";
import { MSG } from "./messages";
import { SITE_MSG } from "./sites";
import { APPROVAL_MSG, PROJECT_LEADERS_MAX } from "./approvals";

/** How many workers one assignment list may name. */
const PROJECT_WORKERS_MAX = 1000;

export const PROJECT_MSG = {
  numberTaken: "Projektnumret finns redan",
  endBeforeStart: "Slutdatum kan inte vara före startdatum",
  customerInvalid: "Kunden måste vara en användare med rollen kund",
  workerInvalid: "Välj arbetare bland aktiva arbetare",
  notAssigned: "Du är inte tilldelad projektet",
  tooManyWorkers: `Högst ${PROJECT_WORKERS_MAX} arbetare per projekt`,
  // The message names whole hours; the limit itself allows the last ,99.
  estimatedHoursInvalid: `Beräknade timmar måste vara ett tal mellan 0 och ${swedishNumber(Math.trunc(ESTIMATED_HOURS_MAX))}`,
} as const;

const estimatedHours = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "number" ? v : Number(v.trim().replace(",", "."));
    if (!Number.isFinite(n) || n < 0 || n > ESTIMATED_HOURS_MAX) {
      ctx.addIssue({ code: "custom", message: PROJECT_MSG.estimatedHoursInvalid });
      return z.NEVER;
    }
    return n.toFixed(2);
  });

const customerId = z
  .string()
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .pipe(uuidString(PROJECT_MSG.customerInvalid).nullable());

/** The site of the personalliggare the project belongs to (docs/product-rules.md §15); "" or null for none. */
const siteId = z
  .string({ error: SITE_MSG.siteInvalid })
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .pipe(uuidString(SITE_MSG.siteInvalid).nullable());

/** The project's arbetsledare (docs/product-rules.md §18): accounts of workers or admins; empty for none. */
const leaderIds = z
  .array(uuidString(APPROVAL_MSG.leaderInvalid), { error: APPROVAL_MSG.leaderInvalid })
  .max(PROJECT_LEADERS_MAX, APPROVAL_MSG.leadersTooMany)
  .transform((ids) => [...new Set(ids)]);

const projectFields = {
  // Written into the payroll file as the project dimension: one line (docs/product-rules.md §10).
  projectNumber: payrollText(MSG.projectNumberRequired).min(1, MSG.projectNumberRequired).max(50, MSG.tooLong(50)),
  title: text(MSG.projectTitleRequired).trim().min(1, MSG.projectTitleRequired).max(200, MSG.tooLong(200)),
  description: optionalText(5000),
  status: z.enum(PROJECT_STATUSES, { error: MSG.invalidStatus }),
  estimatedHours,
  startDate: optionalIsoDate,
  expectedEndDate: optionalIsoDate,
  customerId,
  siteId,
  leaderIds,
};

function datesInOrder(p: { startDate?: string | null; expectedEndDate?: string | null }): boolean {
  return !p.startDate || !p.expectedEndDate || p.expectedEndDate >= p.startDate;
}
const datesInOrderIssue = { message: PROJECT_MSG.endBeforeStart, path: ["expectedEndDate"] };

/** Body of POST /api/projects and the project form. */
export const projectBodySchema = z
  .object({ ...projectFields, status: projectFields.status.default("active"), leaderIds: projectFields.leaderIds.default([]) })
  .refine(datesInOrder, datesInOrderIssue);
export type ProjectBody = z.output<typeof projectBodySchema>;
export type ProjectFormValues = z.input<typeof projectBodySchema>;

/**
 * Body of PATCH /api/projects/{id}: only the fields sent change (docs/product-rules.md §3). A field sent
 * empty (description, dates, customer, estimate, site) clears it; one left out keeps its value.
 */
export const projectPatchSchema = z.object(projectFields).partial().refine(datesInOrder, datesInOrderIssue);
export type ProjectPatch = z.output<typeof projectPatchSchema>;

/** Body of PUT /api/projects/{id}/workers: the full list of assigned workers (empty: open to all). */
export const projectWorkersSchema = z.object({
  workerIds: z
    .array(uuidString(PROJECT_MSG.workerInvalid), { error: PROJECT_MSG.workerInvalid })
    .max(PROJECT_WORKERS_MAX, PROJECT_MSG.tooManyWorkers)
    .transform((ids) => [...new Set(ids)]),
});
