import { beforeAll } from "vitest";
import { appSettings } from "../../../shared/schema";
import { payrollSettingsInput } from "../../support/builders";
import type { TestApp } from "./test-app";

/**
 * Our company's name and organisation number in the payroll settings, as a company has them
 * before its first export (an export with either blank is refused, docs/product-rules.md §10):
 * written once before the file's tests, straight into the table, so no audit row or user is
 * added to what the tests count. A test that saves its own settings replaces them.
 */
export function withOurCompany(app: TestApp): void {
  beforeAll(async () => {
    const value = payrollSettingsInput();
    await app.database.db
      .insert(appSettings)
      .values({ key: "payroll", value, updatedBy: null })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  });
}
