/** Who uses the product; the screens name each from the `shell` catalog (`shell.role.<role>`). */
export const USER_ROLES = ["worker", "admin", "customer"] as const;
export type UserRole = (typeof USER_ROLES)[number];
