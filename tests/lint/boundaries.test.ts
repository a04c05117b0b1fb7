import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import boundaries of docs/architecture.md are lint errors. Each case lints a small file
 * placed (virtually) in a real folder and importing a real file, so the rule sees resolved
 * paths exactly as in `npm run lint`.
 */
const root = path.resolve(__dirname, "../..");
let eslint: ESLint;

const READ = new Set(["boundaries/dependencies"]);

beforeAll(() => {
  // Only the rules these cases read (problems() below); the rest of the configuration is
  // held to account by `npm run lint`.
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => READ.has(ruleId) });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => (m.ruleId !== null && READ.has(m.ruleId)) || m.fatal).map((m) => `${m.ruleId}: ${m.message}`);
}

const importOf = (specifier: string) => `import * as probe from "${specifier}";\nexport const used = probe;\n`;
const withoutExt = (file: string) => file.replace(/\.(ts|tsx)$/, "");

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(ts|tsx)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

/** Two screen features that have source files, found at run time so renames keep the test honest. */
function twoFeatures(): [string, string] {
  const dir = path.join(root, "client/src/features");
  const features = fs.readdirSync(dir).filter((f) => filesUnder(`client/src/features/${f}`).length > 1);
  if (features.length < 2) throw new Error("expected at least two screen features");
  return [features[0], features[1]];
}

/** The server modules with routes, service, repo and their public index.ts. */
function layeredModules(): string[] {
  return fs
    .readdirSync(path.join(root, "server"))
    .filter((m) => ["routes.ts", "service.ts", "repo.ts", "index.ts"].every((f) => fs.existsSync(path.join(root, "server", m, f))));
}

describe("import boundaries", () => {
  it("a screen feature may not import another feature, by relative path or by alias; inside itself it may", async () => {
    const [a, b] = twoFeatures();
    const target = withoutExt(filesUnder(`client/src/features/${b}`)[0]);
    const own = filesUnder(`client/src/features/${a}`);
    const probe = `client/src/features/${a}/probe.ts`;
    const relative = path.relative(path.dirname(probe), target);
    expect(await problems(probe, importOf(relative))).toEqual([expect.stringContaining("Screen features never import each other")]);
    expect(await problems(probe, importOf(target.replace("client/src/", "@/")))).toEqual([expect.stringContaining("Screen features never import each other")]);
    expect(await problems(probe, importOf(`./${path.relative(`client/src/features/${a}`, withoutExt(own[0]))}`))).toEqual([]);
  });

  it("the client never imports the server, and shared/ imports neither", async () => {
    expect(await problems("client/src/lib/probe.ts", importOf("../../../server/lib/errors"))).toEqual([
      expect.stringContaining("The client never imports server code"),
    ]);
    expect(await problems("shared/probe.ts", importOf("../client/src/lib/cn"))).toEqual([expect.stringContaining("shared/ imports neither")]);
    expect(await problems("shared/probe.ts", importOf("../server/lib/errors"))).toEqual([expect.stringContaining("shared/ imports neither")]);
    expect(await problems("shared/schema/probe.ts", importOf("../../server/lib/errors"))).toEqual([expect.stringContaining("shared/ imports neither")]);
    expect(await problems("shared/types/probe.ts", importOf("../../client/src/lib/cn"))).toEqual([expect.stringContaining("shared/ imports neither")]);
  });

  it("another module is used only through its index.ts; inside a module anything goes but routes → repo", async () => {
    const [mod, other] = layeredModules();
    expect(mod).toBeDefined();
    expect(other).toBeDefined();
    const throughIndex = "Another module is used only through its index.ts";
    for (const file of ["repo", "service", "routes", "presenter"].filter((f) => fs.existsSync(path.join(root, "server", mod, `${f}.ts`)))) {
      expect(await problems(`server/${other}/service.ts`, importOf(`../${mod}/${file}`))).toEqual([expect.stringContaining(throughIndex)]);
      expect(await problems(`server/${other}/repo.ts`, importOf(`../${mod}/${file}`))).toEqual([expect.stringContaining(throughIndex)]);
    }
    expect(await problems(`server/${other}/service.ts`, importOf(`../${mod}`))).toEqual([]);
    expect(await problems(`server/${other}/repo.ts`, importOf(`../${mod}/index`))).toEqual([]);
    // server/app.ts and the rest of server/ (frontend, db) are held to the same rule.
    expect(await problems("server/app.ts", importOf(`./${mod}/routes`))).toEqual([expect.stringContaining(throughIndex)]);
    expect(await problems("server/app.ts", importOf(`./${mod}`))).toEqual([]);
    expect(await problems("server/frontend/probe.ts", importOf(`../${mod}/presenter`))).toEqual([expect.stringContaining(throughIndex)]);
    // Inside the module: the service and the presenter may use the repo, the index re-exports
    // any of its files; routes call the service.
    expect(await problems(`server/${mod}/service.ts`, importOf("./repo"))).toEqual([]);
    expect(await problems(`server/${mod}/probe.ts`, importOf("./repo"))).toEqual([]);
    expect(await problems(`server/${mod}/index.ts`, `export * from "./repo";\n`)).toEqual([]);
    expect(await problems(`server/${mod}/routes.ts`, importOf("./repo"))).toEqual([expect.stringContaining("Routes never import a repo")]);
  });

  it("every server module has an index.ts", () => {
    const modules = fs
      .readdirSync(path.join(root, "server"), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !["lib", "db", "storage", "frontend"].includes(d.name))
      .map((d) => d.name);
    expect(modules.filter((m) => !fs.existsSync(path.join(root, "server", m, "index.ts")))).toEqual([]);
  });

  it("server/lib never imports a module", async () => {
    const [mod] = layeredModules();
    expect(await problems("server/lib/probe.ts", importOf(`../${mod}/service`))).toEqual([expect.stringContaining("server/lib never imports a module")]);
    expect(await problems("server/lib/probe.ts", importOf(`../${mod}`))).toEqual([expect.stringContaining("server/lib never imports a module")]);
  });

  it("product code never imports test builders; tests may", async () => {
    expect(await problems("client/src/app/probe.ts", importOf("../../../tests/support/builders"))).toEqual([
      expect.stringContaining("Product code never imports test helpers"),
    ]);
    expect(await problems("client/src/app/probe.test.ts", importOf("../../../tests/support/builders"))).toEqual([]);
  });

  it("a runtime import cycle is an error, a type-only one is not (oxlint, .oxlintrc.json)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cycle-"));
    try {
      fs.writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = () => b;\n');
      fs.writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = 1;\nexport const c = () => a;\n');
      fs.writeFileSync(path.join(dir, "c.ts"), 'import type { D } from "./d";\nexport type C = { d?: D };\n');
      fs.writeFileSync(path.join(dir, "d.ts"), 'import type { C } from "./c";\nexport type D = { c?: C };\n');
      const run = spawnSync(path.join(root, "node_modules/.bin/oxlint"), ["-c", path.join(root, ".oxlintrc.json"), "--format", "unix", dir], {
        encoding: "utf8",
      });
      const cycles = run.stdout.split("\n").filter((line) => line.includes("no-cycle"));
      expect(cycles.map((line) => path.basename(line.split(":")[0]!)).sort()).toEqual(["a.ts", "b.ts"]);
      expect(run.status).not.toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
