import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  at: number;
}

export interface PlannedResponse {
  status: number;
  headers?: Record<string, string>;
  /** Wait this long before answering (to provoke time-outs). */
  delayMs?: number;
  /** The response body (default `ok`); a Buffer for bytes that are not text. */
  body?: string | Buffer;
}

/**
 * A real HTTP receiver on loopback for webhook tests: records every request with its raw
 * body and answers from a plan (default 200).
 */
export async function startReceiver() {
  const received: ReceivedRequest[] = [];
  const plan: PlannedResponse[] = [];
  let fallback: PlannedResponse = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const r = plan.shift() ?? fallback;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(r.status, { 'content-type': 'text/plain', ...r.headers });
        res.end(r.body ?? 'ok');
      };
      if (r.delayMs) setTimeout(send, r.delayMs);
      else send();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    plan,
    setDefault(r: PlannedResponse) {
      fallback = r;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
