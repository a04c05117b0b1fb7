import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import type { Locale } from "../../../shared/i18n/locales";
import { registrationInput } from "../../support/builders/inputs";

/**
 * Accounts for the journeys, made and signed in over HTTP (docs/decisions/2026-11-28-journeys-that-only-a-browser-can-prove.md):
 * only the sign-in journeys (auth.spec.ts, new-installation.spec.ts) go through the screens.
 * A page's `request` shares its browser context's cookies, so a page signed in here opens the
 * app signed in.
 *
 * Every account still costs the production server one argon2id hash (docs/product-rules.md §13);
 * `signUpWorker` pays only that one, where the admin's POST /api/users and a sign-in would pay a
 * hash and a verification.
 */

const DEMO_ADMIN = { email: "admin@demo.se", password: "admin1234" } as const;

export interface Account {
  id: string;
  username: string;
  fullName: string;
  email: string;
  password: string;
}

/** What signs in: a page or a browser context (their cookies), or a request context of its own. */
export type Session = Page | BrowserContext | APIRequestContext;

const requestOf = (session: Session): APIRequestContext => ("request" in session ? session.request : session);

/** Signs `session` in; the server must answer 200. */
export async function signIn(session: Session, account: { email: string; password: string }): Promise<void> {
  const res = await requestOf(session).post("/api/login", { data: { email: account.email, password: account.password } });
  expect(res.status(), `sign-in of ${account.email}: ${await res.text()}`).toBe(200);
}

/** Signs `session` in as the demo admin. */
export function signInAdmin(session: Session): Promise<void> {
  return signIn(session, DEMO_ADMIN);
}

/**
 * A new worker who signed up through POST /api/register (the server's registration is open),
 * signed in on `session` by that same answer. The fields not given are unique.
 */
export async function signUpWorker(session: Session, fields: Partial<Omit<Account, "id">> = {}): Promise<Account> {
  const input = registrationInput(fields);
  const res = await requestOf(session).post("/api/register", { data: input });
  expect(res.status(), `sign-up: ${await res.text()}`).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, ...input };
}

/**
 * What only an admin gives a worker: an employee number (payroll), a personnummer
 * (personalliggare) or the language the app speaks to the worker (docs/i18n.md).
 */
interface AdminFields {
  employeeNumber?: string;
  identityNumber?: string;
  locale?: Locale;
}

/**
 * A worker signed up on `session` as `signUpWorker` does, then given `extra` by the admin
 * (PATCH /api/users/{id}, which costs no hash).
 */
export async function signUpWorkerWith(session: Session, admin: APIRequestContext, fields: Partial<Omit<Account, "id">>, extra: AdminFields): Promise<Account> {
  const account = await signUpWorker(session, fields);
  const { username, fullName, email } = account;
  const res = await admin.patch(`/api/users/${account.id}`, { data: { username, fullName, email, role: "worker", ...extra } });
  expect(res.status(), `the admin's edit: ${await res.text()}`).toBe(200);
  return account;
}

/** A worker made by the admin (POST /api/users), for one who never opens the app in the journey. */
export async function createWorker(admin: APIRequestContext, fields: Partial<Omit<Account, "id">> = {}, extra: AdminFields = {}): Promise<Account> {
  const input = registrationInput(fields);
  const res = await admin.post("/api/users", { data: { ...input, role: "worker", ...extra } });
  expect(res.status(), `the admin's new user: ${await res.text()}`).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, ...input };
}
