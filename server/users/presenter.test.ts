import { describe, expect, it } from "vitest";
import type { UserRow } from "../../shared/schema";
import { presentUser, presentUserForForm, presentUserRemoval } from "./presenter";

const row: UserRow = {
  id: "3f2b8c1e-9a4d-4e7f-8b2a-1c3d5e7f9a0b",
  username: "erik",
  password: "$argon2id$hash",
  fullName: "Erik Andersson",
  role: "worker",
  email: "erik@example.se",
  avatarUrl: null,
  active: true,
  employeeNumber: "A-17",
  employedFrom: "2026-03-02",
  identityNumber: "19850412-3459",
  resetToken: "sha256-of-token",
  resetTokenExpiry: new Date("2026-11-20T10:00:00Z"),
  locale: "pl",
  createdAt: new Date("2026-11-01T08:00:00Z"),
  updatedAt: new Date("2026-11-02T08:00:00.123Z"),
};

describe("presentUser", () => {
  it("shows the public fields, in the contract's order, with ISO timestamps", () => {
    expect(JSON.stringify(presentUser(row))).toBe(
      JSON.stringify({
        id: row.id,
        username: "erik",
        fullName: "Erik Andersson",
        email: "erik@example.se",
        role: "worker",
        avatarUrl: null,
        active: true,
        employeeNumber: "A-17",
        employedFrom: "2026-03-02",
        identityNumber: "19850412-****",
        locale: "pl",
        createdAt: "2026-11-01T08:00:00.000Z",
        updatedAt: "2026-11-02T08:00:00.123Z",
      }),
    );
  });

  it("never passes on the password hash or the reset token, whatever the row holds", () => {
    const shown = JSON.stringify(presentUser({ ...row, ...{ extra: "column" } }));
    for (const secret of ["password", "resetToken", "resetTokenExpiry", "extra", "$argon2id$hash", "3459"]) expect(shown).not.toContain(secret);
  });
});

describe("presentUserForForm", () => {
  it("is the one answer with the full identity number (the admin's user form)", () => {
    expect(presentUserForForm(row).identityNumber).toBe("19850412-3459");
    expect(presentUserForForm({ ...row, identityNumber: null }).identityNumber).toBeNull();
  });
});

describe("presentUserRemoval", () => {
  it("answers what happened", () => {
    expect(presentUserRemoval("deleted")).toEqual({ deleted: true });
    expect(presentUserRemoval("deactivated")).toEqual({ deactivated: true });
  });
});
