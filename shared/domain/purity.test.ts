/** shared/domain is plain TypeScript: it imports nothing but shared/ (no drizzle, React, zod, date-fns). */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const shared = resolve(here, "..");

describe("shared/domain", () => {
  it("imports only files of shared/", () => {
    for (const file of readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const source = readFileSync(join(here, file), "utf8");
      for (const [, target] of source.matchAll(/(?:from|import)\s+"([^"]+)"/g)) {
        expect(target.startsWith("."), `${file} imports ${target}`).toBe(true);
        expect(resolve(here, target).startsWith(shared), `${file} imports ${target}`).toBe(true);
      }
    }
  });
});
