import { Transform, type Readable, type TransformCallback } from "node:stream";
import { MAX_UPLOAD_BYTES } from "../../shared/validation/constants";
import { SNIFF_BYTES, sniffImageType, type AcceptedImageType } from "../../shared/validation/uploads";
import { HttpError, problem } from "../lib/errors";

export const tooLarge = () => new HttpError(413, problem("upload.too-large"));
export const notImage = () => new HttpError(415, problem("upload.not-image"));

/**
 * Passes an upload through while checking it: fails with 413 once it passes MAX_UPLOAD_BYTES
 * and with 415 unless its first bytes are an accepted image, before any of it is passed on.
 */
export class ImageGuard extends Transform {
  contentType: AcceptedImageType | null = null;
  size = 0;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly maxBytes: number = MAX_UPLOAD_BYTES) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(tooLarge());
    if (this.contentType) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.contentType) return callback();
    this.release(callback);
  }

  private release(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.contentType = sniffImageType(head);
    if (!this.contentType) return callback(notImage());
    callback(null, head);
  }
}

/**
 * Feeds `body` (a request) through a new guard. `pipe` rather than `pipeline`: a failed
 * check must leave the request open, so that the answer (413, 415) still reaches the client.
 */
export function guardUpload(body: Readable, maxBytes?: number): ImageGuard {
  const guard = new ImageGuard(maxBytes);
  // The consumer (a storage driver) reports the guard's errors; until it is attached, after
  // some awaits of its own, an error must not go unhandled and take the process down.
  guard.on("error", () => {});
  // A client that hangs up mid-file is its own doing, not a server fault to log as one.
  const abort = () => guard.destroy(new HttpError(400, problem("upload.aborted")));
  // The connection may be gone already (bytes past Content-Length end it while the upload
  // link is being checked): then no "close" is coming, and the guard must fail at once.
  if (body.destroyed && !body.readableEnded) {
    abort();
    return guard;
  }
  body.once("error", abort);
  body.once("close", () => {
    if (!body.readableEnded) abort();
  });
  // Bytes flow only once the consumer reads, so none is checked before anyone listens.
  guard.once("resume", () => body.pipe(guard));
  return guard;
}
