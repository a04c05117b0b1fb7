import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local";
import { ObjectExistsError } from "./object-storage";

const ID = "0b6f3c1e-8a7d-4e2f-9c1b-2d3e4f5a6b7c";
const OWNER = "5f0e2b8a-1c3d-4e5f-8a9b-0c1d2e3f4a5b";
let dataDir: string;
let clock: number;

function storage(secret = "a-long-enough-test-secret") {
  return createLocalStorage({ dataDir, publicUrl: "http://127.0.0.1:5000", secret, now: () => clock });
}

function listTree(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
}

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-local-"));
  clock = Date.UTC(2026, 2, 4, 7, 0, 0);
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signedParts(s = storage()) {
  const { url, headers } = await s.createUploadTarget(ID, OWNER);
  const parsed = new URL(url);
  return { parsed, headers, expires: Number(parsed.searchParams.get("expires")), sig: parsed.searchParams.get("sig") ?? "" };
}

describe("local storage: upload URLs", () => {
  it("points at this server, expires after 15 minutes and needs no extra headers", async () => {
    const { parsed, headers, expires } = await signedParts();
    expect(parsed.origin + parsed.pathname).toBe(`http://127.0.0.1:5000/api/uploads/${ID}`);
    expect(expires).toBe(clock / 1000 + 15 * 60);
    expect(headers).toEqual({});
  });

  it("verifies its own signature until the expiry, and nothing else", async () => {
    const s = storage();
    const { expires, sig } = await signedParts(s);
    expect(s.receiver.verify(ID, OWNER, expires, sig)).toBe(true);
    expect(s.receiver.verify(ID, "someone-else", expires, sig)).toBe(false);
    expect(s.receiver.verify("1c7a4d2f-9b8e-4f30-8d2c-3e4f5a6b7c8d", OWNER, expires, sig)).toBe(false);
    expect(s.receiver.verify(ID, OWNER, expires + 3600, sig)).toBe(false);
    expect(s.receiver.verify(ID, OWNER, expires, `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`)).toBe(false);
    expect(s.receiver.verify(ID, OWNER, expires, "short")).toBe(false);
    expect(storage("another-secret-entirely").receiver.verify(ID, OWNER, expires, sig)).toBe(false);
    clock = expires * 1000;
    expect(s.receiver.verify(ID, OWNER, expires, sig)).toBe(false);
  });

  it("knows its own upload URLs only", async () => {
    const s = storage();
    const { parsed } = await signedParts(s);
    expect(s.objectIdFromUploadUrl(parsed)).toBe(ID);
    expect(s.objectIdFromUploadUrl(new URL(`http://evil.example/api/uploads/${ID}`))).toBeNull();
    expect(s.objectIdFromUploadUrl(new URL("http://127.0.0.1:5000/api/uploads/../../etc/passwd"))).toBeNull();
  });
});

describe("local storage: files", () => {
  it("writes a file whole, reads it back and never replaces it", async () => {
    const s = storage();
    const content = Buffer.from("first file content");
    expect(await s.receiver.write(ID, Readable.from([content]))).toEqual({ size: content.length });
    await expect(s.receiver.write(ID, Readable.from([Buffer.from("second")]))).rejects.toBeInstanceOf(ObjectExistsError);
    expect(await s.stat(ID)).toEqual({ size: content.length });
    expect(await s.readHead(ID, 5)).toEqual(content.subarray(0, 5));
    const chunks: Buffer[] = [];
    for await (const chunk of (await s.openRead(ID)) ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(content);
    expect(listTree(dataDir)).toEqual(["objects", "objects/uploads", `objects/uploads/${ID}`]);
    await s.remove(ID);
    expect(await s.stat(ID)).toBeNull();
    expect(await s.openRead(ID)).toBeNull();
    expect(await s.readHead(ID, 4)).toBeNull();
  });

  it("keeps nothing when the source fails half way", async () => {
    const s = storage();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(s.receiver.write(ID, failing)).rejects.toThrow("client went away");
    expect(await s.stat(ID)).toBeNull();
    expect(listTree(dataDir)).toEqual(["objects", "objects/uploads"]);
  });

  it("never turns anything but a UUID into a path", async () => {
    const s = storage();
    await expect(s.receiver.write("../../escape", Readable.from([Buffer.from("x")]))).rejects.toThrow();
    await expect(s.createUploadTarget("../x", OWNER)).rejects.toThrow();
    expect(await s.stat("../../etc/passwd")).toBeNull();
    expect(await s.openRead("/etc/passwd")).toBeNull();
    await s.remove("..");
    expect(listTree(dataDir)).toEqual([]);
  });
});
