import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./download";

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name, which keeps å, ä and ö", () => {
    const header = `attachment; filename="tidrapport_Bjorn_Ostlund_2026-03-16.csv"; filename*=UTF-8''tidrapport_Bj%C3%B6rn_%C3%96stlund_2026-03-16.csv`;
    expect(fileNameFromDisposition(header)).toBe("tidrapport_Björn_Östlund_2026-03-16.csv");
  });

  it("falls back to the ASCII name, and to nothing", () => {
    expect(fileNameFromDisposition('attachment; filename="a.csv"')).toBe("a.csv");
    expect(fileNameFromDisposition("attachment; filename=b.csv")).toBe("b.csv");
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
