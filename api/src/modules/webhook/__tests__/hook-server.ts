import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedHook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the test server does with its n-th request (1-based): answer a status, or handle the raw response itself. */
export type HookAnswer = { status: number; headers?: Record<string, string>; body?: string } | ((res: http.ServerResponse) => void);

export interface HookServer {
  url: string;
  port: number;
  received: ReceivedHook[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that records every request it gets and answers as `answer` says (200 by default). */
export async function startHookServer(answer: (n: number) => HookAnswer = () => ({ status: 200 })): Promise<HookServer> {
  const received: ReceivedHook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const a = answer(received.length);
      if (typeof a === "function") return a(res);
      res.writeHead(a.status, a.headers ?? { "content-type": "text/plain" });
      res.end(a.body ?? "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
