import { inflateSync } from "node:zlib";
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

/**
 * The drawing operators of every page (`0 0 10 10 re\nf\n`), inflated from the compressed page
 * streams jsPDF writes; fonts, images and other streams left out.
 */
export function pdfPageOperators(data: ArrayBuffer): string {
  const raw = Buffer.from(data).toString("latin1");
  // A page's stream has a flat dictionary: its length and filter.
  const streams = [...raw.matchAll(/obj\s*<<([^<>]*)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)];
  return streams
    .filter(([, dict]) => dict.includes("/FlateDecode") && !/\/Length1|\/Subtype|\/Type/.test(dict))
    .map(([, , body]) => inflateSync(Buffer.from(body, "latin1")).toString("latin1"))
    .join("\n");
}
