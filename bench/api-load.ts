/** HTTP load for bench:api: `connections` keep-alive connections send one GET over and over for a fixed time. */
import autocannon from "autocannon";

/** One endpoint's figures under load, or its floor's. Latencies in ms. */
export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, connection errors and timeouts. */
  errors: number;
}

/** What a browser sends: the answer is compressed as it would be in use. */
const BROWSER_HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br, zstd" };

export async function loadEndpoint(url: string, cookie: string, connections: number, durationMs: number): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: durationMs / 1000,
    // A slow answer under load is a figure, not a reason to abandon the connection.
    timeout: 60,
    headers: { ...BROWSER_HEADERS, cookie },
    excludeErrorStats: true,
  });
  return {
    // Only answers that succeeded count: a quick 503 is no throughput.
    requestsPerSecond: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}
