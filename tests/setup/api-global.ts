import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db";
import { createServerDatabase, dropServerDatabases } from "../support/server-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The embedded database's migrated cluster as a tarball; empty on PostgreSQL. */
    embeddedTemplate: string;
    /** PostgreSQL: the run's migrated database that the test databases are copied from. */
    serverTemplate: string;
    /** PostgreSQL: the name every database of the run starts with, so that its end drops them all. */
    serverDatabasePrefix: string;
  }
}

/**
 * Migrating a database costs seconds; copying a migrated one costs a fraction. Each test
 * worker's database, and the database of its own that a second app in a file gets, is a copy
 * of the template made here once per run (docs/decisions/2026-11-28-one-database-per-test-worker.md):
 * on PostgreSQL (TEST_DATABASE_URL) a database, copied with `CREATE DATABASE … TEMPLATE`; on
 * the embedded database a tarball of the cluster, loaded into each new one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide("embeddedTemplate", "");
    return setupServerTemplate(project, serverUrl);
  }
  project.provide("serverTemplate", "");
  project.provide("serverDatabasePrefix", "");
  const database = await openDatabase({ embeddedDir: "memory://" });
  const bytes = await database.dump?.();
  await database.close();
  if (!bytes) throw new Error("the embedded database could not be dumped");
  const file = path.join(os.tmpdir(), `tidrapport-template-${process.pid}.tar`);
  fs.writeFileSync(file, bytes);
  project.provide("embeddedTemplate", file);
  return async () => fs.rmSync(file, { force: true });
}

/**
 * The migrated template on the PostgreSQL server. Every database of the run is named
 * `tidrapport_t_<run>_…`; the teardown drops them all, also after failed tests, and leaves
 * other runs' databases on the same server alone.
 */
async function setupServerTemplate(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const prefix = `tidrapport_t_${crypto.randomBytes(4).toString("hex")}`;
  const dropAll = () => dropServerDatabases(serverUrl, prefix);
  try {
    const template = await createServerDatabase(serverUrl, prefix);
    // Migrated, then left without connections: a database being copied must have none.
    const database = await openDatabase({ databaseUrl: template.url });
    await database.close();
    project.provide("serverTemplate", new URL(template.url).pathname.slice(1));
    project.provide("serverDatabasePrefix", prefix);
  } catch (error) {
    await dropAll();
    throw error;
  }
  return dropAll;
}
