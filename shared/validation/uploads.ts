import { z } from "zod";
import { MAX_UPLOAD_BYTES, type ACCEPTED_IMAGE_TYPES } from "./constants";
import { swedishNumber } from "../domain";
import { text } from "./fields";

// The answer of POST /api/objects/upload lives with the other response shapes; kept
// importable from here for the code that found it here first.
export type { UploadTicket } from "../types";

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** Swedish messages of the upload endpoints (docs/product-rules.md §8). */
export const UPLOAD_MSG = {
  invalidLink: "Uppladdningslänken är ogiltig eller har gått ut",
  alreadyUploaded: "Filen har redan laddats upp",
  tooLarge: `Filen är för stor. Maxstorlek är ${swedishNumber(MAX_UPLOAD_BYTES / (1024 * 1024))} MB.`,
  notImage: "Endast bilder (JPEG, PNG, WebP, GIF) kan laddas upp",
  notUploaded: "Filen har inte laddats upp",
  aborted: "Uppladdningen avbröts",
  invalidImageUrl: "Ogiltig bildadress",
  unknownAttachment: "Bilden finns inte eller har inte laddats upp",
} as const;

/**
 * `/objects/uploads/<uuid>`, with the lowercase UUID the server chose. Stricter than the id
 * rule of `fields.ts`: an object id is also a storage key, so it has one spelling only.
 */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const OBJECT_PATH_PREFIX = "/objects/uploads/";

/** `:id` of the upload and object routes; the server answers a failure with 404. */
export const objectIdParamsSchema = z.object({ id: z.string().regex(OBJECT_ID_PATTERN) });

export function objectPathOf(objectId: string): string {
  return OBJECT_PATH_PREFIX + objectId;
}

/** The id in an object path, or null for anything else. */
export function objectIdOfPath(value: string): string | null {
  if (!value.startsWith(OBJECT_PATH_PREFIX)) return null;
  const id = value.slice(OBJECT_PATH_PREFIX.length);
  return OBJECT_ID_PATTERN.test(id) ? id : null;
}

/** Bytes needed by `sniffImageType` (WebP needs the most: "RIFF" size "WEBP"). */
export const SNIFF_BYTES = 12;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type told by a file's first bytes, or null. The type a browser claims, and the
 * file name, say nothing: a renamed HTML or SVG file must not pass as an image. The browser
 * uses this to refuse a wrong file before uploading; the server uses it to decide.
 */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

const MAX_URL_LENGTH = 2048;

/** Body of PUT /api/time-report-images: the upload URL or object path of a finished upload. */
export const timeReportImageBodySchema = z.object({
  imageURL: text(UPLOAD_MSG.invalidImageUrl).trim().min(1, UPLOAD_MSG.invalidImageUrl).max(MAX_URL_LENGTH, UPLOAD_MSG.invalidImageUrl),
});

/** Body of POST /api/proxy-image-base64. */
export const proxyImageBodySchema = z.object({
  imageUrl: text(UPLOAD_MSG.invalidImageUrl).trim().min(1, UPLOAD_MSG.invalidImageUrl).max(MAX_URL_LENGTH, UPLOAD_MSG.invalidImageUrl),
});
