/**
 * `npm run webhook:listen -- --key svc_live_…`: a webhook receiver for trying the service.
 *
 * Starts an HTTP server on 127.0.0.1 (`--port`, default a free one), registers it as a webhook
 * endpoint of the key's tenant through `POST /v2/webhook-endpoints` (all events), then prints
 * every delivery it receives after verifying its `X-Service-Signature` with the endpoint's
 * secret, the same check an integrator's receiver makes (`verifyWebhookSignature`). Ctrl-C
 * deletes the endpoint again. The service refuses loopback URLs unless it runs with
 * `WEBHOOK_ALLOW_PRIVATE_NETWORKS=1` (development only); the refusal is printed as it comes.
 *
 * The service is found at `--base` or PUBLIC_BASE_URL, else http://HOST:PORT (127.0.0.1:8080).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../src/modules/webhooks/signing.js';

export interface Delivery {
  event: string;
  delivery: string;
  verified: boolean;
  reason?: string;
  body: unknown;
}

export interface Listener {
  url: string;
  endpointId: string;
  deliveries: Delivery[];
  close(): Promise<void>;
}

async function api(baseUrl: string, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      // Every v2 write takes an Idempotency-Key.
      ...(method !== 'GET' ? { 'idempotency-key': randomUUID() } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok) {
    const error = json.error as { message?: string; code?: string } | undefined;
    throw new Error(`${method} ${path}: ${res.status} ${error?.code ?? ''} ${error?.message ?? text}`.trim());
  }
  return json;
}

/** Starts the receiver and registers it; `onDelivery` sees each verified (or refused) delivery. */
export async function listen(opts: {
  baseUrl: string;
  apiKey: string;
  port?: number;
  onDelivery?: (d: Delivery) => void;
}): Promise<Listener> {
  const deliveries: Delivery[] = [];
  let secret = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const header = req.headers[SIGNATURE_HEADER];
      const check = verifyWebhookSignature(raw, typeof header === 'string' ? header : undefined, secret);
      let body: unknown = null;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = raw.toString('utf8');
      }
      const d: Delivery = {
        event: String(req.headers['x-service-event'] ?? ''),
        delivery: String(req.headers['x-service-delivery'] ?? ''),
        verified: check.ok,
        ...(check.ok ? {} : { reason: check.reason }),
        body,
      };
      deliveries.push(d);
      opts.onDelivery?.(d);
      // A receiver answers 2xx only for what it verified: anything else is retried by the service.
      res
        .writeHead(check.ok ? 200 : 400, { 'content-type': 'text/plain' })
        .end(check.ok ? 'ok' : check.reason);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  let endpoint: Record<string, unknown>;
  try {
    endpoint = await api(opts.baseUrl, opts.apiKey, 'POST', '/v2/webhook-endpoints', {
      url,
      description: 'npm run webhook:listen',
      enabled_events: ['*'],
    });
  } catch (err) {
    server.close();
    throw err;
  }
  secret = String(endpoint.secret);
  const endpointId = String(endpoint.id);
  return {
    url,
    endpointId,
    deliveries,
    async close() {
      await api(opts.baseUrl, opts.apiKey, 'DELETE', `/v2/webhook-endpoints/${endpointId}`).catch(() => {});
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: { key: { type: 'string' }, port: { type: 'string' }, base: { type: 'string' } },
  });
  const apiKey = values.key ?? process.env.RECEPCJA_API_KEY;
  if (!apiKey) {
    process.stderr.write(
      'Give a live API key: npm run webhook:listen -- --key svc_live_… (npm run seed:demo prints one)\n',
    );
    process.exit(1);
  }
  const baseUrl = (
    values.base ??
    process.env.PUBLIC_BASE_URL ??
    `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '8080'}`
  ).replace(/\/$/, '');
  let listener: Listener;
  try {
    listener = await listen({
      baseUrl,
      apiKey,
      ...(values.port ? { port: Number(values.port) } : {}),
      onDelivery(d) {
        const mark = d.verified ? '✓ signature verified' : `✗ signature refused (${d.reason})`;
        process.stdout.write(
          `${mark}: ${d.event} (delivery ${d.delivery})\n${JSON.stringify(d.body, null, 2)}\n`,
        );
      },
    });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `Listening at ${listener.url}, registered as webhook endpoint ${listener.endpointId} (all events).\n` +
      'Make a call in another terminal (npm run call -- --to …); Ctrl-C removes the endpoint.\n',
  );
  process.once('SIGINT', () => {
    listener.close().then(() => process.exit(0));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
