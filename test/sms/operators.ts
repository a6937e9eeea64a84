import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OperatorRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}

type Answer = { status: number; json?: unknown; delayMs?: number };

async function serve(handle: (r: OperatorRequest) => Answer) {
  const received: OperatorRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const r: OperatorRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(raw))
          : {},
      };
      received.push(r);
      const a = handle(r);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(a.status, { 'content-type': 'application/json' });
        res.end(a.json === undefined ? '' : JSON.stringify(a.json));
      };
      if (a.delayMs) setTimeout(send, a.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Speaks Twilio's Messages API: Basic auth with the account SID and token, the account in the
 * path, form fields To/Body and From or MessagingServiceSid. `failNext` queues answers
 * (e.g. a 500) before the normal behaviour resumes.
 */
export async function startTwilio(accountSid: string, authToken: string) {
  const failNext: Answer[] = [];
  let seq = 0;
  const srv = await serve((r) => {
    const queued = failNext.shift();
    if (queued) return queued;
    const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (r.headers.authorization !== expectedAuth)
      return { status: 401, json: { code: 20003, message: 'Authenticate', status: 401 } };
    if (r.method !== 'POST' || r.path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
      return {
        status: 404,
        json: { code: 20404, message: 'The requested resource was not found', status: 404 },
      };
    const { To, Body, From, MessagingServiceSid } = r.form;
    if (!To || !/^\+\d{8,15}$/.test(To))
      return {
        status: 400,
        json: { code: 21211, message: `The 'To' number ${To} is not a valid phone number.`, status: 400 },
      };
    if (!Body)
      return { status: 400, json: { code: 21602, message: 'Message body is required.', status: 400 } };
    if (!From && !MessagingServiceSid)
      return {
        status: 400,
        json: { code: 21603, message: "A 'From' phone number is required.", status: 400 },
      };
    seq += 1;
    return {
      status: 201,
      json: {
        sid: `SM${String(seq).padStart(32, '0')}`,
        status: 'queued',
        to: To,
        body: Body,
        account_sid: accountSid,
      },
    };
  });
  return { ...srv, failNext };
}

/** Speaks SMSAPI.pl's sms.do: Bearer token, form fields, JSON answers with `list` or `error`. */
export async function startSmsapi(token: string) {
  const failNext: Answer[] = [];
  let seq = 0;
  const srv = await serve((r) => {
    const queued = failNext.shift();
    if (queued) return queued;
    if (r.headers.authorization !== `Bearer ${token}`)
      return { status: 401, json: { error: 101, message: 'Authorization failed' } };
    if (r.method !== 'POST' || r.path !== '/sms.do')
      return { status: 404, json: { error: 404, message: 'Not found' } };
    const { to, message, format, encoding } = r.form;
    if (format !== 'json' || encoding !== 'utf-8')
      return { status: 200, json: { error: 8, message: 'Error in request' } };
    if (!to || !/^\d{9,15}$/.test(to))
      return { status: 200, json: { error: 13, message: 'No correct phone numbers' } };
    if (!message)
      return { status: 200, json: { error: 11, message: 'Message too long or there is no message' } };
    seq += 1;
    return {
      status: 200,
      json: {
        count: 1,
        list: [{ id: `6A${String(seq).padStart(8, '0')}`, points: 0.16, number: to, status: 'QUEUE' }],
      },
    };
  });
  return { ...srv, failNext };
}
