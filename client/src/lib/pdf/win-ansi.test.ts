import { describe, expect, it } from "vitest";
import { toWinAnsi, withWinAnsiText } from "./win-ansi";

describe("text for jsPDF's built-in font", () => {
  it("keeps Swedish and the rest of Western European text as it is", () => {
    expect(toWinAnsi("Åsa Öberg, Ängsvägen – Ørsted & Müller ‘Bygg’ €")).toBe("Åsa Öberg, Ängsvägen – Ørsted & Müller ‘Bygg’ €");
    expect(toWinAnsi("rad ett\nrad två")).toBe("rad ett\nrad två");
  });

  it("writes letters the font lacks as their base letter instead of another glyph", () => {
    expect(toWinAnsi("Łukasz Wiśniewski-Dąbrowski")).toBe("Lukasz Wisniewski-Dabrowski");
    expect(toWinAnsi("Jānis Bērziņš, Ģirts Ķēniņš")).toBe("Janis Berzinš, Girts Keninš");
    expect(toWinAnsi("Đorđe Petrović, Ştefan Ţurcan")).toBe("Dorde Petrovic, Stefan Turcan");
  });

  it("writes '?' for a letter with no base letter in the font", () => {
    expect(toWinAnsi("Иван 李")).toBe("???? ?");
  });

  it("changes every string of the data and nothing else", () => {
    const createdAt = new Date("2026-11-28T10:00:00Z");
    expect(withWinAnsiText({ name: "Łukasz", rows: [["Dąb", 3]], createdAt, late: true })).toEqual({
      name: "Lukasz",
      rows: [["Dab", 3]],
      createdAt,
      late: true,
    });
  });
});
