import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * A transaction runs on one client, and one client runs one query at a time
 * (docs/architecture.md, the database): queries started together on it are queued by pg 8 with a
 * deprecation warning and refused by pg 9. So no `Promise.all` (or `allSettled`, `race`, `any`)
 * in server/ may name a handle that can be a transaction's: a parameter or variable named `tx`,
 * or one typed `Tx` or `DbOrTx`. The pool (`Db`) hands each query its own client and may.
 */
const root = path.resolve(__dirname, "../..");
const COMBINATORS = new Set(["all", "allSettled", "race", "any"]);
/**
 * What the text of a file holds if it calls one of them: only such files are parsed (10 of the
 * 210 in server/), since parsing them all took most of this file's time.
 */
const MAY_CALL_A_COMBINATOR = new RegExp(String.raw`\bPromise\s*\??\.\s*(?:${[...COMBINATORS].join("|")})\b`);
const ONE_CLIENT_TYPE = /\b(Tx|DbOrTx)\b/;

/** The names in scope at `node` that may hold a transaction's one client. */
function oneClientNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isFunctionLike(at)) {
      for (const p of at.parameters) {
        if (!ts.isIdentifier(p.name)) continue;
        if (p.name.text === "tx" || (p.type && ONE_CLIENT_TYPE.test(p.type.getText()))) names.add(p.name.text);
      }
    }
  }
  return names;
}

/** `file:line` of each Promise combinator whose arguments name a handle that may be one client. */
function parallelQueriesOnOneClient(fileName: string, code: string): string[] {
  if (!MAY_CALL_A_COMBINATOR.test(code)) return [];
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === "Promise" &&
      COMBINATORS.has(node.expression.name.text)
    ) {
      const names = oneClientNames(node);
      const named = (n: ts.Node): boolean => (ts.isIdentifier(n) && names.has(n.text)) || ts.forEachChild(n, named) === true;
      if (names.size > 0 && node.arguments.some(named)) {
        found.push(`${path.relative(root, fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function serverFiles(dir = path.join(root, "server")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return serverFiles(full);
    return /\.ts$/.test(d.name) && !/\.test\.ts$/.test(d.name) ? [full] : [];
  });
}

describe("one query at a time on a transaction's client", () => {
  it("finds queries started together on a transaction or on a handle that may be one", () => {
    const probe = (code: string) => parallelQueriesOnOneClient(path.join(root, "server/probe.ts"), code);
    expect(probe("db.transaction(async (tx) => { await Promise.all([a(tx), b(tx)]); });")).toEqual(["server/probe.ts:1"]);
    expect(probe("export async function f(db: DbOrTx) {\n  return Promise.all(ids.map((id) => db.select().from(t).where(eq(t.id, id))));\n}")).toEqual([
      "server/probe.ts:2",
    ]);
    expect(probe("async function f(h: Tx) { await Promise.allSettled([q(h)]); }")).toEqual(["server/probe.ts:1"]);
    // The pool may: each query takes its own client.
    expect(probe("export async function f(db: Db) { return Promise.all([a(db), b(db)]); }")).toEqual([]);
    expect(probe("async function f(tx: Tx) { await a(tx); await b(tx); }")).toEqual([]);
    // However the call is written.
    expect(probe("async function f(tx: Tx) {\n  await Promise\n    .all([a(tx)]);\n  await Promise?.race([b(tx)]);\n}")).toEqual([
      "server/probe.ts:2",
      "server/probe.ts:4",
    ]);
  });

  it("server/ starts none", () => {
    expect(serverFiles().flatMap((file) => parallelQueriesOnOneClient(file, fs.readFileSync(file, "utf8")))).toEqual([]);
  });
});
