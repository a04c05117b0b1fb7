import { z } from "zod";
import { emailSchema } from "./auth";
import { FULL_NAME_MIN } from "./constants";
import { text } from "./fields";
import { MSG } from "./messages";
import { employeeNumberSchema } from "./payroll";
import { employedFromSchema } from "./users";
import { localeSchema } from "./locale";

/** docs/product-rules.md §1: who may make an account. `invite`: only with an invitation; `open`: anyone. */
export const REGISTRATION_MODES = ["invite", "open"] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** The roles an invitation may give. */
export const INVITATION_ROLES = ["worker", "admin"] as const;

export const ACCOUNTS_MSG = {
  registrationNeedsInvitation: "Registrering kräver en inbjudan – be din arbetsledare om en",
  invalidInvitation: "Inbjudan är ogiltig eller har gått ut",
  invalidRegistrationMode: "Välj inbjudan eller öppen registrering",
  invitationRole: "Välj Byggarbetare eller Admin",
  invitationWithdrawn: "Inbjudan har dragits tillbaka",
} as const;

/** GET/PUT /api/settings/accounts. */
export const accountSettingsSchema = z.object({
  registration: z.enum(REGISTRATION_MODES, { error: ACCOUNTS_MSG.invalidRegistrationMode }),
});
export type AccountSettingsInput = z.infer<typeof accountSettingsSchema>;

/** POST /api/invitations. */
export const invitationBodySchema = z.object({
  email: emailSchema,
  fullName: text(MSG.fullNameRequired).trim().min(FULL_NAME_MIN, MSG.fullNameRequired).max(100, MSG.tooLong(100)),
  role: z.enum(INVITATION_ROLES, { error: ACCOUNTS_MSG.invitationRole }),
  employeeNumber: employeeNumberSchema,
  /** 'Anställd från' of the account made from it; "" or null: none. */
  employedFrom: employedFromSchema,
  /** The invitation's e-mail, register screen and account; left out: `sv`. */
  locale: localeSchema.optional(),
});
export type InvitationBody = z.infer<typeof invitationBodySchema>;
export type InvitationFormValues = z.input<typeof invitationBodySchema>;

/** POST /api/invitations/lookup: the token of an invitation link. */
export const invitationLookupSchema = z.object({
  token: text(ACCOUNTS_MSG.invalidInvitation).min(1, ACCOUNTS_MSG.invalidInvitation).max(200, ACCOUNTS_MSG.invalidInvitation),
});
