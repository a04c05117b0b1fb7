import type { ImageBase64, UploadedObject, UploadTicket } from "../../shared/types";
import { objectPathOf, type AcceptedImageType } from "../../shared/validation/uploads";

export function presentUploadTicket(id: string, target: { url: string; headers: Record<string, string> }): UploadTicket {
  return { uploadURL: target.url, objectPath: objectPathOf(id), headers: target.headers } satisfies UploadTicket;
}

/** A finished upload is named by its object path, never by a storage URL. */
export function presentUploadedObject(id: string): UploadedObject {
  return { objectPath: objectPathOf(id) } satisfies UploadedObject;
}

export function presentImageBase64(image: { bytes: Buffer; contentType: AcceptedImageType }): ImageBase64 {
  return { base64: image.bytes.toString("base64"), contentType: image.contentType } satisfies ImageBase64;
}
