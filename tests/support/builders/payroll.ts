/**
 * Payroll bodies for API, component and browser tests (docs/product-rules.md §10). Relative imports only:
 * Playwright does not know the aliases.
 */
import type { PayCode, PaxmlTidkod, TimeCode } from "../../../shared/domain";

/** An organisation number with a valid check digit, and one whose check digit is wrong. */
export const VALID_ORG_NUMBER = "556677-8899";
export const BAD_CHECKSUM_ORG_NUMBER = "556677-8898";

/** Body of `PUT /api/settings/payroll`. */
export interface PayrollSettingsBody {
  companyName: string;
  orgNumber: string;
  overtimeRule?: string;
  dailyNormHours?: number | string;
  /** A time code to a PAXml `tidkod`; an expense's pay code to itself (`lonkod`) or the company's löneart (`lonart`). */
  codeMap?: Partial<Record<TimeCode, PaxmlTidkod | string> & Record<PayCode, string>>;
  mileageRate?: string | number;
  mileageTaxFree?: string | number;
  allowanceFull?: string | number;
  allowanceNight?: string | number;
  mealShares?: Partial<Record<"breakfast" | "lunch" | "dinner", number | string>>;
  /** The arbetsledare approves before payroll attests (docs/product-rules.md §18). */
  approvalRequired?: boolean;
}

/** A company with å ä ö and an XML special in its name, a valid org number, codes mapped to themselves. */
export function payrollSettingsInput(overrides: Partial<PayrollSettingsBody> = {}): PayrollSettingsBody {
  return { companyName: "Bygg & Söner i Västerås AB", orgNumber: VALID_ORG_NUMBER, overtimeRule: "month", codeMap: {}, ...overrides };
}

/** Body of `POST /api/payroll/exports` and the query of the preview. */
export function payPeriod(startDate: string, endDate: string): { startDate: string; endDate: string } {
  return { startDate, endDate };
}

/** The query string of `GET /api/payroll/preview`. */
export function previewPath(period: { startDate: string; endDate: string }): string {
  return `/api/payroll/preview?startDate=${period.startDate}&endDate=${period.endDate}`;
}

/** What `addReports` needs of a signed-in client (the API tests' TestClient is one). */
interface ApiClient {
  post<T = unknown>(path: string, body?: unknown): Promise<{ status: number; body: T; text: string }>;
}

export interface PlannedReport {
  /** Null for an absence code. */
  projectId: string | null;
  date: string;
  hours: string;
  /** ARB when left out; an absence code goes with `projectId: null`. */
  timeCode?: TimeCode;
  /** Verified by `admin` after it is sent (the default); false leaves it `submitted`. */
  verify?: boolean;
}

/** Sends each report as `worker` and verifies it as `admin`, through the API like the app does; the report ids. */
export async function addReports(worker: ApiClient, admin: ApiClient, planned: PlannedReport[]): Promise<string[]> {
  const ids: string[] = [];
  for (const p of planned) {
    const body = {
      projectId: p.projectId,
      date: p.date,
      hours: p.hours,
      timeCode: p.timeCode ?? "ARB",
      description: p.projectId === null ? "" : "Arbete på bygget enligt plan",
    };
    const created = await worker.post<{ id: string }>("/api/time-reports", body);
    if (created.status !== 201) throw new Error(`report not created: ${created.status} ${created.text}`);
    if (p.verify !== false) {
      const verified = await admin.post(`/api/time-reports/${created.body.id}/verify`);
      if (verified.status !== 200) throw new Error(`report not verified: ${verified.status} ${verified.text}`);
    }
    ids.push(created.body.id);
  }
  return ids;
}
