import crypto from "node:crypto";
import type { Readable } from "node:stream";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from "../../shared/validation/constants";
import { SNIFF_BYTES, objectIdOfPath, sniffImageType, type AcceptedImageType } from "../../shared/validation/uploads";
import type { Db, DbOrTx } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { HttpError, badRequest, conflict, notFound, problem } from "../lib/errors";
import type { Limit, RateLimiter } from "../lib/rate-limit";
import { ObjectExistsError, type ObjectStorage, type UploadTarget } from "../storage/object-storage";
import { guardUpload, notImage, tooLarge } from "./image-guard";
import { mayReadUpload } from "./policies";
import { abandonedUploadIds, deleteUploads, findUpload, insertUpload, markUploaded, ownedUploadedIds } from "./repo";

export interface UploadServiceDeps {
  db: Db;
  storage: ObjectStorage;
  publicUrl: string;
  limiter: RateLimiter;
  /** How many upload links one user may ask for in a window. */
  uploadLimit: Limit;
}

export interface SignedUploadQuery {
  expires: unknown;
  sig: unknown;
}

export interface ReadableObject {
  contentType: AcceptedImageType;
  size: number | null;
  stream: Readable;
}

const invalidLink = () => new HttpError(403, problem("upload.invalid-link"));
const invalidImageUrl = (field: string) => badRequest(problem("upload.invalid-image-url"), { [field]: problem("upload.invalid-image-url") });

function isAccepted(type: string | null): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly (string | null)[]).includes(type);
}

/**
 * Time-report attachments: every object path must be one the report already had, or an
 * uploaded file of `ownerId`. Runs inside the caller's transaction and uses only `tx`.
 */
export async function assertOwnedUploads(tx: DbOrTx, ownerId: string, objectPaths: string[], alreadyAttached: string[], field?: string): Promise<void> {
  const kept = new Set(alreadyAttached);
  const ids = new Set<string>();
  for (const objectPath of objectPaths) {
    if (kept.has(objectPath)) continue;
    const id = objectIdOfPath(objectPath);
    if (!id) throw badRequest(problem("upload.unknown-attachment"), field ? { [field]: problem("upload.unknown-attachment") } : undefined);
    ids.add(id);
  }
  const found = await ownedUploadedIds(tx, ownerId, [...ids]);
  if (found.length !== ids.size) {
    throw badRequest(problem("upload.unknown-attachment"), field ? { [field]: problem("upload.unknown-attachment") } : undefined);
  }
}

