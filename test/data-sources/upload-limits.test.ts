import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTenantWithOwner } from '../helpers/fixtures.js';
import { multipartBody } from '../knowledge/files.js';
import { docxNested, makeZipBomb, xlsxBomb } from '../knowledge/hostile-files.js';
import { makeWorkbook } from './servers.js';

describe('data source upload: hostile workbooks are refused, good ones still read', () => {
  let t: TestApp;
  let tenantId: string;
  let auth: Record<string, string>;
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const upload = (file: { filename: string; type: string; content: Buffer }) => {
    const m = multipartBody(file);
    return t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/data-sources`,
      payload: m.payload,
      headers: { ...m.headers, ...auth },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const mine = await createTenantWithOwner(t);
    tenantId = mine.tenant.id;
    auth = mine.owner.auth;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an XLSX bomb (300 MB of rows) with 413 spreadsheet_too_large, and one that lies about its size too', async () => {
    const started = performance.now();
    const r = await upload({ filename: 'cennik.xlsx', type: xlsx, content: xlsxBomb(300) });
    expect(r.statusCode, r.body).toBe(413);
    expect(r.json()).toMatchObject({ code: 'spreadsheet_too_large' });
    expect(r.json().message_pl).toContain('po rozpakowaniu');
    console.info(`XLSX bomb refused in ${(performance.now() - started).toFixed(0)} ms`);

    // Declared 2 KB, inflates to 300 MB: refused while unpacking in the worker.
    const liar = xlsxBomb(300);
    const entries = liar.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml'));
    liar.writeUInt32LE(2048, entries - 46 + 24); // central directory: uncompressed size
    const local = liar.indexOf(Buffer.from('xl/worksheets/sheet1.xml'));
    liar.writeUInt32LE(2048, local - 30 + 22);
    const r2 = await upload({ filename: 'cennik.xlsx', type: xlsx, content: liar });
    expect(r2.statusCode, r2.body).toBe(413);
    expect(r2.json().code).toBe('spreadsheet_too_large');
  });

  it('refuses an archive with too many parts with 422, and a DOCX posing as XLSX with 415', async () => {
    const many = makeZipBomb(
      Array.from({ length: 1001 }, (_, i) => ({ name: `xl/part${i}.xml`, parts: [{ text: '<a/>' }] })),
    );
    const r = await upload({ filename: 'many.xlsx', type: xlsx, content: many });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().code).toBe('spreadsheet_invalid');
    expect(r.json().detail).toContain('1000 parts');

    // A DOCX renamed .xlsx is no workbook: 415, whatever its nesting.
    const docx = await upload({ filename: 'a.xlsx', type: xlsx, content: docxNested(500) });
    expect(docx.statusCode).toBe(415);
  });

  it('still reads a good workbook', async () => {
    const ok = await upload({
      filename: 'cennik.xlsx',
      type: xlsx,
      content: await makeWorkbook({
        Cennik: [
          ['Usługa', 'Cena'],
          ['Wybielanie', 800],
        ],
      }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ kind: 'workbook' });
  });
});
