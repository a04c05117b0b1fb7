/**
 * The admin's decisions on reports: the reason given for a send back, an undone attest or a
 * reject, and the bulk attest (docs/product-rules.md §6).
 */
import { z } from "zod";
import { BULK_VERIFY_MAX_IDS, RETURN_REASON_MAX, RETURN_REASON_MIN } from "./constants";
import { bulkPeriodFields, bulkTargetCheck, uuidString, writtenText } from "./fields";
import { TIME_REPORT_MSG } from "./time-reports";

/** `{reason}`: an admin's reason, 10 to 500 characters after trimming. */
const reasonBodySchema = () =>
  z.object({
    reason: writtenText(RETURN_REASON_MIN, RETURN_REASON_MAX, TIME_REPORT_MSG.returnReasonMin, TIME_REPORT_MSG.returnReasonMax),
  });

/** POST /api/time-reports/{id}/return: why the admin sends the report back. */
export const returnReportSchema = reasonBodySchema();
export type ReturnReportInput = z.output<typeof returnReportSchema>;

/** POST /api/time-reports/{id}/unverify: why the admin undoes the attest ('Ångra attest'). */
export const unverifyReportSchema = reasonBodySchema();
export type UnverifyReportInput = z.output<typeof unverifyReportSchema>;

/** DELETE /api/time-reports/{id}: why the admin rejects ('Neka'); optional, as before the reason was asked. */
export const rejectReportSchema = reasonBodySchema().partial();
export type RejectReportInput = z.output<typeof rejectReportSchema>;

/** The app's reason dialogs (send back, undo attest, reject): there the reason is required. */
export const adminReasonSchema = reasonBodySchema();
export type AdminReasonInput = z.output<typeof adminReasonSchema>;

/**
 * POST /api/time-reports/verify: attest many at once, named by id or by a period (and
 * optionally one worker). Either `ids`, or `startDate` and `endDate`.
 */
export const bulkVerifySchema = z
  .object({
    ids: z.array(uuidString(), { error: TIME_REPORT_MSG.bulkVerifyTarget }).max(BULK_VERIFY_MAX_IDS, TIME_REPORT_MSG.bulkVerifyTooMany).optional(),
    workerId: uuidString().optional(),
    ...bulkPeriodFields,
  })
  .superRefine(bulkTargetCheck(TIME_REPORT_MSG.bulkVerifyTarget, { exactlyOne: false }));
export type BulkVerifyInput = z.output<typeof bulkVerifySchema>;
