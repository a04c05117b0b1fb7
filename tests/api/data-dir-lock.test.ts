/**
 * The embedded database's folder lock (server/db/data-dir-lock.ts) proves that its holder
 * lives: a lock left by a container that died with the volume kept, or naming a pid that
 * now belongs to an unrelated process, is taken over; a lock held by a running server is
 * refused with advice. No database is started here.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "../../server/db/data-dir-lock";

const tempDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-lock-"));
  tempDirs.push(dir);
  return dir;
}

const lockOf = (dir: string) => path.join(dir, ".lock");
const readLock = (dir: string) => JSON.parse(fs.readFileSync(lockOf(dir), "utf8")) as { pid?: number; host?: string; heartbeatAt?: string };

/** Writes a lock as another holder would have, last touched `ageMs` ago. */
function writeLock(dir: string, record: Record<string, unknown>, ageMs: number): void {
  const at = new Date(Date.now() - ageMs);
  fs.writeFileSync(lockOf(dir), JSON.stringify({ startedAt: at.toISOString(), heartbeatAt: at.toISOString(), ...record }));
  fs.utimesSync(lockOf(dir), at, at);
}

/** A running process that is not a Tidrapport server. */
function unrelatedProcess(): number {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  children.push(child);
  if (!child.pid) throw new Error("no pid");
  return child.pid;
}

/** Another process that takes the lock of `dir` as a server does and keeps running. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const module = pathToFileURL(path.resolve("server/db/data-dir-lock.ts")).href;
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import(${JSON.stringify(module)}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`holder exited (${code})`)));
  });
  return child;
}

describe("the data folder lock", () => {
  it("takes over a lock from another host that stopped beating (a container that died with the volume kept)", () => {
    const dir = tempDir();
    writeLock(dir, { pid: 1, host: "container-that-died" }, 10 * 60_000);
    const release = lockDataDir(dir);
    expect(readLock(dir)).toMatchObject({ pid: process.pid, host: os.hostname() });
    release();
  });

  it("refuses a lock from another host whose heartbeat is fresh, and says what to do", () => {
    const dir = tempDir();
    writeLock(dir, { pid: 7, host: "other-container" }, 2_000);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(
      /in use by another Tidrapport server \(pid 7 on other-container.*Stop that server first.*another DATA_DIR.*delete .*\.lock/,
    );
    expect(readLock(dir).host).toBe("other-container");
  });

  it("takes over a lock naming a pid that now belongs to an unrelated process", () => {
    const dir = tempDir();
    const pid = unrelatedProcess();
    // Written by a server whose pid was since given to another process: another start time.
    writeLock(dir, { pid, host: os.hostname(), processStart: "1" }, 0);
    const release = lockDataDir(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    release();

    // An older lock without the start time: its missing heartbeat gives it away.
    writeLock(dir, { pid, host: os.hostname(), heartbeatAt: undefined }, 10 * 60_000);
    lockDataDir(dir)();
  });

  it("refuses a folder a running server holds, and takes it over once that server is killed", async () => {
    const dir = tempDir();
    const holder = await holderProcess(dir);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another Tidrapport server \\(pid ${holder.pid}, last sign of life`));
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    const release = lockDataDir(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    release();
  }, 30_000);

  it("beats while held: the heartbeat moves on", async () => {
    const dir = tempDir();
    const release = lockDataDir(dir, { heartbeatMs: 100 });
    const first = Date.parse(readLock(dir).heartbeatAt ?? "");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(Date.parse(readLock(dir).heartbeatAt ?? "")).toBeGreaterThan(first);
    release();
    expect(fs.existsSync(lockOf(dir))).toBe(false);
  });
});
