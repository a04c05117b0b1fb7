import { ApiError } from "./api-client";

/**
 * The file name from a Content-Disposition header: the UTF-8 `filename*` when there is one
 * (it keeps å, ä and ö), else the ASCII `filename`.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the ASCII name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.trim() : undefined;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file the server makes (the CSV exports) with the session cookie, under the
 * server's file name. A plain link cannot show a toast when the export fails; this can.
 * Resolves with the file name used.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const res = await fetch(path, { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  const fileName = fileNameFromDisposition(res.headers.get("Content-Disposition")) ?? fallbackName;
  saveBlob(await res.blob(), fileName);
  return fileName;
}
