import crypto from "node:crypto";
import { expect } from "vitest";
import { signedInAs } from "../../support/builders";
import type { TestApp } from "./test-app";

/** `[method, route]`, with `:id` standing for any id. */
export type Endpoint = readonly [method: string, route: string];

/** Each endpoint answers 401 signed out and 403 to a worker and to a customer. */
export async function expectAdminOnly(app: TestApp, endpoints: readonly Endpoint[]): Promise<void> {
  const { worker, customer } = await signedInAs(app, { worker: "worker", customer: "customer" });
  for (const [method, route] of endpoints) {
    const path = route.replace(":id", crypto.randomUUID());
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    expect((await app.client().request(method, path, body)).status, `${method} ${route}`).toBe(401);
    expect((await worker.client.request(method, path, body)).status, `${method} ${route}`).toBe(403);
    expect((await customer.client.request(method, path, body)).status, `${method} ${route}`).toBe(403);
  }
}
