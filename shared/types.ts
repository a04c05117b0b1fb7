/** JSON shapes of API responses (CONTRACT §2, §4). Dates are `YYYY-MM-DD`, timestamps ISO 8601. */
import type { ProjectStatus, ReportStatus, UserRole } from "./validation/constants";

export interface PublicUser {
  id: string;
  username: string;
  fullName: string;
  email: string;
  role: UserRole;
  avatarUrl: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Project {
  id: string;
  projectNumber: string;
  title: string;
  description: string | null;
  status: ProjectStatus;
  estimatedHours: string | null;
  startDate: string | null;
  expectedEndDate: string | null;
  customerId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A project as an admin lists it: with the hours reported on it, for the budget. */
export interface ProjectWithHours extends Project {
  reportedHours: string;
}

export interface TimeReport {
  id: string;
  workerId: string;
  projectId: string;
  date: string;
  hours: string;
  description: string;
  status: ReportStatus;
  isVerified: boolean;
  imageUrls: string[];
  receiptsConfirmed: boolean;
  receiptImageUrls: string[];
  createdAt: string;
  updatedAt: string;
  worker: { id: string; fullName: string; email: string };
  project: { id: string; projectNumber: string; title: string };
}

export interface WeeklyClosure {
  id: string;
  workerId: string;
  year: number;
  weekNumber: number;
  closedAt: string;
  worker?: { id: string; fullName: string; email: string };
}

export type ReportCalendar = Record<string, { hasReport: true; isVerified: boolean }>;

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
