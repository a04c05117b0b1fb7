import AwsS3 from "@uppy/aws-s3";
import Uppy from "@uppy/core";
import type { UploadTicket } from "@shared/types";
import { ACCEPTED_IMAGE_TYPES, MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from "@shared/validation";
import { createUpload } from "@/api/uploads/create-upload";

/** Uppy's own messages for the restrictions, in Swedish. */
const SWEDISH_STRINGS = {
  youCanOnlyUploadX: { 0: "Du kan ladda upp högst %{smart_count} fil åt gången", 1: "Du kan ladda upp högst %{smart_count} filer åt gången" },
  exceedsSize: "%{file} är för stor. Maxstorlek är %{size}.",
  youCanOnlyUploadFileTypes: "Endast bilder (JPEG, PNG, WebP, GIF) kan laddas upp",
  noDuplicates: "Filen '%{fileName}' är redan vald",
  failedToUpload: "Kunde inte ladda upp %{file}",
};

export interface ImageUppy {
  uppy: Uppy;
  /** The upload address a file was sent to, for claiming it afterwards. */
  ticketOf(fileId: string): UploadTicket | undefined;
}

/**
 * Uppy restricted to what the server accepts (images, 5 per action, 10 MB each), sending
 * each file in ONE presigned PUT: multipart is off, and the "signing" is our own
 * POST /api/objects/upload, whose URL and headers are used as they are.
 */
export function createImageUppy(id: string): ImageUppy {
  const tickets = new Map<string, UploadTicket>();
  const uppy = new Uppy({
    id,
    autoProceed: false,
    restrictions: {
      maxNumberOfFiles: MAX_FILES_PER_UPLOAD,
      maxFileSize: MAX_UPLOAD_BYTES,
      allowedFileTypes: [...ACCEPTED_IMAGE_TYPES],
    },
    locale: { strings: SWEDISH_STRINGS, pluralize: (n: number) => (n === 1 ? 0 : 1) },
  });
  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    // The key names the file in our map; the server picks the real object name.
    generateObjectKey: (file) => file.id,
    signRequest: async (request) => {
      const ticket = await createUpload();
      tickets.set(request.key, ticket);
      return { url: ticket.uploadURL, headers: ticket.headers };
    },
  });
  return {
    uppy,
    ticketOf: (fileId) => tickets.get(fileId),
  };
}
