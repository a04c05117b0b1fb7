/** Who uses the product, and the screen's word for each. */
export const USER_ROLES = ["worker", "admin", "customer"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  worker: "Byggarbetare",
  admin: "Admin",
  customer: "Kund",
};
