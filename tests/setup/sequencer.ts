import { readFileSync } from "node:fs";
import type { TestSequencer, TestSpecification, Vitest } from "vitest/node";

/** The docblock by which a file picks its environment, as Vitest reads it. */
const ENVIRONMENT_PRAGMA = /@(?:vitest|jest)-environment\s+([\w-]+)\b/;

function environmentOf(spec: TestSpecification): string {
  return ENVIRONMENT_PRAGMA.exec(readFileSync(spec.moduleId, "utf8"))?.[1] ?? spec.project.config.environment;
}

/** Vitest's own seeded shuffle (`--sequence.shuffle`), so a seed gives the order it would. */
function shuffle<T>(items: T[], seed: number): T[] {
  const random = (n: number) => {
    const x = Math.sin(n) * 1e4;
    return x - Math.floor(x);
  };
  for (let length = items.length; length; seed++) {
    const index = Math.floor(random(seed) * length--);
    [items[length], items[index]] = [items[index], items[length]];
  }
  return items;
}

/**
 * Runs the files of one project and environment one after another: the unit project's
 * component files (jsdom) first, then its node files. A worker that shares its modules
 * (`isolate: false`) is kept only while the next file wants the same environment; a file of
 * the other one ends it, and the next worker imports React, the app and jsdom again. In
 * Vitest's order, longest first, the two kinds alternated about 58 times in 174 files
 * (docs/decisions/2026-11-28-unit-tests-pool-and-environment.md).
 *
 * Within a group the order is Vitest's (the slowest files first, from the last run), or
 * shuffled when a seed is given: `--sequence.seed=7`, or `--sequence.shuffle`, which also
 * shuffles the tests within each file.
 */
export class SameEnvironmentTogether implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  /** Vitest's own sequencer, loaded only when tests run: vite.config.ts is read by `vite build` too. */
  private async vitests(): Promise<TestSequencer> {
    const { BaseSequencer } = await import("vitest/node");
    return new BaseSequencer(this.ctx);
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.vitests()).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle: shuffled, seed } = this.ctx.config.sequence;
    const ordered = shuffled || seed !== undefined ? shuffle([...files], seed ?? Date.now()) : await (await this.vitests()).sort(files);
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of ordered) {
      const key = `${spec.project.name}\0${environmentOf(spec)}`;
      const group = groups.get(key) ?? [];
      group.push(spec);
      groups.set(key, group);
    }
    return [...groups.values()].flat();
  }
}
