import { vi } from "vitest";

export interface CaughtDownload {
  blob: Blob;
  fileName: string;
}

/**
 * Catches what the app hands the browser as downloads (`saveBlob`): each one's bytes and file
 * name, in order. Restored by `vi.restoreAllMocks()`.
 */
export function catchDownloads(): CaughtDownload[] {
  const downloads: CaughtDownload[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  const click = HTMLAnchorElement.prototype.click;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ blob, fileName: this.download });
    else click.call(this);
  });
  return downloads;
}
