import { countOf } from "@shared/domain";

export type UploadKind = "images" | "receipts";

interface UploadTexts {
  successTitle: string;
  success: (n: number) => string;
  failure: string;
}

/** The product's toasts for each kind (docs/product-rules.md §8). */
export const UPLOAD_TEXTS: Record<UploadKind, UploadTexts> = {
  images: {
    successTitle: "Bilder uppladdade",
    success: (n) => `${countOf(n, "bild", "bilder")} har laddats upp`,
    failure: "Kunde inte ladda upp bilder",
  },
  receipts: {
    successTitle: "Kvitton uppladdade",
    success: (n) => `${countOf(n, "kvitto", "kvitton")} har laddats upp`,
    failure: "Kunde inte ladda upp kvitton",
  },
};

export const UPLOAD_FAILED_TITLE = "Uppladdning misslyckades";
