import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';

async function listen(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A server publishing one sheet as CSV, like Google Sheets' "publish to the web": an ETag of
 * the content, a 304 for a matching If-None-Match, and `status` to make it fail.
 */
export async function startSheetServer(initial: string) {
  const state = {
    body: initial,
    status: 200,
    requests: [] as { path: string; ifNoneMatch: string | undefined }[],
  };
  const etag = () => `"${createHash('sha1').update(state.body).digest('hex').slice(0, 16)}"`;
  const server = http.createServer((req, res) => {
    state.requests.push({ path: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] });
    if (state.status !== 200) {
      res.writeHead(state.status, { 'content-type': 'text/plain' });
      res.end('error');
      return;
    }
    if (req.headers['if-none-match'] === etag()) {
      res.writeHead(304, { etag: etag() });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', etag: etag() });
    res.end(state.body);
  });
  const l = await listen(server);
  return { ...l, state, url: `${l.base}/sheet.csv`, etag };
}

export interface HubSpotRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * Speaks the parts of HubSpot's CRM v3 API the adapter uses: Bearer private-app token,
 * `GET /crm/v3/objects/contacts`, `POST /crm/v3/objects/contacts/search` (filterGroups OR-ed,
 * filters `EQ` on properties) and `POST /crm/v3/objects/calls` with associations.
 * `failNext` makes the next request answer 500.
 */
export async function startHubSpot(token: string) {
  const received: HubSpotRequest[] = [];
  const contacts: { id: string; properties: Record<string, string> }[] = [];
  const calls: { id: string; properties: Record<string, string>; associations: unknown }[] = [];
  const state = { failNext: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? JSON.parse(raw) : undefined;
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (state.failNext > 0) {
        state.failNext--;
        return send(500, { status: 'error', message: 'internal error', category: 'INTERNAL_ERROR' });
      }
      if (req.headers.authorization !== `Bearer ${token}`)
        return send(401, {
          status: 'error',
          message: 'Authentication credentials not found.',
          category: 'INVALID_AUTHENTICATION',
        });
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'GET' && path === '/crm/v3/objects/contacts')
        return send(200, { results: contacts.slice(0, 1) });
      if (req.method === 'POST' && path === '/crm/v3/objects/contacts/search') {
        const groups = (
          body as { filterGroups: { filters: { propertyName: string; operator: string; value: string }[] }[] }
        ).filterGroups;
        const hits = contacts.filter((c) =>
          groups.some((g) =>
            g.filters.every((f) => f.operator === 'EQ' && c.properties[f.propertyName] === f.value),
          ),
        );
        return send(200, { total: hits.length, results: hits.slice(0, body.limit ?? 10) });
      }
      if (req.method === 'POST' && path === '/crm/v3/objects/calls') {
        const id = String(9000 + calls.length);
        calls.push({ id, properties: body.properties, associations: body.associations });
        return send(201, { id, properties: body.properties, createdAt: new Date().toISOString() });
      }
      send(404, { status: 'error', message: 'Not found' });
    });
  });
  const l = await listen(server);
  return { ...l, received, contacts, calls, state };
}

/** An XLSX workbook built with the library the service reads it with. */
export async function makeWorkbook(sheets: Record<string, (string | number)[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const r of rows) ws.addRow(r);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
