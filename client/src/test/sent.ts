import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { RequestLog } from "./msw";

/**
 * What a form sent, read once the screen says it is done: waits for `shown` (the toast of a
 * save), then answers the body of the first `method path` request.
 */
export async function sentWhenShown(callsTo: RequestLog["callsTo"], shown: string | RegExp, method: string, path: string): Promise<unknown> {
  expect(await screen.findByText(shown)).toBeInTheDocument();
  return callsTo(method, path)[0].body;
}
