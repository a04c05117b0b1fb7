/**
 * jsPDF's built-in Helvetica writes only Windows-1252 (WinAnsi): a letter outside it comes out
 * as another glyph, so 'Łukasz Wiśniewski-Dąbrowski' printed as 'Aukasz Wi[niewski-Dbrowski'.
 * Until the PDFs embed a Unicode font (docs/product-rules.md §15 names the gap), such a letter is
 * written as its base letter ('Lukasz Wisniewski-Dabrowski'): readable, and the screen and the
 * CSV keep the name exactly.
 */

/** Windows-1252's letters above Latin-1's controls range (0x80-0x9F), which WinAnsi has too. */
const CP1252_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

/** Letters whose base letter is not a decomposition (Ł is not L with a mark in Unicode). */
const BASE_LETTER: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŀ: "L", ŀ: "l", ſ: "s" };

function inWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return char === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(char);
}

/** `text` with every letter WinAnsi lacks written as its base letter, or '?' when it has none. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    if (inWinAnsi(char)) out += char;
    else {
      const base = BASE_LETTER[char] ?? char.normalize("NFD").replace(/\p{M}/gu, "");
      out += base !== "" && [...base].every(inWinAnsi) ? base : "?";
    }
  }
  return out;
}

/** A copy of `value` with toWinAnsi applied to every string in it (arrays and plain objects; a Date stays as it is). */
export function withWinAnsiText<T>(value: T): T {
  if (typeof value === "string") return toWinAnsi(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withWinAnsiText(item)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withWinAnsiText(item)])) as T;
  }
  return value;
}
