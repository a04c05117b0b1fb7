import type { Readable } from "node:stream";

/** Where an upload goes: a URL the browser PUTs the file to, with the headers it must send. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
}

/** Thrown by `UploadReceiver.write` when the object already has a file: one PUT per URL. */
export class ObjectExistsError extends Error {
  constructor() {
    super("object already exists");
  }
}

/**
 * For drivers whose upload URLs point at this server (local): the server checks the URL's
 * signature and writes the body itself.
 */
export interface UploadReceiver {
  /** True when `sig` was made by `createUploadTarget(objectId, ownerId)` and `expires` (unix seconds) is still ahead. */
  verify(objectId: string, ownerId: string, expires: number, sig: string): boolean;
  /**
   * Streams `source` into the object. Readers never see a half-written file; an existing file
   * is never replaced (ObjectExistsError). When `source` fails nothing is kept.
   */
  write(objectId: string, source: Readable): Promise<{ size: number }>;
}

/**
 * Uploaded images, by object id (a UUID the server chose). Two drivers: `local` (files in
 * DATA_DIR/objects, uploads PUT to this server) and `gcs` (Google Cloud Storage, V4 signed
 * URLs). No path or name from a client is ever used to find a file.
 */
export interface ObjectStorage {
  readonly driver: "local" | "gcs";
  /** Origins the browser sends uploads to, for the CSP's connect-src. */
  readonly browserOrigins: string[];
  /** Present when uploads are PUT to this server. */
  readonly receiver?: UploadReceiver;
  createUploadTarget(objectId: string, ownerId: string): Promise<UploadTarget>;
  /** The object id in one of this driver's upload URLs, or null for any other address. */
  objectIdFromUploadUrl(url: URL): string | null;
  /** Size in bytes, or null when no file has arrived. */
  stat(objectId: string): Promise<{ size: number } | null>;
  /** The first `bytes` bytes, or null when missing. */
  readHead(objectId: string, bytes: number): Promise<Buffer | null>;
  openRead(objectId: string): Promise<Readable | null>;
  remove(objectId: string): Promise<void>;
  /**
   * Removes half-received files that no upload is writing any more (left by a crash), and
   * answers how many. Only drivers that receive uploads themselves (local) have any.
   */
  pruneTemporaryFiles?(): Promise<number>;
}
