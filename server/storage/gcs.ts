import { Storage } from "@google-cloud/storage";
import { MAX_UPLOAD_BYTES, UPLOAD_URL_MINUTES } from "../../shared/validation/constants";
import { OBJECT_ID_PATTERN } from "../../shared/validation/uploads";
import type { ObjectStorage, UploadTarget } from "./object-storage";

export interface GcsStorageOptions {
  bucket: string;
  /** A ready client; without it one is made from `credentials`, or the standard Google way. */
  storage?: Storage;
  credentials?: { client_email: string; private_key: string };
  projectId?: string;
  /** Milliseconds since the epoch. */
  now?: () => number;
}

const GCS_ORIGIN = "https://storage.googleapis.com";

/**
 * Headers the browser must send with its PUT. They are signed into the URL, so GCS refuses a
 * PUT without them: the size range stops a file over 10 MB before it is stored, and
 * generation 0 makes the URL good for one upload only (it never replaces an existing object).
 */
export const GCS_UPLOAD_HEADERS: Readonly<Record<string, string>> = {
  "x-goog-content-length-range": `0,${MAX_UPLOAD_BYTES}`,
  "x-goog-if-generation-match": "0",
};

function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === 404;
}

/** Objects `uploads/<uuid>` in one bucket; the browser uploads with a V4 signed URL. */
export function createGcsStorage(options: GcsStorageOptions): ObjectStorage {
  const client = options.storage ?? new Storage({ credentials: options.credentials, projectId: options.projectId });
  const bucket = client.bucket(options.bucket);
  const now = options.now ?? (() => Date.now());

  /** Only a validated UUID ever becomes part of an object name. */
  function fileOf(objectId: string) {
    return OBJECT_ID_PATTERN.test(objectId) ? bucket.file(`uploads/${objectId}`) : null;
  }

  function idIn(pathname: string, prefix: string): string | null {
    if (!pathname.startsWith(prefix)) return null;
    const id = pathname.slice(prefix.length);
    return OBJECT_ID_PATTERN.test(id) ? id : null;
  }

  return {
    driver: "gcs",
    browserOrigins: [GCS_ORIGIN],

    async createUploadTarget(objectId): Promise<UploadTarget> {
      const file = fileOf(objectId);
      if (!file) throw new Error("not an object id");
      // Whole seconds, so that X-Goog-Expires is exactly the 15 minutes.
      const accessibleAt = Math.floor(now() / 1000) * 1000;
      const [url] = await file.getSignedUrl({
        version: "v4",
        action: "write",
        accessibleAt,
        expires: accessibleAt + UPLOAD_URL_MINUTES * 60_000,
        extensionHeaders: { ...GCS_UPLOAD_HEADERS },
      });
      return { url, headers: { ...GCS_UPLOAD_HEADERS } };
    },

    objectIdFromUploadUrl(url) {
      if (url.protocol !== "https:") return null;
      if (url.host === "storage.googleapis.com") return idIn(url.pathname, `/${options.bucket}/uploads/`);
      if (url.host === `${options.bucket}.storage.googleapis.com`) return idIn(url.pathname, "/uploads/");
      return null;
    },

    async stat(objectId) {
      const file = fileOf(objectId);
      if (!file) return null;
      try {
        const [metadata] = await file.getMetadata();
        return { size: Number(metadata.size ?? 0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async readHead(objectId, bytes) {
      const file = fileOf(objectId);
      if (!file) return null;
      try {
        const [content] = await file.download({ start: 0, end: bytes - 1, validation: false });
        return content.subarray(0, bytes);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async openRead(objectId) {
      const file = fileOf(objectId);
      if (!file) return null;
      const [exists] = await file.exists();
      return exists ? file.createReadStream({ validation: false }) : null;
    },

    async remove(objectId) {
      await fileOf(objectId)?.delete({ ignoreNotFound: true });
    },
  };
}
