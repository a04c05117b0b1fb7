/// <reference types="vitest/config" />
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA, type VitePWAOptions } from "vite-plugin-pwa";
import { catalogs } from "./scripts/vite-catalogs.ts";
import { formMessages } from "./scripts/vite-form-messages.ts";
import { WORKER_FIRST_VIEW_CHUNK } from "./shared/first-view-chunk.ts";
import { SameEnvironmentTogether } from "./tests/setup/sequencer.ts";

const alias = {
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
};
// Tests only: builders shared by API, component and browser tests.
const testAlias = { ...alias, "@tests": fileURLToPath(new URL("./tests", import.meta.url)) };

/** The PDF libraries' chunks are named `vendor-pdf-<package>-<hash>.js`, so the precache can leave them out. */
const PDF_CHUNK_PREFIX = "vendor-pdf-";
const PDF_PACKAGE = /node_modules[\\/](jspdf-autotable|jspdf|html2canvas|canvg|dompurify|qrcode)[\\/]/;
/** The PDFs' font files and the module that inlines them (client/src/lib/pdf/pdf-fonts.ts): one chunk, `vendor-pdf-fonts`. */
const PDF_FONT_FILES = /[\\/]client[\\/]src[\\/]lib[\\/]pdf[\\/](pdf-fonts\.ts|fonts[\\/])/;

/**
 * The worker's first view, the dashboard a phone opens to, as one chunk rather than a dozen:
 * on HTTP/1.1 each small chunk is one more request, six at a time, and the dashboard paints
 * only when the last has come (docs/decisions/2026-11-24-client-bundles.md).
 * The chunk holds every module the dashboard and its first-screen loader import statically,
 * less what the entry already holds (the "app" group comes first). An admin's screens that
 * share a module of it load the chunk as well.
 */
const WORKER_FIRST_VIEW = ["app/dashboard/worker-dashboard.tsx", "app/dashboard/worker-first-screen.ts"].map((file) =>
  fileURLToPath(new URL(`./client/src/${file}`, import.meta.url)),
);

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/** lucide-react's index, which re-exports every icon: a module that imports it uses a few. */
const ICON_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

const ICON_MODULE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** The icon modules `code` imports from lucide-react, by the index's re-export lines. */
function iconsImportedBy(code: string, index: string, ctx: ChunkingContext): string[] {
  const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap((m) =>
    m[1].split(",").map((part) => part.trim().split(/\s+as\s+/)[0]),
  );
  const reexports = ctx.getModuleInfo(index)?.code ?? "";
  const files = names.map((name) => new RegExp(`default as ${name}\\b[^}]*\\}\\s*from\\s*["']([^"']+)["']`).exec(reexports)?.[1]);
  return files.filter((file): file is string => file !== undefined).map((file) => fileURLToPath(new URL(file, pathToFileURL(index))));
}

/**
 * The modules `roots` import statically, roots included. Through lucide-react's index only
 * the icons each module names: the index imports all of them, and a group that followed it
 * would take every icon any lazy screen uses.
 */
function staticGraph(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const info = ctx.getModuleInfo(next);
    for (const id of info?.importedIds ?? []) {
      if (ICON_INDEX.test(id)) stack.push(...iconsImportedBy(info?.code ?? "", id, ctx));
      else stack.push(id);
    }
  }
  return seen;
}

/** A codeSplitting group's name function: `chunk` for the modules `roots` import statically. */
function staticGraphOf(roots: string[], chunk: string) {
  let members: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    members ??= staticGraph(roots, ctx);
    return members.has(id) ? chunk : null;
  };
}

