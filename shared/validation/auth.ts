import { z } from "zod";
import { FULL_NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MIN } from "./constants";
import { MSG } from "./messages";
import { text } from "./fields";

export const emailSchema = text(MSG.invalidEmail).trim().toLowerCase().max(254, MSG.tooLong(254)).pipe(z.email(MSG.invalidEmail));

export const newPasswordSchema = text(MSG.passwordMin).min(PASSWORD_MIN, MSG.passwordMin).max(PASSWORD_MAX, MSG.passwordMax);

const usernameSchema = text(MSG.usernameMin).trim().min(USERNAME_MIN, MSG.usernameMin).max(50, MSG.tooLong(50));
const fullNameSchema = text(MSG.fullNameRequired).trim().min(FULL_NAME_MIN, MSG.fullNameRequired).max(100, MSG.tooLong(100));

export const loginSchema = z.object({
  email: emailSchema,
  password: text(MSG.passwordRequired).min(1, MSG.passwordRequired).max(PASSWORD_MAX, MSG.passwordMax),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Body of POST /api/register and POST /api/admin/setup. */
export const registerSchema = z.object({
  username: usernameSchema,
  fullName: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** The `token` of an invitation link (docs/product-rules.md §1); register only, setup ignores it. */
  invitationToken: text(MSG.invalidInput).min(1, MSG.invalidInput).max(200, MSG.invalidInput).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form adds confirmPassword, which is never sent. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsMismatch, path: ["confirmPassword"] });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: text(MSG.missingToken).min(1, MSG.missingToken).max(200, MSG.invalidResetLink),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: text() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordsMismatch, path: ["confirmPassword"] });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
