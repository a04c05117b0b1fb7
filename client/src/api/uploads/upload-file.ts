import { ApiError } from "@/lib/api-client";
import { claimImage } from "./claim-image";
import { createUpload } from "./create-upload";

/**
 * One file kept on the phone, uploaded the way the uploader does it: an upload address
 * (POST /api/objects/upload), one PUT of the bytes, then the claim (PUT
 * /api/time-report-images). Resolves with the object path a report may name. A lost network
 * rejects with the fetch's TypeError; an answer of the server with an ApiError.
 */
export async function uploadFile(file: Blob, type: string): Promise<string> {
  const ticket = await createUpload();
  const res = await fetch(ticket.uploadURL, {
    method: "PUT",
    headers: { "Content-Type": type, ...ticket.headers },
    body: file,
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  const { objectPath } = await claimImage(ticket.uploadURL);
  return objectPath;
}
