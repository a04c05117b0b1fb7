import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { UPLOAD_URL_MINUTES } from "../../shared/validation/constants";
import { OBJECT_ID_PATTERN } from "../../shared/validation/uploads";
import { ObjectExistsError, type ObjectStorage, type UploadReceiver, type UploadTarget } from "./object-storage";

export interface LocalStorageOptions {
  dataDir: string;
  publicUrl: string;
  /** The app's secret; the URL-signing key is derived from it, never the secret itself. */
  secret: string;
  /** Milliseconds since the epoch; tests move it to expire URLs. */
  now?: () => number;
}

/** Files being received: `.<object id>.<random>.part`, linked to their name once complete. */
const TEMP_PREFIX = ".";
const TEMP_SUFFIX = ".part";
/** A `.part` file older than this is left from a crash (an upload takes seconds, its URL minutes). */
const TEMP_MAX_AGE_MS = 60 * 60_000;

const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function isMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "ENOENT";
}

/**
 * Files in DATA_DIR/objects/uploads/<uuid>. Upload URLs point at this server's
 * PUT /api/uploads/<uuid> and carry an expiry and an HMAC over (id, owner, expiry).
 */
export function createLocalStorage(options: LocalStorageOptions): ObjectStorage & { receiver: UploadReceiver } {
  const dir = path.join(options.dataDir, "objects", "uploads");
  // A key of its own, so that an upload signature can never stand in for a session cookie's.
  const key = Buffer.from(crypto.hkdfSync("sha256", options.secret, "tidrapport", "upload-url-v1", 32));
  const now = options.now ?? (() => Date.now());
  const base = new URL(options.publicUrl);
  const basePath = base.pathname.replace(/\/+$/, "");

  /** Only a validated UUID ever becomes part of a path. */
  function fileOf(objectId: string): string | null {
    return OBJECT_ID_PATTERN.test(objectId) ? path.join(dir, objectId) : null;
  }

  function sign(objectId: string, ownerId: string, expires: number): string {
    return crypto.createHmac("sha256", key).update(`${objectId}\n${ownerId}\n${expires}`).digest("base64url");
  }

  const receiver: UploadReceiver = {
    verify(objectId, ownerId, expires, sig) {
      if (!Number.isSafeInteger(expires) || !SIGNATURE_PATTERN.test(sig)) return false;
      const expected = Buffer.from(sign(objectId, ownerId, expires));
      const given = Buffer.from(sig);
      return crypto.timingSafeEqual(expected, given) && expires * 1000 > now();
    },

    async write(objectId, source: Readable) {
      const file = fileOf(objectId);
      if (!file) throw new Error("not an object id");
      await fs.promises.mkdir(dir, { recursive: true });
      const temp = path.join(dir, `${TEMP_PREFIX}${objectId}.${crypto.randomBytes(6).toString("hex")}${TEMP_SUFFIX}`);
      // Opened (created) before any byte is read: a stream that opens its file by itself may
      // create it after a failed pipeline's clean-up ran, leaving an empty `.part` for good.
      const handle = await fs.promises.open(temp, "wx", 0o600);
      try {
        await pipeline(source, handle.createWriteStream());
        // A hard link appears complete in one step like a rename, but fails instead of
        // replacing a file that is already there: two PUTs racing on one URL keep the first.
        try {
          await fs.promises.link(temp, file);
        } catch (error) {
          if ((error as { code?: unknown }).code === "EEXIST") throw new ObjectExistsError();
          throw error;
        }
        return { size: (await fs.promises.stat(file)).size };
      } finally {
        await handle.close().catch(() => {});
        await fs.promises.rm(temp, { force: true });
      }
    },
  };

  return {
    driver: "local",
    browserOrigins: [],
    receiver,

    async createUploadTarget(objectId, ownerId): Promise<UploadTarget> {
      if (!fileOf(objectId)) throw new Error("not an object id");
      const expires = Math.floor(now() / 1000) + UPLOAD_URL_MINUTES * 60;
      const url = new URL(`${basePath}/api/uploads/${objectId}`, base);
      url.searchParams.set("expires", String(expires));
      url.searchParams.set("sig", sign(objectId, ownerId, expires));
      return { url: url.toString(), headers: {} };
    },

    objectIdFromUploadUrl(url) {
      if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/api/uploads/`)) return null;
      const id = url.pathname.slice(`${basePath}/api/uploads/`.length);
      return OBJECT_ID_PATTERN.test(id) ? id : null;
    },

    async stat(objectId) {
      const file = fileOf(objectId);
      if (!file) return null;
      try {
        return { size: (await fs.promises.stat(file)).size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async readHead(objectId, bytes) {
      const handle = await openFile(fileOf(objectId));
      if (!handle) return null;
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async openRead(objectId) {
      const handle = await openFile(fileOf(objectId));
      return handle ? handle.createReadStream() : null;
    },

    async remove(objectId) {
      const file = fileOf(objectId);
      if (file) await fs.promises.rm(file, { force: true });
    },

    async pruneTemporaryFiles() {
      let names: string[];
      try {
        names = await fs.promises.readdir(dir);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        if (!name.startsWith(TEMP_PREFIX) || !name.endsWith(TEMP_SUFFIX)) continue;
        const temp = path.join(dir, name);
        try {
          const { mtimeMs } = await fs.promises.stat(temp);
          if (now() - mtimeMs < TEMP_MAX_AGE_MS) continue;
          await fs.promises.rm(temp, { force: true });
          removed++;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },
  };
}

async function openFile(file: string | null): Promise<fs.promises.FileHandle | null> {
  if (!file) return null;
  try {
    return await fs.promises.open(file, "r");
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
