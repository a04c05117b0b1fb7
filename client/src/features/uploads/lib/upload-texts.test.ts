import { describe, expect, it } from "vitest";
import uploadsEn from "@shared/i18n/catalogs/uploads/en";
import uploadsPl from "@shared/i18n/catalogs/uploads/pl";
import uploadsSv from "@shared/i18n/catalogs/uploads/sv";
import { createTranslator } from "@shared/i18n/translate";

const t = createTranslator({ sv: uploadsSv, en: uploadsEn, pl: uploadsPl });

describe("the upload toasts", () => {
  it("count photos and receipts in the singular for one and the plural for more, in each language", () => {
    expect([1, 2].map((count) => t("sv", "uploads.doneCount.images", { count }))).toEqual(["1 bild har laddats upp", "2 bilder har laddats upp"]);
    expect([1, 4].map((count) => t("sv", "uploads.doneCount.receipts", { count }))).toEqual(["1 kvitto har laddats upp", "4 kvitton har laddats upp"]);
    expect([1, 3].map((count) => t("en", "uploads.doneCount.images", { count }))).toEqual(["1 photo uploaded", "3 photos uploaded"]);
    expect([1, 2, 5].map((count) => t("pl", "uploads.doneCount.receipts", { count }))).toEqual([
      "Przesłano 1 paragon",
      "Przesłano 2 paragony",
      "Przesłano 5 paragonów",
    ]);
  });
});
