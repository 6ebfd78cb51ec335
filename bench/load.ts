import http from "node:http";
import zlib from "node:zlib";

export interface Sample {
  p50: number;
  p95: number;
  count: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

function summarize(latencies: number[], errors: number): Sample {
  const s = [...latencies].sort((x, y) => x - y);
  return { p50: percentile(s, 50), p95: percentile(s, 95), count: s.length, errors };
}

/**
 * Open-loop load at a fixed rate: one call every 1000/rate ms for `seconds`, whatever the latency, so slow
 * responses queue up as they would for real users. Latency in milliseconds.
 */
export async function atFixedRate(rate: number, seconds: number, call: (i: number) => Promise<void>): Promise<Sample> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push((async () => {
      const t0 = performance.now();
      try {
        await call(i);
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    })());
  }
  await Promise.all(pending);
  return summarize(latencies, errors);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** What a browser sends: the answer may come compressed, as it would to the web app. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

function decode(raw: Buffer, encoding: string | undefined): string {
  const body = encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw)
    : encoding === "deflate" ? zlib.inflateSync(raw) : raw;
  return body.toString();
}

/** A JSON answer with an `errors` key anywhere at its top level (GraphQL errors, with or without data). */
function hasErrors(body: string, contentType: string | undefined): boolean {
  if (!contentType?.includes("json")) return false;
  try {
    const json = JSON.parse(body);
    return typeof json === "object" && json !== null && "errors" in json;
  } catch {
    return true;
  }
}

/** One HTTP request on a kept-alive connection, with a browser's accept-encoding; rejects on a non-2xx answer or any GraphQL error. */
export function request(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? "GET", headers: { ...BROWSER_HEADERS, ...opts.headers }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        let body: string;
        try { body = decode(Buffer.concat(chunks), res.headers["content-encoding"]); } catch (e) { reject(e); return; }
        if ((res.statusCode ?? 500) >= 300 || hasErrors(body, res.headers["content-type"])) reject(new Error(`${res.statusCode} ${body.slice(0, 200)}`));
        else resolve(body);
      });
    });
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}
