import type Uppy from "@uppy/core";
import { Camera, ImagePlus, Loader2 } from "lucide-react";
import { useEffect, useRef, type ChangeEvent } from "react";
import uploadsSv from "@shared/i18n/catalogs/uploads/sv";
import { ACCEPTED_IMAGE_TYPES, MAX_FILES_PER_UPLOAD } from "@shared/validation";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";
import { useImageUpload, useUploadProgress } from "../lib/use-image-upload";
import type { UploadKind } from "../lib/upload-texts";

export interface ImageUploaderProps {
  kind: UploadKind;
  /** The form is sending, or another uploader is busy. */
  disabled?: boolean;
  onUploaded: (objectPaths: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  /** Files picked offline, kept as they are (see useImageUpload). */
  onKept?: (files: File[]) => void;
  /**
   * The camera first (an utlägg's receipt, docs/product-rules.md §16): a camera button with
   * these words, first and on every screen rather than on touch screens only.
   */
  cameraLabel?: string;
  /**
   * Opens the camera as soon as the uploader is ready, where the browser allows it without a
   * tap of its own (the tap that opened the form); the camera button stays for when it does not.
   */
  openCameraOnMount?: boolean;
}

function UploadProgress({ uppy, label }: { uppy: Uppy; label: string }) {
  const percent = useUploadProgress(uppy);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground" aria-hidden="true">
        {label}... {percent} %
      </p>
    </div>
  );
}

/**
 * Picks images from the device, or takes one with the phone's camera (the camera button
 * shows on touch screens only), and uploads them at once: Uppy's core with a small UI of
 * our own, lighter on a phone than its Dashboard.
 */
export function ImageUploader({ kind, disabled = false, onUploaded, onBusyChange, onKept, cameraLabel, openCameraOnMount = false }: ImageUploaderProps) {
  const t = useT(uploadsSv);
  const { upload, busy, ready, uppy } = useImageUpload(kind, { onUploaded, onBusyChange, onKept });
  const deviceInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const off = disabled || busy || !ready;
  const cameraOpened = useRef(false);
  useEffect(() => {
    // Once, when the input can take the click (a disabled one ignores it); a browser that
    // wants a tap of its own ignores it too, and the button is there.
    if (!openCameraOnMount || cameraOpened.current || !ready || disabled) return;
    cameraOpened.current = true;
    cameraInput.current?.click();
  }, [openCameraOnMount, ready, disabled]);
  const camera = (
    <Button
      variant={cameraLabel ? "default" : "outline"}
      onClick={() => cameraInput.current?.click()}
      disabled={off}
      className={cameraLabel ? "flex-1 sm:flex-none" : "hidden flex-1 [@media(pointer:coarse)]:inline-flex"}
    >
      <Camera aria-hidden="true" />
      {cameraLabel ?? t("uploads.camera")}
    </Button>
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = "";
    void upload(files);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {cameraLabel ? camera : null}
        <Button variant="outline" onClick={() => deviceInput.current?.click()} disabled={off} className="flex-1 sm:flex-none">
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImagePlus aria-hidden="true" />}
          {t(`uploads.pick.${kind}`)}
        </Button>
        {cameraLabel ? null : camera}
      </div>
      <input
        ref={deviceInput}
        type="file"
        className="sr-only"
        tabIndex={-1}
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        aria-label={t(`uploads.input.${kind}`)}
        onChange={onChange}
        disabled={off}
      />
      <input
        ref={cameraInput}
        type="file"
        className="sr-only"
        tabIndex={-1}
        accept="image/*"
        capture="environment"
        aria-label={t("uploads.cameraInput")}
        onChange={onChange}
        disabled={off}
      />
      {busy && uppy ? <UploadProgress uppy={uppy} label={t(`uploads.progress.${kind}`)} /> : null}
      <p className="text-sm text-muted-foreground">{t("uploads.limits", { max: MAX_FILES_PER_UPLOAD })}</p>
    </div>
  );
}
