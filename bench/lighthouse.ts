/** One Lighthouse 11 run with its mobile defaults, for bench/web.ts and bench/control.ts. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

interface Audit {
  score: number | null;
  numericValue?: number;
}
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

export interface Figures {
  performance: number;
  accessibility: number;
  installable: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kib: number;
}

/** One Lighthouse run of `url` with the mobile defaults (Moto G power, slow 4G). */
export async function lighthouse(url: string, chrome: string, headers: Record<string, string> = {}): Promise<Figures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-lh-"));
  const out = path.join(dir, "report.json");
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    "--only-categories=performance,accessibility,pwa",
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
  ];
  if (Object.keys(headers).length > 0) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  let report: LighthouseResult;
  try {
    // Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run is repeated.
    // Not spawnSync: a page served by this same process (bench/control.ts's floor) must be answered meanwhile.
    const once = () =>
      new Promise<{ status: number; stderr: string }>((resolve) => {
        execFile(
          path.join("node_modules", ".bin", "lighthouse"),
          args,
          { env: { ...process.env, CHROME_PATH: chrome }, encoding: "utf8" },
          (error, _stdout, stderr) => resolve({ status: error ? 1 : 0, stderr }),
        );
      });
    let run = await once();
    for (let retry = 0; run.status !== 0 && retry < 2; retry++) run = await once();
    if (run.status !== 0) throw new Error(`lighthouse failed on ${url}: ${run.stderr}`);
    report = JSON.parse(fs.readFileSync(out, "utf8")) as LighthouseResult;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return {
    performance: report.categories.performance?.score ?? 0,
    accessibility: report.categories.accessibility?.score ?? 0,
    installable: report.audits["installable-manifest"]?.score ?? 0,
    fcpMs: report.audits["first-contentful-paint"]?.numericValue ?? 0,
    lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbtMs: report.audits["total-blocking-time"]?.numericValue ?? 0,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    kib: (report.audits["total-byte-weight"]?.numericValue ?? 0) / 1024,
  };
}
