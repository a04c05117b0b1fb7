import { countOf } from "@shared/domain";

export type UploadKind = "images" | "receipts";

interface UploadTexts {
  pick: string;
  inputLabel: string;
  progressLabel: string;
  successTitle: string;
  success: (n: number) => string;
  failure: string;
}

/** The product's toasts for each kind (docs/product-rules.md §8). */
export const UPLOAD_TEXTS: Record<UploadKind, UploadTexts> = {
  images: {
    pick: "Välj bilder",
    inputLabel: "Välj bilder från enheten",
    progressLabel: "Laddar upp bilder",
    successTitle: "Bilder uppladdade",
    success: (n) => `${countOf(n, "bild", "bilder")} har laddats upp`,
    failure: "Kunde inte ladda upp bilder",
  },
  receipts: {
    pick: "Välj kvitton",
    inputLabel: "Välj kvitton från enheten",
    progressLabel: "Laddar upp kvitton",
    successTitle: "Kvitton uppladdade",
    success: (n) => `${countOf(n, "kvitto", "kvitton")} har laddats upp`,
    failure: "Kunde inte ladda upp kvitton",
  },
};

export const UPLOAD_FAILED_TITLE = "Uppladdning misslyckades";
