import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createUserSchema, updateUserSchema } from "./users";
import { loginSchema, registerSchema } from "./auth";
import { idParamsSchema, isSingleLineXmlText, isXmlText, optionalText, payrollText, text, uuidSchema, visibleLength } from "./fields";
import { employeeNumberSchema, payrollSettingsSchema } from "./payroll";
import { MSG } from "./messages";
import { projectBodySchema } from "./projects";
import { objectIdParamsSchema } from "./uploads";

const ID = "3f2b8c1e-9a4d-4e7f-8b2a-1c3d5e7f9a0b";

describe("idParamsSchema (the one id rule, for route addresses)", () => {
  it.each([ID, ID.toUpperCase(), "00000000-0000-0000-0000-000000000000"])("accepts %s", (id) => {
    expect(idParamsSchema.parse({ id })).toEqual({ id });
  });

  it.each(["not-a-uuid", "", ` ${ID}`, `${ID}x`, "../../etc/passwd", ID.replace(/-/g, "")])("refuses %j", (id) => {
    expect(idParamsSchema.safeParse({ id }).success).toBe(false);
  });
});

describe("uuidSchema (ids in bodies and forms)", () => {
  it("forgives surrounding spaces, unlike an address", () => {
    expect(uuidSchema().parse(` ${ID} `)).toBe(ID);
  });
});

describe("objectIdParamsSchema", () => {
  it("takes the lowercase spelling only: an object id is also a storage key", () => {
    expect(objectIdParamsSchema.safeParse({ id: ID }).success).toBe(true);
    expect(objectIdParamsSchema.safeParse({ id: ID.toUpperCase() }).success).toBe(false);
    expect(objectIdParamsSchema.safeParse({ id: "nope" }).success).toBe(false);
  });
});

describe("text (every text field)", () => {
  it("refuses a NUL character with a Swedish message, before any other rule", () => {
    expect(text().safeParse("a\u0000b").error?.issues[0]?.message).toBe(MSG.invalidCharacter);
    expect(text(MSG.fullNameRequired).trim().min(2, MSG.fullNameRequired).safeParse("\u0000").error?.issues[0]?.message).toBe(MSG.invalidCharacter);
    expect(optionalText(10).safeParse("x\u0000").error?.issues[0]?.message).toBe(MSG.invalidCharacter);
    expect(text().parse("vanlig text")).toBe("vanlig text");
  });

  it.each([
    [
      "registerSchema",
      registerSchema,
      { username: "anna\u0000", email: "a@b.se", fullName: "Anna", password: "hemligt123", confirmPassword: "hemligt123" },
      "username",
    ],
    [
      "registerSchema",
      registerSchema,
      { username: "anna", email: "a@b.se", fullName: "An\u0000na", password: "hemligt123", confirmPassword: "hemligt123" },
      "fullName",
    ],
    [
      "registerSchema",
      registerSchema,
      { username: "anna", email: "a\u0000@b.se", fullName: "Anna", password: "hemligt123", confirmPassword: "hemligt123" },
      "email",
    ],
    ["loginSchema", loginSchema, { email: "a@b.se", password: "hemligt\u0000123" }, "password"],
    ["createUserSchema", createUserSchema, { username: "anna", email: "a@b.se", fullName: "Anna", role: "worker", password: "hemligt\u0000123" }, "password"],
    ["updateUserSchema", updateUserSchema, { username: "anna", email: "a@b.se", fullName: "Anna", role: "worker", password: "hemligt\u0000123" }, "password"],
    ["projectBodySchema", projectBodySchema, { projectNumber: "P\u00001", title: "Bro" }, "projectNumber"],
    ["projectBodySchema", projectBodySchema, { projectNumber: "P1", title: "Bro\u0000" }, "title"],
    ["projectBodySchema", projectBodySchema, { projectNumber: "P1", title: "Bro", description: "\u0000" }, "description"],
  ])("%s refuses NUL in %j → %s", (_name, schema, input, field) => {
    const result = (schema as z.ZodType).safeParse(input);
    const issue = result.error?.issues.find((i) => i.path.join(".") === field);
    expect(issue?.message).toBe(MSG.invalidCharacter);
  });
});

describe("characters XML 1.0 cannot carry (docs/product-rules.md §14)", () => {
  const illegal = [
    ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).filter((c) => !"\t\n\r".includes(c)),
    "\ud800",
    "\udfff",
    "\ufffe",
    "\uffff",
  ];
  const legal = ["\t", "\n", "\r", " ", "\u007f", "\u0085", "\ud7ff", "\ue000", "\ufffd", "👷", "\u{10ffff}"];

  it("are told apart from every legal one, tab and line breaks being text but not one line", () => {
    expect(illegal).toHaveLength(33);
    for (const c of illegal) expect(isXmlText(`a${c}b`), JSON.stringify(c)).toBe(false);
    for (const c of legal) expect(isXmlText(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const c of ["\t", "\n", "\r"]) expect(isSingleLineXmlText(`a${c}b`)).toBe(false);
    expect(isSingleLineXmlText("Bygg & Söner 👷")).toBe(true);
  });

  it("are refused by every text field, which keeps tab and line breaks", () => {
    for (const c of illegal) expect(text().safeParse(`a${c}b`).error?.issues[0]?.message, JSON.stringify(c)).toBe(MSG.invalidCharacter);
    expect(optionalText(100).safeParse("Gjutning\u000b av platta").error?.issues[0]?.message).toBe(MSG.invalidCharacter);
    expect(text().parse("rad 1\r\nrad 2\tslut")).toBe("rad 1\r\nrad 2\tslut");
  });

  it("and tab or line breaks are refused in the names and numbers of the payroll file, after trimming", () => {
    for (const c of [...illegal.filter((c) => c !== "\u0000" && !/[\ud800-\udfff]/.test(c)), "\t", "\n", "\r"]) {
      expect(
        payrollText()
          .safeParse(`a${c}b`)
          .error?.issues.map((i) => i.message),
        JSON.stringify(c),
      ).toEqual([MSG.notForPayroll]);
    }
    expect(
      payrollText()
        .safeParse("a\u0000b")
        .error?.issues.map((i) => i.message),
    ).toEqual([MSG.invalidCharacter]);
    expect(payrollText().parse("\t P-1 \n")).toBe("P-1");
    expect(payrollSettingsSchema.safeParse({ companyName: "Bygg\u000bAB", orgNumber: "556677-8899" }).error?.issues[0]).toMatchObject({
      path: ["companyName"],
      message: MSG.notForPayroll,
    });
    expect(employeeNumberSchema.safeParse("12\t34").error?.issues[0]?.message).toBe(MSG.notForPayroll);
    expect(employeeNumberSchema.parse(" 1234\n")).toBe("1234");
    expect(projectBodySchema.safeParse({ projectNumber: "P\u00011", title: "Bro" }).error?.issues[0]).toMatchObject({
      path: ["projectNumber"],
      message: MSG.notForPayroll,
    });
  });
});

describe("visibleLength", () => {
  it("counts what a reader sees", () => {
    expect(visibleLength("\u200b".repeat(10))).toBe(0);
    expect(visibleLength(" a\u00adb\u200dc\t")).toBe(3);
    expect(visibleLength("Målning")).toBe(7);
  });
});
