import type { RenderReceiptUploader } from "@/features/expenses/components/receipt-section";
import { EXPENSE_TEXTS } from "@/features/expenses/lib/expense-texts";
import { ImageUploader } from "@/features/uploads/components/image-uploader";

/**
 * The utlägg form's receipt: the uploads feature with the camera first, opened at once on a new
 * utlägg (docs/product-rules.md §16), uploaded as a report's receipts. In the routes' own chunk,
 * not one more: the camera opens while the tap that opened the form still counts.
 */
export const receiptUploader: RenderReceiptUploader = (slot) => (
  <ImageUploader
    kind="receipts"
    cameraLabel={EXPENSE_TEXTS.camera}
    openCameraOnMount={slot.openCamera}
    disabled={slot.disabled}
    onUploaded={slot.onUploaded}
    onBusyChange={slot.onBusyChange}
    onKept={slot.onKept}
  />
);
