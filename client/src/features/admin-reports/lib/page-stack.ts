/**
 * Where 'Alla rapporter' is in the list: the pages walked so far, each named by the cursor
 * that reads it (none for page 1) and the number of reports before it. 'Nästa' pushes the
 * page's X-Next-Cursor, 'Föregående' pops back to the page before; a new filter or search
 * starts again at page 1 (docs/decisions/2026-11-23-lists-at-scale.md).
 */
export interface PageRef {
  /** The X-Next-Cursor of the page before; undefined for page 1. */
  cursor?: string;
  /** Reports on the pages before this one: the label counts from start + 1. */
  start: number;
}

/** Page 1 at the bottom, the page on screen on top. */
export type PageStack = readonly PageRef[];

const PAGE_ONE: PageRef = { start: 0 };

export const FIRST_PAGE: PageStack = [PAGE_ONE];

export function currentPage(stack: PageStack): PageRef {
  return stack.at(-1) ?? PAGE_ONE;
}

/** The page after the current one, which showed `shown` reports. */
export function nextPage(stack: PageStack, cursor: string, shown: number): PageStack {
  return [...stack, { cursor, start: currentPage(stack).start + shown }];
}

export function previousPage(stack: PageStack): PageStack {
  return stack.length > 1 ? stack.slice(0, -1) : stack;
}
