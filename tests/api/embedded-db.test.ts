/**
 * The embedded database in a real data folder (always embedded, whatever TEST_DATABASE_URL
 * says): data survives a restart, the folder is locked against a second server, a stale
 * lock is taken over, and concurrent connections each get their own answers.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../shared/schema";
import { openDatabase, type Database } from "../../server/db";
import { DataDirInUseError, lockDataDir } from "../../server/db/data-dir-lock";

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-embedded-"));
  tempDirs.push(dir);
  return dir;
}

function readLock(dir: string): { pid?: number; host?: string } {
  return JSON.parse(fs.readFileSync(path.join(dir, ".lock"), "utf8")) as { pid?: number; host?: string };
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  if (!child.pid) throw new Error("no pid");
  return child.pid;
}

let dataDir: string;
/**
 * Open during the whole file: a folder that was opened, written and closed, then reopened over
 * the lock a crashed server left behind. Two cold starts of PGlite on disk take 20 s or more,
 * so the tests share them; none of them writes to it.
 */
let database: Database;
/** What the first open and close did, for the test about them. */
let firstOpen: { embedded: boolean; lockPid?: number; lockLeftAfterClose: boolean };

beforeAll(async () => {
  dataDir = tempDir();
  const first = await openDatabase({ embeddedDir: dataDir });
  const lockPid = readLock(dataDir).pid;
  await first.db.insert(users).values({ username: "bestandig", password: "x", fullName: "Bo Beständig", email: "bo@example.se" });
  await first.close();
  firstOpen = { embedded: first.embedded, lockPid, lockLeftAfterClose: fs.existsSync(path.join(dataDir, ".lock")) };

  // A server that crashed leaves its lock behind.
  const pid = await deadPid();
  fs.writeFileSync(path.join(dataDir, ".lock"), JSON.stringify({ pid, host: os.hostname(), startedAt: new Date().toISOString() }));
  database = await openDatabase({ embeddedDir: dataDir });
}, 180_000); // two cold starts of PGlite on disk: about 20 s alone, much more on a busy machine

afterAll(async () => {
  await database?.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("embedded database in a data folder", () => {
  it("keeps data across close and reopen, taking over a lock left by a dead process", async () => {
    expect(firstOpen.embedded).toBe(true);
    expect(firstOpen.lockPid).toBe(process.pid);
    expect(firstOpen.lockLeftAfterClose).toBe(false);

    // Reopened over the dead process's lock (in beforeAll): the lock is ours, the data is there.
    expect(readLock(dataDir).pid).toBe(process.pid);
    const rows = await database.db.select({ fullName: users.fullName }).from(users).where(eq(users.username, "bestandig"));
    expect(rows).toEqual([{ fullName: "Bo Beständig" }]);
  });

  it("refuses a second open of a folder that is in use, and the first keeps working", async () => {
    expect(database).toBeDefined();
    const second = openDatabase({ embeddedDir: dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(/data folder .* in use/i);

    expect(readLock(dataDir).pid).toBe(process.pid);
    const rows = await database.db.select({ username: users.username }).from(users);
    expect(rows).toEqual([{ username: "bestandig" }]);
  });

  it("refuses a folder locked by another running process and leaves its lock alone", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      const pid = other.pid;
      if (!pid) throw new Error("no pid");
      fs.writeFileSync(path.join(dir, ".lock"), JSON.stringify({ pid, host: os.hostname(), startedAt: new Date().toISOString() }));
      const attempt = openDatabase({ embeddedDir: dir });
      await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(attempt).rejects.toThrow(new RegExp(`data folder .* in use .*pid ${pid}`, "i"));
      expect(readLock(dir).pid).toBe(pid);
    } finally {
      other.kill();
    }
  });

  it("takes over an empty lock file, and releasing removes the lock", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, ".lock"), "");
    const release = lockDataDir(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(fs.existsSync(path.join(dir, ".lock"))).toBe(false);
    lockDataDir(dir)();
  });

  it("serves many concurrent queries and transactions, each with its own answer", async () => {
    const db = database;
    async function one(i: number): Promise<boolean> {
      if (i % 3 === 0) {
        const client = await db.pool.connect();
        try {
          await client.query("BEGIN");
          const a = await client.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [i]);
          const b = await client.query<{ s: string }>(`SELECT $1::text || '-${i}' AS s`, [`t${i}`]);
          await client.query("COMMIT");
          return a.rows[0]?.n === 2 * i && b.rows[0]?.s === `t${i}-${i}`;
        } finally {
          client.release();
        }
      }
      const r = await db.pool.query<{ n: number; s: string }>(`SELECT $1::int + ${i} AS n, $2::text AS s`, [i, `x${i}`]);
      return r.rows[0]?.n === 2 * i && r.rows[0]?.s === `x${i}`;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), 45_000);
    });
    const outcome = await Promise.race([Promise.allSettled(Array.from({ length: 300 }, (_, i) => one(i))), timeout]);
    clearTimeout(timer);
    expect(outcome).not.toBe("timeout");
    const settled = outcome as PromiseSettledResult<boolean>[];
    const failures = settled.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
    expect(settled.filter((r) => r.status === "fulfilled" && !r.value)).toHaveLength(0);
  }, 60_000);
});
