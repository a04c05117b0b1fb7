import type { QRCode } from "qrcode";

/**
 * Level Q restores up to a quarter of the code: a poster on a site gets dust, tape and
 * scratches, and a phone's screen held out to another phone gets glare. A check-in address fits
 * version 7 (45 modules).
 */
const ERROR_CORRECTION = "Q";

/**
 * The QR code of `text`, with `qrcode` loaded on first use only: most visits never print a
 * poster or make an inspector's link (docs/decisions/2026-11-27-sites-screen.md). Its `create`
 * gives the module matrix, which the poster draws as vector squares and the link dialog as an
 * SVG; no canvas is needed.
 */
export async function createQrCode(text: string): Promise<QRCode> {
  const { create } = await import("qrcode");
  return create(text, { errorCorrectionLevel: ERROR_CORRECTION });
}

/** One horizontal run of dark modules: its row, first column and length. */
export interface DarkRun {
  row: number;
  start: number;
  length: number;
}

/** The code's dark modules as runs along each row: what the poster draws as rectangles and the dialog as an SVG path. */
export function darkRuns(qr: QRCode): DarkRun[] {
  const { size, data } = qr.modules;
  const runs: DarkRun[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      runs.push({ row, start, length: col - start });
    }
  }
  return runs;
}
