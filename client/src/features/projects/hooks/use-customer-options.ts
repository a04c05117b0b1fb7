import { useMemo } from "react";
import { useUsers } from "@/api/users/get-users";
import type { CustomerOption } from "../components/project-form-fields";

/** Active customer accounts, by name, for the project form's 'Kund' select. */
export function useCustomerOptions(): CustomerOption[] {
  const users = useUsers();
  return useMemo(
    () =>
      (users.data ?? [])
        .filter((u) => u.role === "customer" && u.active)
        .sort((a, b) => a.fullName.localeCompare(b.fullName, "sv"))
        .map((u) => ({ id: u.id, fullName: u.fullName })),
    [users.data],
  );
}
