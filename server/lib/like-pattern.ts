/** An ILIKE pattern that finds `q` anywhere: `%`, `_` and `\\` in what a user typed match themselves, not any text. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
