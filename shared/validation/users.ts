import { z } from "zod";
import { FULL_NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MIN } from "./constants";
import { IDENTITY_NUMBER_MESSAGES, parseSwedishIdentityNumber, USER_ROLES } from "../domain";
import { emailSchema, newPasswordSchema } from "./auth";
import { MSG } from "./messages";
import { text } from "./fields";
import { employeeNumberSchema } from "./payroll";
import { isIsoDate } from "../dates";
import { localeSchema } from "./locale";

export const USER_MSG = {
  cannotRemoveSelf: "Du kan inte radera ditt eget konto",
  cannotDemoteSelf: "Du kan inte ändra din egen roll",
  lastAdmin: "Den sista administratören kan inte tas bort",
  deactivated: "Användaren har historik och har inaktiverats i stället för att raderas",
  deleted: "Användaren har raderats",
  cannotDeactivateSelf: "Du kan inte inaktivera ditt eget konto",
  identityNumberTaken: "Personnumret används redan av en annan användare",
} as const;

/**
 * Personnummer or samordningsnummer (docs/product-rules.md §15): `ÅÅÅÅMMDD-NNNN` or twelve
 * digits, written back as `ÅÅÅÅMMDD-NNNN`; "" or null for none. Date, day + 60 and the
 * check digit are checked by shared/domain/identity-number.ts.
 */
export const identityNumberSchema = z
  .string({ error: IDENTITY_NUMBER_MESSAGES.format })
  .nullish()
  .transform((v, ctx) => {
    if (typeof v !== "string" || v.trim() === "") return null;
    const parsed = parseSwedishIdentityNumber(v);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

/**
 * Anställd från (docs/product-rules.md §7): a date of the product's years, or "" / null for none.
 * Days before it are never missing days.
 */
export const employedFromSchema = z
  .string({ error: MSG.invalidDate })
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .refine((v) => v === null || isIsoDate(v), MSG.invalidDate);

const username = text(MSG.usernameRequired).trim().min(1, MSG.usernameRequired).min(USERNAME_MIN, MSG.usernameMin).max(50, MSG.tooLong(50));

const userFields = {
  username,
  fullName: text(MSG.fullNameRequired).trim().min(FULL_NAME_MIN, MSG.fullNameRequired).max(100, MSG.tooLong(100)),
  email: emailSchema,
  role: z.enum(USER_ROLES, { error: MSG.invalidRole }),
};

/** POST /api/users: password required. */
export const createUserSchema = z.object({
  ...userFields,
  employeeNumber: employeeNumberSchema,
  employedFrom: employedFromSchema,
  identityNumber: identityNumberSchema,
  /** Left out: `sv`, whatever the request's language. */
  locale: localeSchema.optional(),
  password: newPasswordSchema,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PATCH /api/users/{id}: an empty or missing password keeps the current one. */
export const updateUserSchema = z.object({
  ...userFields,
  /** Anställningsnummer; left out, it stays as it is; "" or null clears it. */
  employeeNumber: employeeNumberSchema.optional(),
  /** Anställd från; left out, it stays as it is; "" or null clears it. */
  employedFrom: employedFromSchema.optional(),
  /** Personnummer; left out, it stays as it is; "" or null clears it. */
  identityNumber: identityNumberSchema.optional(),
  /** The user's language; left out, it stays as it is. */
  locale: localeSchema.optional(),
  password: z
    .string()
    .nullish()
    .transform((v) => (typeof v === "string" && v !== "" ? v : undefined))
    .pipe(text().min(PASSWORD_MIN, MSG.passwordMin).max(PASSWORD_MAX, MSG.passwordMax).optional()),
  /** Reactivates (true) or deactivates (false) the account; left out, it stays as it is. */
  active: z.boolean({ error: MSG.invalidInput }).optional(),
});
export type UpdateUserInput = z.output<typeof updateUserSchema>;
export type UserFormValues = z.input<typeof updateUserSchema>;
