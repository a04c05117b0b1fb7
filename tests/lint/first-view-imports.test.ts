import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The worker's first view (the `worker-first-view` chunk, vite.config.ts) holds every module its
 * two roots import statically. A phone downloads and runs all of it before the dashboard paints
 * (docs/decisions/2026-11-24-client-bundles.md), so the heavy packages that only a form, a PDF
 * or an upload needs stay out of that graph: one import of a schema module's message brings
 * all of zod (about 95 kB gzip) into the chunk.
 */
const root = path.resolve(__dirname, "../..");

/** The roots of WORKER_FIRST_VIEW in vite.config.ts. */
const ROOTS = ["client/src/app/dashboard/worker-dashboard.tsx", "client/src/app/dashboard/worker-first-screen.ts"];

/** Packages the first view must not import: the forms' validation, dates' formatting, PDFs, uploads. */
const HEAVY = [/^zod(\/|$)/, /^date-fns(\/|$)/, /^jspdf/, /^@uppy\//, /^html2canvas/];

const codeOf = (file: string) =>
  fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

/** A source file for an import of the client or shared code; a package's name for any other. */
function resolve(from: string, specifier: string): { file: string } | { pkg: string } {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, "client/src", specifier.slice(2));
  else if (specifier.startsWith("@shared/")) base = path.join(root, "shared", specifier.slice("@shared/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return { pkg: specifier };
  for (const suffix of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return { file };
  }
  throw new Error(`${path.relative(root, from)}: cannot find ${specifier}`);
}

/** The specifiers a module imports or re-exports as values; `import type` and type-only braces are left out. */
function staticImports(file: string): string[] {
  const code = codeOf(file);
  const found: string[] = [];
  for (const match of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms)) {
    const [, typeOnly, names, specifier] = match;
    if (typeOnly) continue;
    const braces = /^\{([^}]*)\}$/.exec(names.trim());
    const list = braces?.[1]
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    if (list && list.length > 0 && list.every((name) => name.startsWith("type "))) continue;
    found.push(specifier);
  }
  for (const match of code.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) found.push(match[1]);
  return found;
}

/** Each package the roots reach, with the chain of modules that leads to it. */
function packagesReached(): Map<string, string[]> {
  const via = new Map<string, string | null>(ROOTS.map((r) => [path.join(root, r), null]));
  const queue = [...via.keys()];
  const packages = new Map<string, string[]>();
  const chain = (file: string) => {
    const files: string[] = [];
    for (let at: string | null | undefined = file; at; at = via.get(at)) files.unshift(path.relative(root, at));
    return files;
  };
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of staticImports(file)) {
      const target = resolve(file, specifier);
      if ("pkg" in target) {
        if (!packages.has(target.pkg)) packages.set(target.pkg, chain(file));
      } else if (!via.has(target.file)) {
        via.set(target.file, file);
        queue.push(target.file);
      }
    }
  }
  return packages;
}

describe("the worker's first view", () => {
  it("imports no package that only a form, a PDF or an upload needs", () => {
    const packages = packagesReached();
    expect(packages.has("react")).toBe(true);
    const heavy = [...packages].filter(([pkg]) => HEAVY.some((pattern) => pattern.test(pkg))).map(([pkg, files]) => `${pkg} via ${files.join(" → ")}`);
    expect(heavy).toEqual([]);
  });
});
