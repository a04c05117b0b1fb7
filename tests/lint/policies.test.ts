import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Who may do what sits in one findable place per server module, its `policies.ts`
 * (docs/architecture.md): a route takes its guard there, never straight from server/lib.
 */
const root = path.resolve(__dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  // Only the rule these cases read; the rest of the configuration is held to account by
  // `npm run lint`.
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === "no-restricted-imports" });
});

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.fatal).map((m) => m.message);
}

const guarded = (from: string, name: string) => `import { ${name} } from "${from}";\nexport const guard = ${name};\n`;

/** The server modules whose routes guard their endpoints. */
function modulesWithRoutes(): string[] {
  return fs
    .readdirSync(path.join(root, "server"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.readdirSync(path.join(root, "server", d.name)).some((f) => /^(routes|[\w-]+-routes)\.ts$/.test(f)))
    .map((d) => d.name);
}

describe("policies", () => {
  it("a route takes its guard from its module's policies.ts, not from server/lib", async () => {
    for (const name of ["requireAdmin", "requireStaff", "requireRole", "requireAuth"]) {
      expect(await restricted("server/time-reports/routes.ts", guarded("../lib/auth-guards", name))).toEqual([expect.stringContaining("policies.ts")]);
      expect(await restricted("server/sites/ledger-routes.ts", guarded("../lib/auth-guards", name))).toEqual([expect.stringContaining("policies.ts")]);
    }
    expect(await restricted("server/time-reports/routes.ts", guarded("./policies", "requireReportUser"))).toEqual([]);
    expect(await restricted("server/time-reports/routes.ts", guarded("../lib/auth-guards", "currentUser"))).toEqual([]);
  });

  it("every module with routes has its policies.ts", () => {
    const modules = modulesWithRoutes();
    expect(modules.length).toBeGreaterThan(5);
    expect(modules.filter((m) => !fs.existsSync(path.join(root, "server", m, "policies.ts")))).toEqual([]);
  });
});
