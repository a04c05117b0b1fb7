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

function folder(name: string, files: Record<string, string> = {}, ageMs = 0, parent = os.tmpdir()): string {
  const dir = path.join(parent, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), content);
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(dir, at, at);
  made.push(dir);
  return dir;
}

describe("stale socket folders", () => {
  it("are removed when their server is gone; live servers', fresh and foreign folders stay", async () => {
    // A temp folder of its own: the other test files' embedded databases prune the shared one
    // as they start, and would take these folders first.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "socket-prune-"));
    made.push(tmp);
    const dead = folder(`tidrapport-pg-${await deadPid()}-a`, { ".owner": "12345" }, 0, tmp);
    const ours = folder(`tidrapport-pg-${process.pid}-b`, { ".owner": "" }, 0, tmp);
    // The parent of this process (the test runner) is alive, and nothing recorded its start time.
    const alive = folder(`tidrapport-pg-${process.ppid}-c`, {}, 0, tmp);
    const reused = folder(`tidrapport-pg-${process.ppid}-rd`, { ".owner": "1" }, 0, tmp);
    const oldEmpty = folder("tidrapport-pg-olde", {}, 10 * 60_000, tmp);
    const oldStarting = folder("tidrapport-pg-newf", {}, 0, tmp);
    const foreign = folder(`someone-else-${await deadPid()}-g`, {}, 0, tmp);

    const removed = pruneStaleSocketDirs(tmp);
    expect(removed.sort()).toEqual([dead, reused, oldEmpty].sort());
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
