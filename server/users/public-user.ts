import type { UserRow } from "../../shared/schema";
import type { SessionUser } from "../lib/auth-guards";

/** What any response may show of a user: never the password hash or reset token. */
export function toPublicUser(row: UserRow | SessionUser): SessionUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    avatarUrl: row.avatarUrl,
    active: row.active,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
