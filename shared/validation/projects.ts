import { z } from "zod";
import { PROJECT_STATUSES } from "./constants";
import { optionalIsoDate, optionalText } from "./fields";
import { MSG } from "./messages";

export const PROJECT_MSG = {
  numberTaken: "Projektnumret finns redan",
  endBeforeStart: "Slutdatum kan inte vara före startdatum",
  customerInvalid: "Kunden måste vara en användare med rollen kund",
  estimatedHoursInvalid: "Beräknade timmar måste vara ett tal mellan 0 och 999 999",
} as const;

const estimatedHours = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "number" ? v : Number(v.trim().replace(",", "."));
    if (!Number.isFinite(n) || n < 0 || n > 999_999.99) {
      ctx.addIssue({ code: "custom", message: PROJECT_MSG.estimatedHoursInvalid });
      return z.NEVER;
    }
    return n.toFixed(2);
  });

const customerId = z
  .string()
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .pipe(z.uuid(PROJECT_MSG.customerInvalid).nullable());

/** Body of POST and PATCH /api/projects and the project form. */
export const projectBodySchema = z
  .object({
    projectNumber: z.string({ error: MSG.projectNumberRequired }).trim().min(1, MSG.projectNumberRequired).max(50, MSG.tooLong),
    title: z.string({ error: MSG.projectTitleRequired }).trim().min(1, MSG.projectTitleRequired).max(200, MSG.tooLong),
    description: optionalText(5000),
    status: z.enum(PROJECT_STATUSES, { error: MSG.invalidStatus }).default("active"),
    estimatedHours,
    startDate: optionalIsoDate,
    expectedEndDate: optionalIsoDate,
    customerId,
  })
  .refine((p) => !p.startDate || !p.expectedEndDate || p.expectedEndDate >= p.startDate, {
    message: PROJECT_MSG.endBeforeStart,
    path: ["expectedEndDate"],
  });
export type ProjectBody = z.output<typeof projectBodySchema>;
export type ProjectFormValues = z.input<typeof projectBodySchema>;
