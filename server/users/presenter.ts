import type { UserRow } from "../../shared/schema";
import { maskIdentityNumber } from "../../shared/domain";
import type { Locale } from "../../shared/i18n/locales";
import type { PublicUser, UserRemoval } from "../../shared/types";
import type { UserRemovalOutcome } from "./management-service";

/** A user row, or the signed-in user of a session (which holds the same public fields). */
type UserFields = Pick<UserRow, "id" | "username" | "fullName" | "email" | "role" | "avatarUrl" | "active" | "createdAt" | "updatedAt"> & {
  /** Optional because a session user (auth module) may not carry it; a row always does. */
  employeeNumber?: string | null;
  employedFrom?: string | null;
  identityNumber?: string | null;
  locale: Locale;
};

/** What any response may show of a user: never the password hash or the reset token. */
export function presentUser(user: UserFields): PublicUser {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    avatarUrl: user.avatarUrl,
    active: user.active,
    employeeNumber: user.employeeNumber ?? null,
    employedFrom: user.employedFrom ?? null,
    // Masked in every answer but the admin's user form (docs/product-rules.md §15).
    identityNumber: maskIdentityNumber(user.identityNumber ?? null),
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  } satisfies PublicUser;
}

/** GET /api/users/{id} for an admin (the user form): the one answer with the full identity number. */
export function presentUserForForm(user: UserRow): PublicUser {
  return { ...presentUser(user), identityNumber: user.identityNumber };
}

export function presentUserRemoval(outcome: UserRemovalOutcome): UserRemoval {
  return (outcome === "deleted" ? { deleted: true } : { deactivated: true }) satisfies UserRemoval;
}
