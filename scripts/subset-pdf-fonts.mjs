/**
 * `npm run fonts:pdf`: writes the PDFs' font files, client/src/lib/pdf/fonts/Arimo-*.ttf, from
 * the pinned @expo-google-fonts/arimo package: only the letters a name or a text of ours can
 * have (Latin with Extended-A, -B and Additional, Greek, Cyrillic, punctuation), no layout tables
 * (jsPDF uses none). A smaller file loads and parses faster and makes a smaller PDF
 * (docs/decisions/2026-11-29-pdf-font.md). Rerun it when the package's version changes; the
 * output is the same for the same input.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const PACKAGE = path.dirname(require.resolve("@expo-google-fonts/arimo/package.json"));
const OUT = path.join(import.meta.dirname, "..", "client", "src", "lib", "pdf", "fonts");

const FACES = [
  ["400Regular/Arimo_400Regular.ttf", "Arimo-Regular.ttf"],
  ["700Bold/Arimo_700Bold.ttf", "Arimo-Bold.ttf"],
  ["400Regular_Italic/Arimo_400Regular_Italic.ttf", "Arimo-Italic.ttf"],
];

/** Unicode blocks kept: a letter outside them prints as the font's empty box. */
const BLOCKS = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x024f], // Latin-1 Supplement, Latin Extended-A and -B
  [0x02b0, 0x036f], // spacing modifiers and combining marks (a name stored decomposed)
  [0x0370, 0x03ff], // Greek
  [0x0400, 0x052f], // Cyrillic and its supplement
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  [0x2000, 0x206f], // General Punctuation: dashes, quotes, the ellipsis, no-break spaces
  [0x20a0, 0x20cf], // currency signs
  [0x2100, 0x218f], // letterlike symbols and number forms: №, ™, ½
  [0x2190, 0x21ff], // arrows
  [0x2200, 0x22ff], // mathematical operators: −, ≤, ≥, ≠
  [0xfffd, 0xfffd], // the replacement character
];

/** The name table's copyright (0), its licence and the licence's address (13, 14) stay in each file, as the OFL asks. */
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

let text = "";
for (const [first, last] of BLOCKS) for (let code = first; code <= last; code++) text += String.fromCodePoint(code);

fs.mkdirSync(OUT, { recursive: true });
for (const [from, to] of FACES) {
  const source = fs.readFileSync(path.join(PACKAGE, from));
  const subset = await subsetFont(source, text, {
    targetFormat: "truetype",
    preserveNameIds: NAME_IDS,
    noLayoutClosure: true,
    dropTables: ["GSUB", "GPOS", "GDEF", "STAT"],
  });
  fs.writeFileSync(path.join(OUT, to), subset);
  console.log(`${to}: ${source.length} → ${subset.length} bytes`);
}
fs.copyFileSync(path.join(PACKAGE, "LICENSE_FONT"), path.join(OUT, "OFL.txt"));
