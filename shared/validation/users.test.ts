import { describe, expect, it } from "vitest";
import { PAYROLL_MSG } from "./payroll";
import { errorsOf } from "./field-errors";
import { MSG } from "./messages";
import { createUserSchema, updateUserSchema } from "./users";

const base = { username: "erik", fullName: "Erik Andersson", email: "Erik@Example.se", role: "worker" };

describe("createUserSchema", () => {
  it("accepts a complete user and lower-cases the e-mail", () => {
    expect(createUserSchema.parse({ ...base, password: "hemligt1" })).toEqual({
      ...base,
      email: "erik@example.se",
      employeeNumber: null,
      employedFrom: null,
      identityNumber: null,
      password: "hemligt1",
    });
  });

  it("takes a personnummer as ÅÅÅÅMMDD-NNNN or twelve digits; empty means none; refuses a wrong one with its message", () => {
    expect(createUserSchema.parse({ ...base, password: "hemligt1", identityNumber: "198504123459" }).identityNumber).toBe("19850412-3459");
    expect(createUserSchema.parse({ ...base, password: "hemligt1", identityNumber: " " }).identityNumber).toBeNull();
    expect(updateUserSchema.parse({ ...base }).identityNumber).toBeUndefined();
    expect(errorsOf(createUserSchema, { ...base, password: "hemligt1", identityNumber: "19850412-3450" })).toEqual({
      identityNumber: "Ogiltigt personnummer (kontrollsiffran stämmer inte)",
    });
  });

  it("takes an employee number of at most 20 characters; empty means none", () => {
    expect(createUserSchema.parse({ ...base, password: "hemligt1", employeeNumber: " 1042 " }).employeeNumber).toBe("1042");
    expect(createUserSchema.parse({ ...base, password: "hemligt1", employeeNumber: "" }).employeeNumber).toBeNull();
    expect(errorsOf(createUserSchema, { ...base, password: "hemligt1", employeeNumber: "x".repeat(21) })).toEqual({
      employeeNumber: PAYROLL_MSG.employeeNumberMax,
    });
  });

  it("takes employedFrom as a date of the years 1900-2999; empty or null means none", () => {
    const parse = (employedFrom: unknown) => createUserSchema.parse({ ...base, password: "hemligt1", employedFrom }).employedFrom;
    expect(parse("2026-03-02")).toBe("2026-03-02");
    expect(parse("")).toBeNull();
    expect(parse(null)).toBeNull();
    for (const bad of ["2026-02-30", "1899-12-31", "3000-01-01", "2.3.2026", 20260302]) {
      expect(errorsOf(createUserSchema, { ...base, password: "hemligt1", employedFrom: bad }), String(bad)).toEqual({ employedFrom: MSG.invalidDate });
    }
    expect(updateUserSchema.parse({ ...base }).employedFrom).toBeUndefined();
    expect(updateUserSchema.parse({ ...base, employedFrom: "" }).employedFrom).toBeNull();
  });

  it.each([
    [{}, { password: "Lösenord måste vara minst 8 tecken" }],
    [{ password: "" }, { password: MSG.passwordMin }],
    [{ password: "12345" }, { password: MSG.passwordMin }],
    [{ password: "x".repeat(201) }, { password: MSG.passwordMax }],
    [{ password: "hemligt1", username: "" }, { username: "Användarnamn krävs" }],
    [{ password: "hemligt1", username: "er" }, { username: "Användarnamn måste vara minst 3 tecken" }],
    [{ password: "hemligt1", fullName: "" }, { fullName: "Fullständigt namn krävs" }],
    [{ password: "hemligt1", email: "erik" }, { email: "Ogiltig e-postadress" }],
    [{ password: "hemligt1", role: "boss" }, { role: "Ogiltig roll" }],
  ])("%j → %j", (change, expected) => {
    expect(errorsOf(createUserSchema, { ...base, ...change })).toEqual(expected);
  });

  it.each(["worker", "admin", "customer"])("accepts role %s", (role) => {
    expect(createUserSchema.parse({ ...base, role, password: "hemligt1" }).role).toBe(role);
  });
});

describe("updateUserSchema", () => {
  it.each([
    ["an empty password", { password: "" }],
    ["a null password", { password: null }],
  ])("%s keeps the current one (password undefined)", (_label, change) => {
    const parsed = updateUserSchema.parse({ ...base, ...change });
    expect(parsed.password).toBeUndefined();
    expect(parsed).toMatchObject({ username: "erik", email: "erik@example.se", role: "worker" });
  });

  it("takes a new password of at least 6 characters", () => {
    expect(updateUserSchema.parse({ ...base, password: "nyttlösen" }).password).toBe("nyttlösen");
    expect(errorsOf(updateUserSchema, { ...base, password: "12345" })).toEqual({ password: MSG.passwordMin });
    expect(errorsOf(updateUserSchema, { ...base, password: "x".repeat(201) })).toEqual({ password: MSG.passwordMax });
  });

  it("checks the other fields as on create", () => {
    expect(errorsOf(updateUserSchema, { username: "", fullName: "", email: "", role: "", password: "" })).toEqual({
      username: MSG.usernameRequired,
      fullName: MSG.fullNameRequired,
      email: MSG.invalidEmail,
      role: MSG.invalidRole,
    });
  });
});
