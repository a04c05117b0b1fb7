import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md is where a newcomer starts: every file and folder it names must exist,
 * so that a move or a rename that forgets the map fails here instead of misleading the next
 * reader. A name in backticks counts as a path when it has a file ending or a slash; one with a
 * placeholder (`<module>`, `{id}`, `*`, `…`) is a pattern and is not checked. A path may be
 * written from the root (`server/lib/errors.ts`) or from a folder the text stands in
 * (`lib/format.ts`, `app.ts`): it must then end some path of the tree. Links must resolve
 * from the doc's own folder.
 */
const root = path.resolve(__dirname, "../..");
const DOC = "docs/architecture.md";
const SKIPPED_DIRS = new Set(["node_modules", ".git", "dist", "coverage", "test-results", "playwright-report", "data"]);
const FILE_ENDING = /\.(ts|tsx|js|mjs|cjs|json|sql|md|css|html)$/;
const PATTERN = /[<>{}*…]|\.\.\//;

function treePaths(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        out.push(`${rel}/`);
        walk(rel);
      } else out.push(rel);
    }
  };
  walk("");
  return out;
}

/**
 * The backticked names of `text` that are paths: a file ending, or a slash after the name of a
 * folder of the tree (`import-x/no-cycle` is a lint rule, `@axe-core/playwright` a package); no
 * spaces, not an API path.
 */
export function namedPaths(text: string, folders: ReadonlySet<string>): string[] {
  const names = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1].replace(/[(),:;]+$/, ""));
  return [...new Set(names)].filter(
    (name) =>
      !name.startsWith("/") &&
      !name.startsWith("?") &&
      !PATTERN.test(name) &&
      (FILE_ENDING.test(name) || (name.includes("/") && folders.has(name.split("/")[0]))),
  );
}

/** The names of the tree's folders, wherever they stand. */
const folderNames = (tree: readonly string[]) => new Set(tree.filter((p) => p.endsWith("/")).map((p) => p.slice(0, -1).split("/").at(-1) ?? ""));

/** Whether `name` is a path of the tree, from the root or from a folder of it; a folder may be named without its slash or by its `.ts` entry point. */
export function existsInTree(name: string, tree: readonly string[]): boolean {
  const bare = name.replace(/\/$/, "");
  const forms = [bare, `${bare}/`, ...(FILE_ENDING.test(bare) ? [] : [`${bare}.ts`, `${bare}.tsx`])];
  return tree.some((p) => forms.some((form) => p === form || p.endsWith(`/${form}`)));
}

describe("docs/architecture.md", () => {
  const text = fs.readFileSync(path.join(root, DOC), "utf8");
  const tree = treePaths();

  it("names only files and folders that exist", () => {
    const names = namedPaths(text, folderNames(tree));
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((name) => !existsInTree(name, tree))).toEqual([]);
  });

  it("links only to files that exist", () => {
    const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1]).filter((link) => !/^[a-z]+:/.test(link));
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((link) => !fs.existsSync(path.join(root, path.dirname(DOC), link)))).toEqual([]);
  });

  it("would catch a path that is gone, written from the root or from a folder", () => {
    expect(existsInTree("server/lib/errors.ts", tree)).toBe(true);
    expect(existsInTree("lib/errors.ts", tree)).toBe(true);
    expect(existsInTree("shared/domain", tree)).toBe(true);
    expect(existsInTree("shared/schema", tree)).toBe(true);
    expect(existsInTree("server/lib/no-such-file.ts", tree)).toBe(false);
    expect(existsInTree("rrors.ts", tree)).toBe(false);
    const named = namedPaths(
      "`server/lib/x.ts` and `<module>/routes.ts`, `/api/sites`, `TIME_CODES`, `app.ts`, `import-x/no-cycle`, `lib/gone/`",
      folderNames(tree),
    );
    expect(named).toEqual(["server/lib/x.ts", "app.ts", "lib/gone/"]);
    expect(named.filter((name) => !existsInTree(name, tree))).toEqual(["server/lib/x.ts", "lib/gone/"]);
  });
});
