/**
 * Upload PUTs that never finish (more bytes than Content-Length, a client hanging up mid-body)
 * leave no half-written `.part` file behind; leftovers from a crash are removed by the
 * maintenance job.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pruneAbandonedUploads } from "../../server/uploads/service";
import { makePng } from "./helpers/images";
import { useTestApp } from "./helpers/test-app";
import { uploadSteps } from "./helpers/uploads";

const app = useTestApp();

const { ticket } = uploadSteps(() => app);
const uploadsDir = () => path.join(app.dataDir, "objects", "uploads");
const partFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).filter((f) => f.endsWith(".part")) : []);

/** Writes `head` and `body` on a raw connection, then either waits for the answer or hangs up. */
function rawPut(uploadURL: string, headers: Record<string, string>, body: Buffer, hangUp: boolean): Promise<void> {
  const url = new URL(uploadURL);
  const target = new URL(app.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`PUT ${url.pathname}${url.search} HTTP/1.1`, `Host: ${target.host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      socket.write(body, () => {
        if (hangUp) setTimeout(() => socket.destroy(), 50);
      });
    });
    socket.on("data", () => {});
    socket.on("error", () => resolve());
    socket.on("close", () => resolve());
    setTimeout(() => socket.destroy(), 3000);
  });
}

/** The `.part` files that appeared since `before`, once the server has finished its side. */
async function newPartFiles(before: string[]): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return partFiles().filter((f) => !before.includes(f));
}

describe("an upload that never finishes", () => {
  it("leaves no .part file when the body is longer than its Content-Length, however often", async () => {
    const client = (await app.signedIn("worker")).client;
    const png = makePng(64, 64);
    const before = partFiles();
    for (let i = 0; i < 8; i++) {
      const t = await ticket(client);
      const body = Buffer.concat([png, Buffer.from("x".repeat(4000))]);
      await rawPut(t.uploadURL, { "Content-Type": "image/png", "Content-Length": "10" }, body, false);
    }
    expect(await newPartFiles(before)).toEqual([]);
  });

  it("leaves no .part file when the client hangs up mid-body", async () => {
    const client = (await app.signedIn("worker")).client;
    const png = makePng(64, 64);
    const before = partFiles();
    for (let i = 0; i < 8; i++) {
      const t = await ticket(client);
      await rawPut(t.uploadURL, { "Content-Type": "image/png", "Content-Length": String(png.length + 100_000) }, png, true);
    }
    expect(await newPartFiles(before)).toEqual([]);
  });

  it("the maintenance job removes leftover .part files older than an hour, and keeps fresh ones", async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    const old = path.join(uploadsDir(), ".3f2b8c1e-9a4d-4e7f-8b2a-1c3d5e7f9a0b.0123456789ab.part");
    const fresh = path.join(uploadsDir(), ".4f2b8c1e-9a4d-4e7f-8b2a-1c3d5e7f9a0b.0123456789ab.part");
    fs.writeFileSync(old, "");
    fs.writeFileSync(fresh, "");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    const storage = (await import("../../server/storage")).createStorage;
    await pruneAbandonedUploads(app.database.db, await storage({ config: app.config, secret: "x".repeat(32) }));
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(fresh);
  });
});
