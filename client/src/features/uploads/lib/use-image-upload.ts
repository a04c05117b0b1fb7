import type Uppy from "@uppy/core";
import { useUppyState } from "@uppy/react";
import { useEffect, useId, useRef, useState } from "react";
import uploadsSv from "@shared/i18n/catalogs/uploads/sv";
import { UPLOAD_MSG } from "@shared/validation";
import { claimImage } from "@/api/uploads/claim-image";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/lib/i18n/runtime";
import { checkOfflineFiles } from "./check-offline-files";
import { createImageUppy, type ImageUppy } from "./image-uppy";
import { isImageFile } from "./is-image-file";
import type { UploadKind } from "./upload-texts";

/** Adds the files under Uppy's restrictions, then drops the ones whose bytes are no image. */
async function addWithinRestrictions(uppy: Uppy, files: File[]): Promise<string[]> {
  const refused: string[] = [];
  const onRefused = (_file: unknown, error: Error) => refused.push(error.message);
  uppy.on("restriction-failed", onRefused);
  try {
    uppy.addFiles(files.map((file) => ({ name: file.name, type: file.type, data: file, source: "Local" })));
  } finally {
    uppy.off("restriction-failed", onRefused);
  }
  for (const file of uppy.getFiles()) {
    const data = file.data;
    if (!(data instanceof Blob) || !(await isImageFile(data))) {
      uppy.removeFile(file.id);
      refused.push(UPLOAD_MSG.notImage);
    }
  }
  return refused;
}

/** Uploads what Uppy holds and claims each file; resolves with the object paths and the failure count. */
async function uploadAndClaim({ uppy, ticketOf }: ImageUppy): Promise<{ paths: string[]; failed: number }> {
  const result = await uppy.upload();
  const successful = result?.successful ?? [];
  const claims = await Promise.allSettled(
    successful.map((file) => {
      const ticket = ticketOf(file.id);
      return ticket ? claimImage(ticket.uploadURL) : Promise.reject(new Error("no upload ticket"));
    }),
  );
  const paths = claims.flatMap((c) => (c.status === "fulfilled" ? [c.value.objectPath] : []));
  return { paths, failed: (result?.failed?.length ?? 0) + claims.length - paths.length };
}

export interface ImageUploadOptions {
  onUploaded: (objectPaths: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  /** Without coverage the files are handed back as they are, to go with the queued report. */
  onKept?: (files: File[]) => void;
}

/** Offline: check the files as online and keep them; one toast for the first refusal. */
async function keepOffline(files: File[], onKept: (files: File[]) => void, failedTitle: string): Promise<void> {
  const { kept, refused } = await checkOfflineFiles(files);
  if (kept.length > 0) onKept(kept);
  if (refused.length > 0) toast({ variant: "destructive", title: failedTitle, description: refused[0] });
}

/** One Uppy per uploader; `upload(files)` is one upload action (at most 5 files). */
export function useImageUpload(kind: UploadKind, { onUploaded, onBusyChange, onKept }: ImageUploadOptions) {
  const t = useT(uploadsSv);
  const id = useId();
  const [imageUppy, setImageUppy] = useState<ImageUppy | null>(null);
  const [busy, setBusy] = useState(false);
  // Closing the form mid-upload destroys Uppy: the unfinished action then reports nothing.
  const alive = useRef(true);
  useEffect(() => {
    // Created in the effect (not in render) so StrictMode's second mount gets a live instance.
    const created = createImageUppy(`${kind}${id}`);
    alive.current = true;
    setImageUppy(created);
    return () => {
      alive.current = false;
      created.uppy.destroy();
    };
  }, [kind, id]);

  const setBusyAndTell = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const upload = async (files: File[]) => {
    const failedTitle = t("uploads.failed");
    if (files.length > 0 && onKept && !navigator.onLine) return keepOffline(files, onKept, failedTitle);
    if (!imageUppy || files.length === 0 || busy) return;
    setBusyAndTell(true);
    try {
      imageUppy.uppy.clear();
      const refused = await addWithinRestrictions(imageUppy.uppy, files);
      const { paths, failed } = imageUppy.uppy.getFiles().length > 0 ? await uploadAndClaim(imageUppy) : { paths: [], failed: 0 };
      if (!alive.current) return;
      if (paths.length > 0) onUploaded(paths);
      // One toast at a time: a problem wins over the success, whose images show in the list anyway.
      if (failed > 0) toast({ variant: "destructive", title: failedTitle, description: t(`uploads.failed.${kind}`) });
      else if (refused.length > 0) toast({ variant: "destructive", title: failedTitle, description: refused[0] });
      else if (paths.length > 0) toast({ title: t(`uploads.done.${kind}`), description: t(`uploads.doneCount.${kind}`, { count: paths.length }) });
    } catch {
      if (alive.current) toast({ variant: "destructive", title: failedTitle, description: t(`uploads.failed.${kind}`) });
    } finally {
      if (alive.current) {
        imageUppy.uppy.clear();
        setBusyAndTell(false);
      }
    }
  };

  return { upload, busy, ready: imageUppy !== null, uppy: imageUppy?.uppy };
}

/** Overall progress of the running action, 0–100. */
export function useUploadProgress(uppy: Uppy): number {
  return useUppyState(uppy, (state) => state.totalProgress);
}
