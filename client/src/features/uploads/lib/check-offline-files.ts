import { ACCEPTED_IMAGE_TYPES, MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, UPLOAD_MSG } from "@shared/validation";
import { isImageFile } from "./is-image-file";

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;

/**
 * The checks Uppy and the server make online, made on the phone for files kept while
 * offline, with the same Swedish messages: a file the server would refuse is refused now,
 * not after it has waited in the queue.
 */
export async function checkOfflineFiles(files: File[]): Promise<{ kept: File[]; refused: string[] }> {
  const refused: string[] = [];
  if (files.length > MAX_FILES_PER_UPLOAD) {
    refused.push(`Du kan ladda upp högst ${MAX_FILES_PER_UPLOAD} filer åt gången`);
    files = files.slice(0, MAX_FILES_PER_UPLOAD);
  }
  const kept: File[] = [];
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) refused.push(`${file.name} är för stor. Maxstorlek är ${MAX_MB} MB.`);
    else if (!ACCEPTED.includes(file.type) || !(await isImageFile(file))) refused.push(UPLOAD_MSG.notImage);
    else kept.push(file);
  }
  return { kept, refused };
}
