// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, UPLOAD_MSG } from "@shared/validation";
import { checkOfflineFiles } from "./check-offline-files";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(name: string, size = 64, type = "image/png"): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type });
}

describe("checkOfflineFiles", () => {
  it("keeps images within the limits", async () => {
    const files = [png("a.png"), png("b.png")];
    expect(await checkOfflineFiles(files)).toEqual({ kept: files, refused: [] });
  });

  it("refuses a file over the size limit with the online message", async () => {
    const { kept, refused } = await checkOfflineFiles([png("stor.png", MAX_UPLOAD_BYTES + 1)]);
    expect(kept).toEqual([]);
    expect(refused).toEqual(["stor.png är för stor. Maxstorlek är 10 MB."]);
  });

  it("refuses a file whose first bytes are no image, whatever its name and type say", async () => {
    const fake = new File([new Uint8Array(64)], "bild.png", { type: "image/png" });
    expect(await checkOfflineFiles([fake])).toEqual({ kept: [], refused: [UPLOAD_MSG.notImage] });
  });

  it("takes at most five files at a time", async () => {
    const { kept, refused } = await checkOfflineFiles(Array.from({ length: 6 }, (_, i) => png(`${i}.png`)));
    expect(kept).toHaveLength(5);
    expect(refused).toEqual(["Du kan ladda upp högst 5 filer åt gången"]);
  });
});
