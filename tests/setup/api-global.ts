import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db";

declare module "vitest" {
  export interface ProvidedContext {
    embeddedTemplate: string;
  }
}

/**
 * Creating an embedded cluster costs seconds; loading a migrated one from a tarball costs
 * about one. Every API test file starts from this template (unless TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("embeddedTemplate", "");
    return undefined;
  }
  const database = await openDatabase({ embeddedDir: "memory://" });
  const bytes = await database.dump?.();
  await database.close();
  if (!bytes) throw new Error("the embedded database could not be dumped");
  const file = path.join(os.tmpdir(), `tidrapport-template-${process.pid}.tar`);
  fs.writeFileSync(file, bytes);
  project.provide("embeddedTemplate", file);
  return () => fs.rmSync(file, { force: true });
}
