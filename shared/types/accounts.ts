/** The users and auth modules: accounts, the first-admin setup, the demo sign-in. */
import type { UserRole } from "../domain";
import type { Locale } from "../i18n/locales";
import type { RegistrationMode } from "../validation/accounts";

export interface PublicUser {
  id: string;
  username: string;
  fullName: string;
  email: string;
  role: UserRole;
  avatarUrl: string | null;
  active: boolean;
  /** Anställningsnummer, the PAXml `anstid`; null until an admin sets it. */
  employeeNumber: string | null;
  /** Anställd från (`YYYY-MM-DD`): days before it are never missing; null when not set. */
  employedFrom: string | null;
  /** Personnummer, always masked (`19850412-****`) except in GET /api/users/{id} for an admin; null when not set. */
  identityNumber: string | null;
  /** The language the user reads the product in (docs/product-rules.md §17); `sv` unless chosen. */
  locale: Locale;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/status: whether the first admin has been set up. */
export interface AdminStatus {
  hasAdmin: boolean;
  /**
   * No SMTP is configured and the server is not in production: a reset link goes to the
   * server log, and the forgot-password screen may say so to the developer.
   */
  resetLinkInLog: boolean;
  /**
   * The server sends mail (SMTP): without it 'Glömt lösenord' tells the user to ask an admin,
   * and an invitation's link is only shown to the admin to copy.
   */
  mailConfigured: boolean;
  /** Who may make an account: 'Skapa konto' is offered on the login screen only when `open`. */
  registration: RegistrationMode;
}

/** GET/PUT /api/settings/accounts. */
export interface AccountSettings {
  registration: RegistrationMode;
}

/** POST /api/invitations: the link to copy (and mailed when SMTP is configured). */
export interface CreatedInvitation {
  id: string;
  email: string;
  expiresAt: string;
  url: string;
}

/** GET /api/invitations: an open invitation (not used, not expired). */
export interface Invitation {
  id: string;
  email: string;
  fullName: string;
  role: UserRole;
  employeeNumber: string | null;
  /** 'Anställd från' of the account made from it, `YYYY-MM-DD`, or null. */
  employedFrom: string | null;
  /** The language of the invitation's e-mail, its register screen and the account made from it. */
  locale: Locale;
  expiresAt: string;
  createdAt: string;
}

/** POST /api/invitations/lookup: what the register screen fills in from a link. */
export interface InvitationLookup {
  email: string;
  fullName: string;
  /** The invitation's language: the register screen's, unless this browser has chosen one. */
  locale: Locale;
}

/** DELETE /api/users/{id}: a user with history is deactivated instead of deleted. */
export type UserRemoval = { deleted: true } | { deactivated: true };

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}
