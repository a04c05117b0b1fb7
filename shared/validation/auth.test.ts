import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, loginSchema, registerFormSchema, registerSchema, resetPasswordFormSchema, resetPasswordSchema } from "./auth";
import { errorsOf } from "./field-errors";
import { MSG } from "./messages";

const validRegister = { username: "erik", fullName: "Erik Andersson", email: "erik@example.se", password: "hemligt1" };

describe("loginSchema", () => {
  it("accepts a valid login and normalises the e-mail", () => {
    expect(loginSchema.parse({ email: "  Erik.Andersson@Example.SE ", password: "x" })).toEqual({ email: "erik.andersson@example.se", password: "x" });
  });

  it("keeps the password exactly as typed (no trimming)", () => {
    expect(loginSchema.parse({ email: "a@b.se", password: " hemligt " }).password).toBe(" hemligt ");
  });

  it.each([
    [{ email: "inte-en-adress", password: "x" }, { email: MSG.invalidEmail }],
    [{ email: "", password: "x" }, { email: MSG.invalidEmail }],
    [{ password: "x" }, { email: MSG.invalidEmail }],
    [{ email: "a@b.se", password: "" }, { password: MSG.passwordRequired }],
    [{ email: "a@b.se" }, { password: MSG.passwordRequired }],
    [{}, { email: MSG.invalidEmail, password: MSG.passwordRequired }],
    [{ email: "a@b.se", password: "x".repeat(201) }, { password: "Lösenordet får vara högst 200 tecken" }],
  ])("%j → %j", (input, expected) => {
    expect(errorsOf(loginSchema, input)).toEqual(expected);
  });

  it("accepts a password of exactly 200 characters", () => {
    expect(loginSchema.safeParse({ email: "a@b.se", password: "x".repeat(200) }).success).toBe(true);
  });
});

describe("registerSchema (POST /api/register)", () => {
  it("accepts a valid registration", () => {
    expect(registerSchema.parse(validRegister)).toEqual(validRegister);
  });

  it("trims names and lower-cases the e-mail", () => {
    expect(registerSchema.parse({ ...validRegister, username: "  erik ", fullName: " Erik Andersson ", email: "Erik@Example.SE" })).toEqual(validRegister);
  });

  it("drops a role sent by the client", () => {
    const parsed = registerSchema.parse({ ...validRegister, role: "admin" });
    expect(parsed).not.toHaveProperty("role");
  });

  it.each([
    [{ username: "ab" }, { username: MSG.usernameMin }],
    [{ username: "   abc   " }, {}],
    [{ username: "  ab  " }, { username: MSG.usernameMin }],
    [{ fullName: "E" }, { fullName: MSG.fullNameRequired }],
    [{ fullName: "  " }, { fullName: MSG.fullNameRequired }],
    [{ email: "erik@" }, { email: MSG.invalidEmail }],
    [{ password: "1234567" }, { password: MSG.passwordMin }],
    [{ password: "12345678" }, {}],
    [{ password: "x".repeat(201) }, { password: MSG.passwordMax }],
  ])("%j → %j", (change, expected) => {
    expect(errorsOf(registerSchema, { ...validRegister, ...change })).toEqual(expected);
  });

  it("reports every missing field with its own message", () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      username: "Användarnamn måste vara minst 3 tecken",
      fullName: "Fullständigt namn krävs",
      email: "Ogiltig e-postadress",
      password: "Lösenord måste vara minst 8 tecken",
    });
  });
});

describe("registerFormSchema (the form)", () => {
  it("accepts matching passwords", () => {
    expect(registerFormSchema.safeParse({ ...validRegister, confirmPassword: validRegister.password }).success).toBe(true);
  });

  it("shows 'Lösenorden matchar inte' on confirmPassword", () => {
    const result = registerFormSchema.safeParse({ ...validRegister, confirmPassword: "hemligt2" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["confirmPassword"], message: "Lösenorden matchar inte" })]);
  });

  it("shows the field messages together with the mismatch", () => {
    expect(errorsOf(registerFormSchema, { username: "ab", fullName: "E", email: "x", password: "123", confirmPassword: "1234" })).toEqual({
      username: MSG.usernameMin,
      fullName: MSG.fullNameRequired,
      email: MSG.invalidEmail,
      password: MSG.passwordMin,
      confirmPassword: MSG.passwordsMismatch,
    });
  });
});

describe("registerSchema (POST /api/admin/setup)", () => {
  it("has the registration rules", () => {
    expect(registerSchema.parse({ ...validRegister, email: "Anna@Example.se" })).toEqual({ ...validRegister, email: "anna@example.se" });
    expect(errorsOf(registerSchema, { username: "an", fullName: "A", email: "anna", password: "12345" })).toEqual({
      username: MSG.usernameMin,
      fullName: MSG.fullNameRequired,
      email: MSG.invalidEmail,
      password: MSG.passwordMin,
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("needs a valid e-mail", () => {
    expect(forgotPasswordSchema.parse({ email: " Erik@Example.se" })).toEqual({ email: "erik@example.se" });
    expect(errorsOf(forgotPasswordSchema, { email: "erik" })).toEqual({ email: MSG.invalidEmail });
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ email: MSG.invalidEmail });
  });
});

describe("resetPasswordSchema / resetPasswordFormSchema", () => {
  it("accepts a token and a new password", () => {
    expect(resetPasswordSchema.parse({ token: "abc", newPassword: "nyttlösen" })).toEqual({ token: "abc", newPassword: "nyttlösen" });
  });

  it.each([
    [{ newPassword: "nyttlösen" }, { token: "Ingen återställningstoken hittades" }],
    [{ token: "", newPassword: "nyttlösen" }, { token: "Ingen återställningstoken hittades" }],
    [{ token: "x".repeat(201), newPassword: "nyttlösen" }, { token: "Återställningslänken är ogiltig eller har gått ut" }],
    [{ token: "abc", newPassword: "12345" }, { newPassword: MSG.passwordMin }],
    [{ token: "abc", newPassword: "x".repeat(201) }, { newPassword: MSG.passwordMax }],
  ])("%j → %j", (input, expected) => {
    expect(errorsOf(resetPasswordSchema, input)).toEqual(expected);
  });

  it("the form shows a mismatch on confirmPassword", () => {
    expect(errorsOf(resetPasswordFormSchema, { newPassword: "nyttlösen", confirmPassword: "nyttlösen" })).toEqual({});
    expect(errorsOf(resetPasswordFormSchema, { newPassword: "nyttlösen", confirmPassword: "annat1" })).toEqual({ confirmPassword: MSG.passwordsMismatch });
    expect(errorsOf(resetPasswordFormSchema, { newPassword: "123", confirmPassword: "123" })).toEqual({ newPassword: MSG.passwordMin });
  });
});
