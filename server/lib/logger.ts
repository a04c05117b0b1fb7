type Level = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, extra?: Record<string, unknown>): void;
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

/** One line per event. Callers never pass passwords, tokens or session ids. */
export function createLogger(level: Level = "info"): Logger {
  const write = (l: Exclude<Level, "silent">, msg: string, extra?: Record<string, unknown>) => {
    if (ORDER[l] < ORDER[level]) return;
    const line = `${new Date().toISOString()} ${l.toUpperCase()} ${msg}${extra ? ` ${JSON.stringify(extra)}` : ""}`;
    if (l === "error" || l === "warn") console.error(line);
    else console.log(line);
  };
  return {
    debug: (m, e) => write("debug", m, e),
    info: (m, e) => write("info", m, e),
    warn: (m, e) => write("warn", m, e),
    error: (m, e) => write("error", m, e),
  };
}
