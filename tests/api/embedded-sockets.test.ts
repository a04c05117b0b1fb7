/**
 * The embedded database's socket folder in the temp directory: a killed server leaves its
 * folder behind, and the next start removes it, only our own prefix, only when the owner is gone.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { pruneStaleSocketDirs, startEmbeddedDatabase } from "../../server/db/embedded";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  if (!child.pid) throw new Error("no pid");
  return child.pid;
}

function folder(name: string, files: Record<string, string> = {}, ageMs = 0): string {
  const dir = path.join(os.tmpdir(), name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), content);
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(dir, at, at);
  made.push(dir);
  return dir;
}

describe("stale socket folders", () => {
  it("are removed when their server is gone; live servers', fresh and foreign folders stay", async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const dead = folder(`tidrapport-pg-${await deadPid()}-${suffix}`, { ".owner": "12345" });
    const ours = folder(`tidrapport-pg-${process.pid}-${suffix}`, { ".owner": "" });
    // The parent of this process (the test runner) is alive, and nothing recorded its start time.
    const alive = folder(`tidrapport-pg-${process.ppid}-${suffix}`);
    const reused = folder(`tidrapport-pg-${process.ppid}-r${suffix}`, { ".owner": "1" });
    const oldEmpty = folder(`tidrapport-pg-old${suffix}`, {}, 10 * 60_000);
    const oldStarting = folder(`tidrapport-pg-new${suffix}`);
    const foreign = folder(`someone-else-${await deadPid()}-${suffix}`);

    const removed = pruneStaleSocketDirs();
    expect(removed).toEqual(expect.arrayContaining([dead, reused, oldEmpty]));
    for (const dir of [dead, reused, oldEmpty]) expect(fs.existsSync(dir), dir).toBe(false);
    for (const dir of [ours, alive, oldStarting, foreign]) expect(fs.existsSync(dir), dir).toBe(true);
  });

  it("are cleared when the embedded database starts, which removes its own on stop", async () => {
    const stale = folder(`tidrapport-pg-${await deadPid()}-${Math.random().toString(36).slice(2, 8)}`);
    const embedded = await startEmbeddedDatabase("memory://", inject("embeddedTemplate") || undefined);
    try {
      expect(fs.existsSync(stale)).toBe(false);
      expect(path.basename(embedded.socketDir)).toMatch(new RegExp(`^tidrapport-pg-${process.pid}-`));
    } finally {
      await embedded.stop();
    }
    expect(fs.existsSync(embedded.socketDir)).toBe(false);
  }, 60_000);
});