export function createUploadService({ db, storage, publicUrl, limiter, uploadLimit }: UploadServiceDeps) {
  const publicOrigin = new URL(publicUrl).origin;
  const publicPath = new URL(publicUrl).pathname.replace(/\/+$/, "");

  /** An object path, or the same path on this server's public address; null for anything else. */
  function objectIdOfOwnAddress(value: string): string | null {
    const direct = objectIdOfPath(value);
    if (direct) return direct;
    const prefix = `${publicOrigin}${publicPath}`;
    return value.startsWith(`${prefix}/`) ? objectIdOfPath(value.slice(prefix.length)) : null;
  }

  /** The row of a file `user` may read: its own, or any for an admin. Anything else is 404. */
  async function readableRow(user: SessionUser, id: string): Promise<{ contentType: AcceptedImageType; size: number | null }> {
    const row = await findUpload(db, id);
    if (!row || !isAccepted(row.contentType)) throw notFound();
    if (!mayReadUpload(user, row)) throw notFound();
    return { contentType: row.contentType, size: row.size };
  }

  /** `id` is an object id (the route's params schema, or an object path, checked it). */
  async function open(user: SessionUser, id: string): Promise<ReadableObject> {
    const row = await readableRow(user, id);
    const stream = await storage.openRead(id);
    if (!stream) throw notFound();
    return { ...row, stream };
  }

  /** Checks a file that arrived without passing this server (gcs) and records it. */
  async function checkArrived(id: string): Promise<void> {
    const stat = await storage.stat(id);
    if (!stat) throw badRequest(problem("upload.not-uploaded"));
    if (stat.size > MAX_UPLOAD_BYTES) {
      await storage.remove(id);
      throw tooLarge();
    }
    const contentType = sniffImageType((await storage.readHead(id, SNIFF_BYTES)) ?? Buffer.alloc(0));
    if (!contentType) {
      await storage.remove(id);
      throw notImage();
    }
    await markUploaded(db, id, { contentType, size: stat.size });
  }

  return {
    /** A new object id and where the browser sends the file. */
    async createUpload(user: SessionUser): Promise<{ id: string; target: UploadTarget }> {
      await limiter.consume(`upload:user:${user.id}`, uploadLimit);
      const id = crypto.randomUUID();
      // Signed before the row exists, so that a signing failure leaves nothing behind.
      const target = await storage.createUploadTarget(id, user.id);
      await insertUpload(db, { id, ownerId: user.id });
      return { id, target };
    },

    /** Checks the signed link before a byte of the body is read. */
    async checkUploadLink(id: string, query: SignedUploadQuery, contentLength: number | undefined): Promise<void> {
      const receiver = storage.receiver;
      if (!receiver) throw notFound();
      const { expires, sig } = query;
      if (typeof expires !== "string" || !/^\d{1,12}$/.test(expires) || typeof sig !== "string") throw invalidLink();
      const row = await findUpload(db, id);
      if (!row || !receiver.verify(id, row.ownerId, Number(expires), sig)) throw invalidLink();
      if (row.contentType !== null) throw conflict(problem("upload.already-uploaded"));
      if (contentLength !== undefined && contentLength > MAX_UPLOAD_BYTES) throw tooLarge();
    },

    /** Stores the body of a checked link; nothing is kept unless it is a whole image within the limit. */
    async receiveUpload(id: string, body: Readable): Promise<string> {
      const receiver = storage.receiver;
      if (!receiver) throw notFound();
      const guard = guardUpload(body);
      let size: number;
      try {
        ({ size } = await receiver.write(id, guard));
      } catch (error) {
        if (error instanceof ObjectExistsError) throw conflict(problem("upload.already-uploaded"));
        throw error;
      }
      if (!guard.contentType || !(await markUploaded(db, id, { contentType: guard.contentType, size }))) {
        await storage.remove(id);
        throw conflict(problem("upload.already-uploaded"));
      }
      return id;
    },

    /** PUT /api/time-report-images: the caller's finished upload, named by its URL or path; answers its id. */
    async claim(user: SessionUser, imageURL: string): Promise<string> {
      let id = objectIdOfOwnAddress(imageURL);
      if (!id) {
        try {
          id = storage.objectIdFromUploadUrl(new URL(imageURL));
        } catch {
          id = null;
        }
      }
      if (!id) throw invalidImageUrl("imageURL");
      const row = await findUpload(db, id);
      if (!row || row.ownerId !== user.id) throw notFound();
      if (row.contentType === null) await checkArrived(id);
      return id;
    },

    open,

    /** Only this server's own object paths are read: the server never fetches a client's address. */
    async readImage(user: SessionUser, imageUrl: string): Promise<{ bytes: Buffer; contentType: AcceptedImageType }> {
      const id = objectIdOfOwnAddress(imageUrl);
      if (!id) throw invalidImageUrl("imageUrl");
      const { contentType, stream } = await open(user, id);
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > MAX_UPLOAD_BYTES) {
          stream.destroy();
          throw tooLarge();
        }
        chunks.push(chunk);
      }
      return { bytes: Buffer.concat(chunks), contentType };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * Removes upload links that never received a file (after a day), with whatever a client
 * may have left in the bucket under them, and half-received files a crash left behind.
 * Run by the server's maintenance job.
 */
export async function pruneAbandonedUploads(db: Db, storage: ObjectStorage): Promise<number> {
  await storage.pruneTemporaryFiles?.();
  const ids = await abandonedUploadIds(db, 24);
  for (const id of ids) await storage.remove(id);
  await deleteUploads(db, ids);
  return ids.length;
}
