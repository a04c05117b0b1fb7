import argon2 from "argon2";
import { fieldError, problem } from "../lib/errors";

// docs/product-rules.md §13: argon2id, 19 MiB, 2 passes.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("tidrapport-dummy-password");
  await verifyPassword(await dummyHash, password);
}

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The ~49 000 most common passwords of @zxcvbn-ts/language-common, loaded on the first check
 * so that a server start and the client's bundles never carry them
 * (docs/decisions/2026-11-26-accounts-a-company-controls.md).
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => String(p).toLowerCase())),
  );
  return commonPasswords;
}

/** Whether `password` is in the list of common passwords, letter case aside (membership, not a strength score). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** A new password in the common list is a 400 on `field` (docs/product-rules.md §1). */
export async function assertPasswordNotCommon(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw fieldError(field, problem("field.password-common"));
}
