import { ApiError } from "@/lib/api-client";
import { fileNameFromDisposition, saveBlob } from "@/lib/download";

/**
 * Downloads a CSV export with the session cookie under the server's file name and resolves
 * with that name, or with null when the server answers 204: no report matched, no file.
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<string | null> {
  const res = await fetch(path, { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  if (res.status === 204) return null;
  const fileName = fileNameFromDisposition(res.headers.get("Content-Disposition")) ?? fallbackName;
  saveBlob(await res.blob(), fileName);
  return fileName;
}
