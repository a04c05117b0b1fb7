import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen, type FirstScreenAnswer } from "@shared/first-screen";

/**
 * The answers the server put into the page for its first screen
 * (docs/decisions/2026-11-24-first-screen-rendering.md), read once and taken out of the
 * document. Null when the page has none (the page came from the service worker's cache, or
 * the server could not tell) or when the block cannot be read: the screen then asks the
 * network.
 */
export function takeFirstScreen(doc: Document = document): FirstScreen | null {
  const element = doc.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const screen = JSON.parse(element.textContent ?? "") as unknown;
    return isFirstScreen(screen) ? screen : null;
  } catch {
    return null;
  }
}

function isAnswer(value: unknown): value is FirstScreenAnswer {
  if (typeof value !== "object" || value === null) return false;
  const answer = value as Record<string, unknown>;
  return typeof answer.path === "string" && typeof answer.body === "string" && typeof answer.headers === "object" && answer.headers !== null;
}

function isFirstScreen(value: unknown): value is FirstScreen {
  if (typeof value !== "object" || value === null) return false;
  const { answers, signedOut } = value as Record<string, unknown>;
  return Array.isArray(answers) && answers.every(isAnswer) && (signedOut === undefined || typeof signedOut === "boolean");
}
