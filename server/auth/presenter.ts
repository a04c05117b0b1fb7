import type { InvitationRow } from "../../shared/schema";
import type { AccountSettings, AdminStatus, CreatedInvitation, DemoAccount, Invitation, InvitationLookup, MessageResponse } from "../../shared/types";
import type { Locale } from "../../shared/i18n/locales";
import { describeText } from "../lib/error-text";
import type { Problem } from "../lib/errors";

export function presentAdminStatus(status: AdminStatus): AdminStatus {
  return {
    hasAdmin: status.hasAdmin,
    resetLinkInLog: status.resetLinkInLog,
    mailConfigured: status.mailConfigured,
    registration: status.registration,
  } satisfies AdminStatus;
}

export function presentAccountSettings(settings: AccountSettings): AccountSettings {
  return { registration: settings.registration } satisfies AccountSettings;
}

/** A new invitation: its link, once; never its token's hash. */
export function presentCreatedInvitation(row: InvitationRow, url: string): CreatedInvitation {
  return { id: row.id, email: row.email, expiresAt: row.expiresAt.toISOString(), url } satisfies CreatedInvitation;
}

/** An open invitation in the admin's list: who and until when, never a token or its hash. */
export function presentInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    employeeNumber: row.employeeNumber,
    employedFrom: row.employedFrom,
    locale: row.locale,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  } satisfies Invitation;
}

/** What the register screen fills in from a link: nothing more. */
export function presentInvitationLookup(row: InvitationRow): InvitationLookup {
  return { email: row.email, fullName: row.fullName, locale: row.locale } satisfies InvitationLookup;
}

/** A confirmation whose only content is its text, with its code, in the request's language (docs/i18n.md, "Errors"). */
export function presentMessage(done: Problem, locale: Locale): MessageResponse {
  const { code, message } = describeText(done, locale);
  return { code: code ?? done.code, message } satisfies MessageResponse;
}

/** A demo account as the login screen shows it: label, e-mail and password, nothing more. */
export function presentDemoAccount(account: DemoAccount): DemoAccount {
  return { label: account.label, email: account.email, password: account.password } satisfies DemoAccount;
}
