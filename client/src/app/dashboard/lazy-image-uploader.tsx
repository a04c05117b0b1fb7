import { Loader2 } from "lucide-react";
import { lazy, Suspense } from "react";
import uploadsSv from "@shared/i18n/catalogs/uploads/sv";
import type { RenderUploader } from "@/features/report-form/components/time-report-form-props";
import { useT } from "@/lib/i18n/runtime";

// Uppy is loaded with the first opened report form: the dashboard itself does not need it.
const ImageUploader = lazy(() => import("@/features/uploads/components/image-uploader").then((m) => ({ default: m.ImageUploader })));

function Loading() {
  const t = useT(uploadsSv);
  return (
    <p className="flex min-h-11 items-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {t("uploads.loading")}
    </p>
  );
}

/** The form knows nothing of Uppy: the uploads feature is handed to it here. */
export const renderUploader: RenderUploader = (kind, slot) => (
  <Suspense fallback={<Loading />}>
    <ImageUploader kind={kind} disabled={slot.disabled} onUploaded={slot.onUploaded} onBusyChange={slot.onBusyChange} onKept={slot.onKept} />
  </Suspense>
);
