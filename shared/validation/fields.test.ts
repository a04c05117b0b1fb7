import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createUserSchema, updateUserSchema } from "./users";
import { loginSchema, registerSchema } from "./auth";
import { idParamsSchema, optionalText, text, uuidSchema, visibleLength } from "./fields";
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

describe("visibleLength", () => {
  it("counts what a reader sees", () => {
    expect(visibleLength("\u200b".repeat(10))).toBe(0);
    expect(visibleLength(" a\u00adb\u200dc\t")).toBe(3);
    expect(visibleLength("Målning")).toBe(7);
  });
});