/** Paths the service worker leaves alone: the API and the stored photos always go to the server. */
const SERVER_ONLY = [/^\/api\//, /^\/objects\//];

/**
 * The installable shell (docs/product-rules.md §12, docs/decisions/2026-11-22-installable-app-shell.md).
 * The worker precaches the built files and answers navigations with index.html; it has no
 * route at all for /api and /objects, so those requests never pass through it (not even as
 * NetworkOnly) and an API answer can never come from a cache.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "prompt",
  // client/src/features/offline/components/update-prompt.tsx registers it after sign-in.
  injectRegister: false,
  filename: "sw.js",
  manifestFilename: "manifest.webmanifest",
  // The glob below already takes the icons and the manifest; listing them again doubles them.
  includeManifestIcons: false,
  manifest: {
    name: "Tidrapport",
    short_name: "Tidrapport",
    description: "Tidrapport – byggbranschens tidrapporteringssystem",
    lang: "sv",
    dir: "ltr",
    display: "standalone",
    start_url: "/",
    scope: "/",
    id: "/",
    // --primary (hsl 21 90% 40%) and --background (hsl 30 20% 97%) of client/src/index.css.
    theme_color: "#c2410c",
    background_color: "#f9f7f6",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // The shell and everything a worker's screens load, so the dashboard, the report form and
    // its photos work offline. Not precached: the PDF libraries (jsPDF, html2canvas, canvg,
    // DOMPurify, qrcode for the site's poster, and the PDFs' font: a PDF needs the network for its data anyway) and the admin's screens;
    // they are cached on first use instead (runtimeCaching below). This keeps the download a
    // new build costs a phone to about a third
    // (docs/decisions/2026-11-24-client-bundles.md).
    // The .br/.gz copies are the same files: the server picks one by Accept-Encoding.
    globPatterns: ["**/*.{js,css,html,svg,png,ico,txt,webmanifest}"],
    globIgnores: ["**/*.br", "**/*.gz", `**/assets/${PDF_CHUNK_PREFIX}*`, "**/assets/admin-*"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: SERVER_ONLY,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // 'Uppdatera' (registerType prompt): a waiting version takes over when the worker says so.
    skipWaiting: false,
    runtimeCaching: [
      {
        // Built files have the content's hash in their name: once fetched, never stale.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: "tidrapport-assets", expiration: { maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 60 } },
      },
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  devOptions: { enabled: false },
};

const define = {
  // The offline cache is tied to the build that wrote it (client/src/main.tsx).
  "import.meta.env.VITE_APP_VERSION": JSON.stringify(`${process.env.npm_package_version ?? "0"}+${Date.now().toString(36)}`),
};

/**
 * `vite build --ssr`: the inspector's page renderer for the server, dist/ssr/inspection-ssr.js
 * (docs/decisions/2026-11-28-inspection-page-rendered.md). Packages stay external (Node loads
 * them from node_modules); no service worker, no compressed copies, no chunk groups.
 */
const ssrConfig = defineConfig({
  root: "client",
  define,
  plugins: [react()],
  resolve: { alias },
  build: {
    ssr: "src/app/inspection-ssr.tsx",
    outDir: "../dist/ssr",
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
  },
});

const appConfig = defineConfig({
  root: "client",
  define,
  plugins: [
    // The message catalogs compiled for the browser (docs/i18n.md).
    catalogs(),
    // The forms' zod messages in the active language (client/src/lib/i18n/form-messages.ts).
    formMessages(),
    react(),
    VitePWA(pwaOptions),
    // Brotli and gzip copies of every text asset, made once at build time; the server picks
    // one by Accept-Encoding (server/frontend/static.ts), so a phone on 4G downloads a third.
    compression({
      algorithms: [
        ["gzip", { level: 9 }],
        ["brotliCompress", {}],
      ],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: { alias },
  build: {
    outDir: "../dist/public",
    emptyOutDir: true,
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    // dist/public/.vite/manifest.json: the server preloads a signed-in role's scripts from it
    // (server/frontend/first-screen.ts). A dot folder: never served, never precached.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically goes into the entry, not into a dozen
            // small shared chunks: the login screen is then two scripts and the CSS, whatever
            // the lazy screens happen to share with it.
            { name: "app", tags: ["$initial"] },
            // A group named by a function carries a debugName, which only the bundler's
            // timing report shows (rolldown warns on every build without one).
            { name: staticGraphOf(WORKER_FIRST_VIEW, WORKER_FIRST_VIEW_CHUNK), debugName: WORKER_FIRST_VIEW_CHUNK },
            // Each PDF library (with what only it uses) under a name the precache can skip.
            {
              name: (id) => {
                if (PDF_FONT_FILES.test(id.split("?")[0])) return `${PDF_CHUNK_PREFIX}fonts`;
                const match = PDF_PACKAGE.exec(id);
                return match ? `${PDF_CHUNK_PREFIX}${match[1]}` : null;
              },
              debugName: "vendor-pdf",
            },
            // The icons only lazy screens use, in one small chunk rather than one file each.
            { name: (id) => (ICON_MODULE.test(id) ? "icons" : null), debugName: "icons" },
          ],
        },
      },
    },
  },
  test: {
    root: ".",
    // `npm run test:coverage`: the server's and shared code's lines run by the unit and API
    // tests (docs/benchmarks.md §8 keeps the figures). The browser journeys' server runs in a
    // process of its own and counts for nothing here.
    coverage: {
      provider: "v8",
      include: ["server/**/*.ts", "shared/**/*.ts"],
      exclude: ["**/*.test.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "coverage",
    },
    // The unit project's jsdom files together, then its node files, so each worker's shared
    // modules and window serve many files (tests/setup/sequencer.ts).
    sequence: { sequencer: SameEnvironmentTogether },
    projects: [
      {
        resolve: { alias: testAlias },
        // The component tests' forms as the browser has them (docs/i18n.md, "Errors").
        plugins: [formMessages()],
        test: {
          name: "unit",
          root: ".",
          include: ["shared/**/*.test.ts", "server/**/*.test.ts", "client/**/*.test.{ts,tsx}", "tests/lint/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/unit.ts"],
          // Component tests type into forms in jsdom: seconds each on a busy 2-core machine.
          testTimeout: 30_000,
          // Vitest's default is one worker fewer than the cores: on 2 cores that is one, and
          // the files' jsdom setup and imports then run one after another (198 s in an earlier
          // run on one worker, 157 s on two; the host is noisy, so the gain is approximate).
          maxWorkers: 2,
          // Files share each worker's module cache instead of importing React, Radix and the
          // app again for each of them: 174 s became 94 s in one run
          // (docs/decisions/2026-11-23-unit-files-share-modules.md). Files one after another in
          // a worker share its jsdom window too: tests/setup/unit.ts empties the page, storage
          // and <html> before each file, and a module's state is reset by the test that needs it.
          isolate: false,
        },
      },
      {
        resolve: { alias: testAlias },
        test: {
          name: "api",
          root: ".",
          globalSetup: ["tests/setup/api-global.ts"],
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two at a time suits a 2-core machine. Each worker keeps one database for the files
          // it runs, emptied when a file's first app leases it; an app started while another
          // of the file runs gets one of its own (tests/api/helpers/database.ts,
          // docs/decisions/2026-11-28-one-database-per-test-worker.md).
          maxWorkers: 2,
          // As in the unit project: the server's modules are imported once per worker, not
          // once per file (import time 34 s summed over the files, then 5 s), and the worker's
          // database stays open from file to file. The server reads its configuration when an
          // app is made, never at import.
          isolate: false,
        },
      },
    ],
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrConfig : appConfig));
