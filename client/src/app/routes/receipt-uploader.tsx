import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { ReceiptUploaderSlot, RenderReceiptUploader } from "@/features/expenses/components/receipt-section";
import { ImageUploader } from "@/features/uploads/components/image-uploader";
import { useT } from "@/lib/i18n/runtime";

/**
 * The utlägg form's receipt: the uploads feature with the camera first, opened at once on a new
 * utlägg (docs/product-rules.md §16), uploaded as a report's receipts. In the routes' own chunk,
 * not one more: the camera opens while the tap that opened the form still counts.
 */
function ReceiptUploader({ slot }: { slot: ReceiptUploaderSlot }) {
  const t = useT(expensesSv);
  return (
    <ImageUploader
      kind="receipts"
      cameraLabel={t("expenses.utlagg.camera")}
      openCameraOnMount={slot.openCamera}
      disabled={slot.disabled}
      onUploaded={slot.onUploaded}
      onBusyChange={slot.onBusyChange}
      onKept={slot.onKept}
    />
  );
}

export const receiptUploader: RenderReceiptUploader = (slot) => <ReceiptUploader slot={slot} />;
