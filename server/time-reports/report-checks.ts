import type { TimeReportRow } from "../../shared/schema";
import { timeCodeKind } from "../../shared/domain";
import { DAY_HOURS_MAX } from "../../shared/validation/constants";
import { type TimeReportBody } from "../../shared/validation/time-reports";
import type { Tx } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { badRequest, fieldError, problem } from "../lib/errors";
import { findProjectStatus, isOpenToWorker } from "../projects";
import { assertOwnedUploads } from "../uploads";
import { dayTotal, lockWorkerDay } from "./repo";

/**
 * The project rules (exists, active, assigned) bind work codes only: absence has no project.
 * The shared schema already refuses a project on absence and a missing one on work; this is
 * the server's own guard for a body that did not come through it.
 */
async function checkProject(tx: Tx, workerId: string, body: TimeReportBody, existing?: TimeReportRow): Promise<void> {
  if (timeCodeKind(body.timeCode) === "absence") {
    if (body.projectId !== null) throw fieldError("projectId", problem("report.absence-with-project"));
    return;
  }
  if (body.projectId === null) throw fieldError("projectId", problem("field.project-required"));
  const status = await findProjectStatus(tx, body.projectId);
  if (!status) throw fieldError("projectId", problem("field.project-required"));
  // A report may keep the project it already has, even after that project was closed.
  const keepsProject = body.projectId === existing?.projectId;
  if (status !== "active" && !keepsProject) throw fieldError("projectId", problem("report.project-not-active"));
  // Assignments bind new choices only: an edit keeps the project the report already has.
  if (!keepsProject && !(await isOpenToWorker(tx, body.projectId, workerId))) {
    throw fieldError("projectId", problem("project.not-assigned"));
  }
}

/** The rules every saved report must meet, checked inside the writing transaction. */
export async function checkReport(tx: Tx, workerId: string, body: TimeReportBody, actor: SessionUser, existing?: TimeReportRow): Promise<void> {
  await checkProject(tx, workerId, body, existing);

  // The day total counts every code: a sick day and worked hours share the same 24 hours.
  await lockWorkerDay(tx, workerId, body.date);
  const others = await dayTotal(tx, workerId, body.date, existing?.id);
  if (others + Number(body.hours) > DAY_HOURS_MAX) {
    const left = Math.max(0, DAY_HOURS_MAX - others);
    throw badRequest(problem("report.day-total", { max: DAY_HOURS_MAX }), { hours: problem("report.day-total-left", { max: DAY_HOURS_MAX, left }) });
  }
  await assertOwnedUploads(tx, actor.id, body.imageUrls, existing?.imageUrls ?? [], "imageUrls");
  await assertOwnedUploads(tx, actor.id, body.receiptImageUrls, existing?.receiptImageUrls ?? [], "receiptImageUrls");
}
