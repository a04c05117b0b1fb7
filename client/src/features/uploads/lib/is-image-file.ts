import { SNIFF_BYTES, sniffImageType } from "@shared/validation";

/**
 * Whether a file's first bytes are those of an accepted image. Its claimed type and name
 * say nothing; the server checks the same way and would refuse it after the upload anyway.
 */
export async function isImageFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImageType(head) !== null;
}
