import { PDFParse } from "pdf-parse";

async function readPdf(data: ArrayBuffer | Blob) {
  const bytes = new Uint8Array(data instanceof Blob ? await data.arrayBuffer() : data);
  const parser = new PDFParse({ data: bytes });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

/** A PDF's text as a reader would copy it: a built document's `output("arraybuffer")`, or a downloaded blob. */
export async function pdfText(data: ArrayBuffer | Blob): Promise<string> {
  return (await readPdf(data)).text;
}

/** The text of each page, in order. */
export async function pdfPageTexts(data: ArrayBuffer | Blob): Promise<string[]> {
  return (await readPdf(data)).pages.map((page) => page.text);
}
