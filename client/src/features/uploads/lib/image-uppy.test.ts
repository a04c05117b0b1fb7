// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { createImageUppy, type ImageUppy } from "./image-uppy";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(name: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: "image/png" });
}

let current: ImageUppy | undefined;
afterEach(() => current?.uppy.destroy());

function addAll(files: File[]): string[] {
  current ??= createImageUppy("test");
  const refused: string[] = [];
  current.uppy.on("restriction-failed", (_file, error) => refused.push(error.message));
  current.uppy.addFiles(files.map((file) => ({ name: file.name, type: file.type, data: file, source: "Local" })));
  return refused;
}

describe("createImageUppy restrictions", () => {
  it("takes five images in one action and refuses a sixth", () => {
    current = createImageUppy("five");
    expect(addAll([1, 2, 3, 4, 5].map((i) => png(`bild-${i}.png`)))).toEqual([]);
    expect(current.uppy.getFiles()).toHaveLength(5);
    expect(addAll([png("bild-6.png")])).toEqual(["Du kan ladda upp högst 5 filer åt gången"]);
    expect(current.uppy.getFiles()).toHaveLength(5);
  });

  it("refuses a file over 10 MB", () => {
    current = createImageUppy("size");
    const big = png("stor.png");
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    const refused = addAll([big]);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^stor\.png är för stor\. Maxstorlek är 10 MB\.$/);
    expect(current.uppy.getFiles()).toHaveLength(0);
  });

  it("refuses a file that is not an image", () => {
    current = createImageUppy("type");
    const refused = addAll([new File(["hej"], "anteckning.txt", { type: "text/plain" }), new File(["%PDF-1.7"], "faktura.pdf", { type: "application/pdf" })]);
    expect(refused).toEqual(["Endast bilder (JPEG, PNG, WebP, GIF) kan laddas upp", "Endast bilder (JPEG, PNG, WebP, GIF) kan laddas upp"]);
    expect(current.uppy.getFiles()).toHaveLength(0);
  });

  it("uploads in single PUTs, never multipart", () => {
    current = createImageUppy("put");
    const plugin = current.uppy.getPlugin("AwsS3");
    expect(plugin?.opts).toMatchObject({ shouldUseMultipart: false });
  });
});
