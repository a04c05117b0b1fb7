/** The PostgreSQL enums, from the vocabulary in shared/domain. */
import { pgEnum } from "drizzle-orm/pg-core";
import { PROJECT_STATUSES, REPORT_STATUSES, TIME_CODES, USER_ROLES } from "../domain";

export const userRole = pgEnum("user_role", USER_ROLES);
export const projectStatus = pgEnum("project_status", PROJECT_STATUSES);
export const reportStatus = pgEnum("report_status", REPORT_STATUSES);
export const timeCode = pgEnum("time_code", TIME_CODES);
