import { useEffect, useState } from "react";
import type { QRCode } from "qrcode";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useT } from "@/lib/i18n/runtime";
import { createQrCode, darkRuns } from "@/lib/qr-code";

/** The quiet zone around the code, in modules: four, as the standard asks. */
const QUIET = 4;

/** The dark modules as one SVG path, each row's dark runs one rectangle. */
function modulesPath(qr: QRCode): string {
  return darkRuns(qr)
    .map(({ row, start, length }) => `M${start} ${row}h${length}v1h${-length}z`)
    .join("");
}

/**
 * `text` as a QR code an inspector's phone scans off the screen: black on white whatever the
 * theme, as an SVG (no canvas). `qrcode` is fetched when the first code is drawn.
 */
export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const t = useT(siteSv);
  const [drawn, setDrawn] = useState<{ text: string; path: string; size: number } | null>(null);
  useEffect(() => {
    let current = true;
    void createQrCode(text).then((qr) => {
      if (current) setDrawn({ text, path: modulesPath(qr), size: qr.modules.size });
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (drawn?.text !== text) return <div className="size-56 animate-pulse rounded-md bg-muted" role="status" aria-label={t("site.link.qrDrawing")} />;
  const side = drawn.size + 2 * QUIET;
  return (
    <svg role="img" aria-label={label} viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`} className="size-56 rounded-md" shapeRendering="crispEdges">
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
