/**
 * Signed-in clients for API tests: a new user of a role, signed in through `POST /api/login`
 * like a browser, in a cookie jar of its own. The user rows come from the host (the test
 * app writes them straight to its database), so this file needs no server code.
 */
import type { UserRow } from "../../../shared/schema";
import type { UserRole } from "../../../shared/domain";
import { TestClient } from "../../api/helpers/http-client";
import type { UserInput } from "./inputs";

/** A user row as created, with the password in clear for signing in. */
export type CreatedUser = UserRow & { plainPassword: string };

export interface SignedIn {
  client: TestClient;
  user: CreatedUser;
}

/** What the session helpers need of a running app: `TestApp` is one. */
export interface SessionHost {
  url: string;
  /** A new user from `userInput(input)`. */
  createUser(input?: Partial<UserInput>): Promise<CreatedUser>;
}

/** Signs `client` in as `user`; throws unless the server answers 200. */
export async function signIn(client: TestClient, user: { email: string; plainPassword: string }): Promise<void> {
  const res = await client.post("/api/login", { email: user.email, password: user.plainPassword });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
}

/** A new user of `role` (other fields from `userInput`), and a client signed in as it. */
export async function signedIn(host: SessionHost, role: UserRole, input: Partial<Omit<UserInput, "role">> = {}): Promise<SignedIn> {
  const user = await host.createUser({ ...input, role });
  const client = new TestClient(host.url);
  await signIn(client, user);
  return { client, user };
}

/**
 * Several signed-in users at once, e.g.
 * `signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Åsa Öberg" } })`;
 * the sign-ins run in parallel (password hashing dominates their time).
 */
export async function signedInAs<K extends string>(
  host: SessionHost,
  roles: Record<K, UserRole | (Partial<UserInput> & { role: UserRole })>,
): Promise<Record<K, SignedIn>> {
  const keys = Object.keys(roles) as K[];
  const sessions = await Promise.all(
    keys.map((key) => {
      const wanted = roles[key];
      return typeof wanted === "string" ? signedIn(host, wanted) : signedIn(host, wanted.role, wanted);
    }),
  );
  return Object.fromEntries(keys.map((key, i) => [key, sessions[i]])) as Record<K, SignedIn>;
}
