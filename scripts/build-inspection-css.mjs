// The stylesheet the inspector's page carries inside its HTML (server/frontend/inspection-page.ts,
// docs/decisions/2026-11-28-inspection-page-rendered.md): client/src/index.css through the
// app's own PostCSS plugins (postcss.config.js), with Tailwind looking for classes only in the
// page's built renderer, dist/ssr, and in the files that set a class outside the components
// (the theme's `dark` on <html>). The renderer is every component the page can draw, its lazy
// parts included, so the sheet is the app's stylesheet less the classes of other screens:
// the same rules in the same order. Run by `npm run build` after `vite build --ssr`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autoprefixer from "autoprefixer";
import { transform } from "esbuild";
import postcss from "postcss";
import tailwindcss from "tailwindcss";
import loadConfig from "tailwindcss/loadConfig.js";
import postcssConfig from "../postcss.config.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const input = path.join(root, "client/src/index.css");
const ssrDir = path.join(root, "dist/ssr");
const output = path.join(ssrDir, "inspection.css");

/** The client's files that set classes themselves, not through a component's className. */
const CLASSES_OUTSIDE_COMPONENTS = ["client/public/theme-init.js", "client/src/lib/theme.ts"];

if (!fs.existsSync(ssrDir)) throw new Error("dist/ssr is missing: run `vite build --ssr src/app/inspection-ssr.tsx` first");
// A new one would be missing from the page's stylesheet: the build stops and says where.
const setsClasses = ["client/src", "client/public"].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(js|ts|tsx)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .filter((file) => /\bclassList\b|\.className\s*=(?!=)|setAttribute\(\s*["']class["']/.test(fs.readFileSync(path.join(root, file), "utf8"))),
);
const unlisted = setsClasses.filter((file) => !CLASSES_OUTSIDE_COMPONENTS.includes(file));
if (unlisted.length > 0) throw new Error(`${unlisted.join(", ")} set classes outside the components: add them to CLASSES_OUTSIDE_COMPONENTS`);
const known = { tailwindcss, autoprefixer };
const plugins = Object.entries(postcssConfig.plugins).map(([name, options]) => {
  if (!(name in known)) throw new Error(`postcss.config.js names ${name}, which this script does not run`);
  if (name !== "tailwindcss") return known[name](options);
  const config = loadConfig(path.join(root, options.config));
  return tailwindcss({ ...config, content: [path.join(ssrDir, "**/*.js"), ...CLASSES_OUTSIDE_COMPONENTS.map((file) => path.join(root, file))] });
});
const { css } = await postcss(plugins).process(fs.readFileSync(input, "utf8"), { from: input });
const { code } = await transform(css, { loader: "css", minify: true });
fs.writeFileSync(output, code);
console.log(`dist/ssr/inspection.css ${(code.length / 1024).toFixed(1)} kB`);
