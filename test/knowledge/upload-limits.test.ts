import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSE_LIMITS } from '../../src/platform/sandbox.js';
import { OFFICE_ZIP_LIMITS, XML_MAX_DEPTH } from '../../src/platform/zip-guard.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTenantWithOwner } from '../helpers/fixtures.js';
import { makeDocx, makePdf, makeZip, multipartBody } from './files.js';
import { docxBomb, docxHeavy, docxNested } from './hostile-files.js';

type Auth = Record<string, string>;

describe('knowledge upload: hostile documents get a 413/422 and the service keeps answering', () => {
  let t: TestApp;
  let tenantId: string;
  let auth: Auth;

  const upload = (file: { filename: string; type: string; content: Buffer }) => {
    const m = multipartBody(file);
    return t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/knowledge/upload`,
      payload: m.payload,
      headers: { ...m.headers, ...auth },
    });
  };
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  beforeAll(async () => {
    t = await createTestApp();
    const mine = await createTenantWithOwner(t);
    tenantId = mine.tenant.id;
    auth = mine.owner.auth;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a DOCX zip bomb (400 MB of text in a few hundred KB) with 413 document_too_large', async () => {
    const bomb = docxBomb(400);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const r = await upload({ filename: 'cennik.docx', type: docx, content: bomb });
    const ms = performance.now() - started;
    expect(r.statusCode, r.body).toBe(413);
    expect(r.json()).toMatchObject({ code: 'document_too_large' });
    expect(r.json().detail).toContain(`${OFFICE_ZIP_LIMITS.maxUncompressedBytes / 1024 / 1024} MB`);
    expect(r.json().message_pl).toContain('po rozpakowaniu');
    console.info(`zip bomb (${bomb.length} bytes, 400 MB unpacked) refused in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(5000);
  });

  it('refuses an archive that lies about its sizes once it inflates past them (413)', async () => {
    // The central directory claims 4 KB; the entry inflates to 300 MB.
    const liar = docxBomb(300, { declaredSize: 4096 });
    const started = performance.now();
    const r = await upload({ filename: 'oferta.docx', type: docx, content: liar });
    expect(r.statusCode, r.body).toBe(413);
    expect(r.json().code).toBe('document_too_large');
    console.info(`lying archive refused in ${(performance.now() - started).toFixed(0)} ms`);
  });

  it('refuses a deeply nested document with 422 document_too_complex', async () => {
    const r = await upload({ filename: 'nested.docx', type: docx, content: docxNested(50_000) });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json()).toMatchObject({ code: 'document_too_complex' });
    expect(r.json().detail).toContain(`${XML_MAX_DEPTH} levels`);
    expect(r.json().message_pl).toMatch(/zagnieżdżone/);
  });

  it('refuses a PDF with a broken cross-reference table and damaged objects with 422', async () => {
    const good = makePdf(['Gabinet jest czynny od poniedziałku do piątku.']).toString('latin1');
    // Cross-reference offsets pointing nowhere, `startxref` past the end, objects cut short.
    const broken = good
      .replace(/\d{10} 00000 n/g, '9999999999 00000 n')
      .replace(/startxref\n\d+/, 'startxref\n99999999')
      .replace(/endobj/g, '')
      .replace(/stream\n[\s\S]*?endstream/, 'stream\n\u0000\u00ff');
    const r = await upload({
      filename: 'broken.pdf',
      type: 'application/pdf',
      content: Buffer.from(broken, 'latin1'),
    });
    expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(r.json().code).toBe('document_unreadable');
    expect(r.json().message_pl).toBeTruthy();
  });

  it('refuses a file that lies about its type', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    const pngAsPdf = await upload({ filename: 'cennik.pdf', type: 'application/pdf', content: png });
    expect(pngAsPdf.statusCode).toBe(415);
    expect(pngAsPdf.json().code).toBe('unsupported_document');

    const zipAsPdf = await upload({
      filename: 'cennik.pdf',
      type: 'application/pdf',
      content: await makeZip(),
    });
    expect(zipAsPdf.statusCode).toBe(415);
    expect(zipAsPdf.json().code).toBe('unsupported_document');

    const textAsDocx = await upload({
      filename: 'cennik.docx',
      type: docx,
      content: Buffer.from('Wybielanie kosztuje 800 zł.'),
    });
    expect(textAsDocx.statusCode, textAsDocx.body).toBe(422);
    expect(textAsDocx.json()).toMatchObject({ code: 'document_type_mismatch' });
    expect(textAsDocx.json().message_pl).toContain('DOCX');

    const textDeclaredPdf = await upload({
      filename: 'cennik',
      type: 'application/pdf',
      content: Buffer.from('Wybielanie kosztuje 800 zł.'),
    });
    expect(textDeclaredPdf.statusCode).toBe(422);
    expect(textDeclaredPdf.json().code).toBe('document_type_mismatch');

    const list = await t.app.inject({ method: 'GET', url: `/tenants/${tenantId}/knowledge`, headers: auth });
    expect(list.json()).toEqual([]);
  });

  it('keeps answering other requests while a heavy document is parsed off the event loop', async () => {
    const heavy = docxHeavy(15_000);
    const started = performance.now();
    let finished = 0;
    const pending = upload({ filename: 'ciezki.docx', type: docx, content: heavy }).then((r) => {
      finished = performance.now();
      return r;
    });
    const latencies: number[] = [];
    while (!finished) {
      const s = performance.now();
      const h = await t.app.inject({ method: 'GET', url: '/health/live' });
      expect(h.statusCode).toBe(200);
      latencies.push(performance.now() - s);
      await new Promise((res) => setTimeout(res, 25));
    }
    const r = await pending;
    const parseMs = finished - started;
    const worst = Math.max(...latencies);
    console.info(
      `heavy DOCX (${heavy.length} bytes): ${r.statusCode} after ${parseMs.toFixed(0)} ms; ${latencies.length} health checks meanwhile, worst ${worst.toFixed(0)} ms`,
    );
    // Honest but heavy: read, or refused as too complex when it overruns the time or memory.
    expect([201, 422]).toContain(r.statusCode);
    if (r.statusCode === 422) expect(r.json().code).toBe('document_too_complex');
    expect(latencies.length).toBeGreaterThan(3);
    expect(worst).toBeLessThan(Math.max(500, parseMs / 4));
  });

  it('still reads good documents (and the limits are published on the route)', async () => {
    const ok = await upload({
      filename: 'godziny.docx',
      type: docx,
      content: await makeDocx(['Godziny otwarcia', 'Gabinet jest czynny od 8 do 18.']),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const pdf = await upload({
      filename: 'godziny.pdf',
      type: 'application/pdf',
      content: makePdf(['Rejestracja czynna od 8 do 18.']),
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const d: string = spec.paths['/tenants/{tenant_id}/knowledge/upload'].post.description;
    expect(d).toContain('document_too_large');
    expect(d).toContain('document_too_complex');
    expect(d).toContain('document_type_mismatch');
    expect(d).toContain(`${PARSE_LIMITS.timeoutMs / 1000} s`);
  });
});
