/** The uploads module: the upload ticket, a finished upload, an image for a PDF. */
import type { AcceptedImageType } from "../validation/uploads";

/** Answer of POST /api/objects/upload: PUT the file to `uploadURL` with `headers`. */
export interface UploadTicket {
  uploadURL: string;
  objectPath: string;
  headers: Record<string, string>;
}

/** A finished upload (the upload PUT, PUT /api/time-report-images): what a report may name. */
export interface UploadedObject {
  objectPath: string;
}

/** POST /api/proxy-image-base64: an uploaded image, for embedding in a PDF. */
export interface ImageBase64 {
  base64: string;
  contentType: AcceptedImageType;
}
