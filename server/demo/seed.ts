import type { DemoAccount } from "../../shared/types";
import type { Db } from "../db";
import { ensureProject } from "../projects";
import { createAccount, findUserByEmail } from "../users";

/** docs/product-rules.md §1: the demo accounts shown on the login screen when DEMO_ACCOUNTS is on. */
export const DEMO_ACCOUNTS: (DemoAccount & { username: string; fullName: string; role: "worker" | "admin" })[] = [
  { label: "Arbetare", email: "arbetare@demo.se", password: "demo1234", username: "erik", fullName: "Erik Andersson", role: "worker" },
  { label: "Admin", email: "admin@demo.se", password: "admin1234", username: "anna", fullName: "Anna Lindqvist", role: "admin" },
];

const DEMO_PROJECTS = [
  {
    projectNumber: "P-2025-001",
    title: "Villa Solbacken – tillbyggnad",
    description: "Tillbyggnad av enplansvilla med nytt kök och altan.",
    estimatedHours: "640.00",
  },
  {
    projectNumber: "P-2025-002",
    title: "Brf Kajen – stambyte",
    description: "Stambyte i 24 lägenheter, trapphus A och B.",
    estimatedHours: "1800.00",
  },
];

/** Creates whatever of the demo data is missing; safe to run at every start. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      if (await findUserByEmail(tx, account.email)) continue;
      await createAccount(tx, account, null);
    }
    for (const project of DEMO_PROJECTS) await ensureProject(tx, { ...project, status: "active" }, null);
  });
}
