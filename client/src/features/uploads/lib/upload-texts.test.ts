import { describe, expect, it } from "vitest";
import { UPLOAD_TEXTS } from "./upload-texts";

describe("the upload toasts", () => {
  it("count photos and receipts in the singular for one and the plural for more", () => {
    expect([1, 2].map(UPLOAD_TEXTS.images.success)).toEqual(["1 bild har laddats upp", "2 bilder har laddats upp"]);
    expect([1, 4].map(UPLOAD_TEXTS.receipts.success)).toEqual(["1 kvitto har laddats upp", "4 kvitton har laddats upp"]);
  });
});
