/**
 * Loaded into the bench:api server with `node --import` (never part of the product or its
 * build): appends every statement the server sends through `pg` to the file named by
 * BENCH_CAPTURE_SQL, one JSON line `{ text, values, rowMode }`, the values as pg sends them.
 * bench/api.ts replays these lines through a bare pool as each endpoint's floor.
 */
import fs from "node:fs";
import pg from "pg";
import type { CapturedStatement } from "./api-floor";

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
type Prepare = (value: unknown) => unknown;

const file = process.env.BENCH_CAPTURE_SQL;
// pg's own serialisation of a parameter (dates, arrays, JSON), the one it sends on the wire.
const prepareValue = (pg as unknown as { utils: { prepareValue: Prepare } }).utils.prepareValue;

function statementOf(args: unknown[]): CapturedStatement | undefined {
  // query(text, values?), query(config) or, as drizzle calls it, query(config, values).
  const [first, second] = args;
  const config = typeof first === "string" ? { text: first } : first;
  if (!config || typeof config !== "object") return undefined;
  const { text, rowMode } = config as { text?: unknown; rowMode?: unknown };
  if (typeof text !== "string") return undefined;
  const values = Array.isArray(second) ? second : (config as { values?: unknown }).values;
  return {
    text,
    values: Array.isArray(values) ? values.map((v) => encodeValue(prepareValue(v))) : undefined,
    rowMode: rowMode === "array" ? "array" : undefined,
  };
}

function encodeValue(value: unknown): unknown {
  return Buffer.isBuffer(value) ? { base64: value.toString("base64") } : value;
}

if (file) {
  const prototype = pg.Client.prototype as unknown as { query: QueryFn };
  const query = prototype.query;
  prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
    const statement = statementOf(args);
    if (statement) fs.appendFileSync(file, `${JSON.stringify(statement)}\n`);
    return query.apply(this, args);
  };
}
