import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSources } from '../../src/modules/data-sources/data-sources.schema.js';
import { csvExportUrl } from '../../src/modules/data-sources/fetch.js';
import { detectDelimiter, SOURCE_MAX_ROWS } from '../../src/modules/data-sources/parse.js';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { createTenantWithOwner, createUser } from '../helpers/fixtures.js';
import { multipartBody } from '../knowledge/files.js';
import { makeWorkbook } from './servers.js';

type Auth = Record<string, string>;
const INTERNAL = { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY };

const PRICE_LIST_SEMICOLON =
  '\uFEFFUsługa;Cena;Czas\nWybielanie zębów;800 zł;60 min\nPrzegląd;150 zł;30 min\n\nLeczenie kanałowe;1200 zł;90 min\n';
const STAFF_COMMA =
  'Imię i nazwisko,Rola,Dni\n"Anna Nowak",Higienistka,"pon, śr"\nJan Kowalski,Stomatolog,wt-pt\n';

describe('data sources: upload, parse, list, replace, delete, lookup', () => {
  let t: TestApp;
  let tenantId: string;
  let auth: Auth;
  let otherTenantId: string;
  let otherAuth: Auth;

  const upload = (
    tid: string,
    a: Auth,
    file: { filename: string; type: string; content: Buffer } | null,
    fields: Record<string, string> = {},
    method: 'POST' | 'PUT' = 'POST',
    id?: string,
  ) => {
    const m = multipartBody(file, fields);
    return t.app.inject({
      method,
      url: id ? `/tenants/${tid}/data-sources/${id}` : `/tenants/${tid}/data-sources`,
      payload: m.payload,
      headers: { ...m.headers, ...a },
    });
  };
  const csv = (content: string, filename = 'cennik.csv') => ({
    filename,
    type: 'text/csv',
    content: Buffer.from(content),
  });
  const lookup = (payload: object, headers: Auth = INTERNAL) =>
    t.app.inject({ method: 'POST', url: '/internal/tools/sources.lookup', headers, payload });
  const count = async (tid: string) =>
    (await t.db.select().from(dataSources).where(eq(dataSources.tenantId, tid))).length;

  beforeAll(async () => {
    t = await createTestApp();
    const mine = await createTenantWithOwner(t);
    tenantId = mine.tenant.id;
    auth = mine.owner.auth;
    const other = await createTenantWithOwner(t);
    otherTenantId = other.tenant.id;
    otherAuth = other.owner.auth;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads a semicolon CSV with a BOM (Polish Excel) and answers "ile kosztuje wybielanie?" from it', async () => {
    const r = await upload(tenantId, auth, csv(PRICE_LIST_SEMICOLON), { name: 'Cennik' });
    expect(r.statusCode, r.body).toBe(201);
    const body = r.json();
    expect(body).toMatchObject({
      name: 'Cennik',
      kind: 'spreadsheet',
      origin: 'upload',
      format: 'csv',
      file_name: 'cennik.csv',
      row_count: 3,
      sheets: [{ name: 'Cennik', columns: ['Usługa', 'Cena', 'Czas'], row_count: 3 }],
      url: null,
      last_error: null,
    });
    expect(body.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.preview[0].rows[0]).toEqual({ Usługa: 'Wybielanie zębów', Cena: '800 zł', Czas: '60 min' });

    const l = await lookup({ tenant_id: tenantId, query: 'Ile kosztuje wybielanie?', language: 'pl' });
    expect(l.statusCode, l.body).toBe(200);
    expect(l.json().answer).toBe('Wybielanie zębów — Cena: 800 zł; Czas: 60 min.');
    expect(l.json().rows[0]).toEqual({
      source_id: body.id,
      source_name: 'Cennik',
      sheet: null,
      values: { Usługa: 'Wybielanie zębów', Cena: '800 zł', Czas: '60 min' },
    });
    // Another inflected form, no diacritics typed, and a question it cannot answer.
    const l2 = await lookup({ tenant_id: tenantId, query: 'a ile za leczenie kanalowe' });
    expect(l2.json().answer).toBe('Leczenie kanałowe — Cena: 1200 zł; Czas: 90 min.');
    const polite = await lookup({
      tenant_id: tenantId,
      query: 'Dzień dobry, chciałabym zapytać, ile kosztuje wybielanie?',
    });
    expect(polite.json().answer).toBe('Wybielanie zębów — Cena: 800 zł; Czas: 60 min.');
    const l3 = await lookup({ tenant_id: tenantId, query: 'ile kosztuje wymiana opon?' });
    expect(l3.json()).toEqual({ answer: null, rows: [] });
  });

  it('reads a comma CSV with quoted values', async () => {
    const r = await upload(tenantId, auth, csv(STAFF_COMMA, 'personel.csv'));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ name: 'personel', row_count: 2 });
    expect(r.json().preview[0].rows[0]).toEqual({
      'Imię i nazwisko': 'Anna Nowak',
      Rola: 'Higienistka',
      Dni: 'pon, śr',
    });
    const l = await lookup({ tenant_id: tenantId, query: 'Kiedy przyjmuje Anna Nowak?', language: 'pl' });
    expect(l.json().rows[0].values.Dni).toBe('pon, śr');
  });

  it('reads every sheet of an XLSX workbook', async () => {
    const xlsx = await makeWorkbook({
      Usługi: [
        ['Usługa', 'Cena'],
        ['Wybielanie nakładkowe', 950],
        ['Higienizacja', 300],
      ],
      Personel: [
        ['Osoba', 'Specjalizacja'],
        ['dr Ewa Zielińska', 'Ortodonta'],
      ],
    });
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    const r = await upload(tenantId, auth, {
      filename: 'firma.xlsx',
      type: 'application/octet-stream',
      content: xlsx,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      kind: 'workbook',
      format: 'xlsx',
      row_count: 3,
      sheets: [
        { name: 'Usługi', columns: ['Usługa', 'Cena'], row_count: 2 },
        { name: 'Personel', columns: ['Osoba', 'Specjalizacja'], row_count: 1 },
      ],
    });
    const l = await lookup({
      tenant_id: tenantId,
      query: 'Do kogo na ortodoncję? Czy jest ortodonta?',
      language: 'pl',
    });
    expect(l.json().rows[0]).toMatchObject({ sheet: 'Personel', values: { Osoba: 'dr Ewa Zielińska' } });
    const h = await lookup({ tenant_id: tenantId, query: 'How much is higienizacja?', language: 'en' });
    expect(h.json()).toMatchObject({ answer: 'Higienizacja — Cena: 300.', rows: [{ sheet: 'Usługi' }] });
    // "wybielanie" now matches two rows of two sources; the one whose key is just that word wins.
    const w = await lookup({ tenant_id: tenantId, query: 'wybielanie' });
    expect(w.json().rows.map((x: { values: Record<string, string> }) => Object.values(x.values)[0])).toEqual([
      'Wybielanie zębów',
      'Wybielanie nakładkowe',
    ]);
  });

  it('reads formulas by their result, dates as days, skips hidden sheets, and reads Windows-1250 CSV', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Promocje');
    ws.addRow(['Pakiet', 'Cena', 'Od dnia']);
    ws.addRow(['Pakiet rodzinny', 1600, new Date(Date.UTC(2026, 0, 5))]);
    ws.getCell('B2').value = { formula: '800*2', result: 1600 } as ExcelJS.CellFormulaValue;
    const hidden = wb.addWorksheet('Notatki');
    hidden.state = 'hidden';
    hidden.addRow(['Tajne']);
    hidden.addRow(['marża 50%']);
    const r = await upload(tenantId, auth, {
      filename: 'promocje.xlsx',
      type: 'application/octet-stream',
      content: Buffer.from(await wb.xlsx.writeBuffer()),
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().sheets).toEqual([
      { name: 'Promocje', columns: ['Pakiet', 'Cena', 'Od dnia'], row_count: 1 },
    ]);
    expect(r.json().preview[0].rows[0]).toEqual({
      Pakiet: 'Pakiet rodzinny',
      Cena: '1600',
      'Od dnia': '2026-01-05',
    });
    // "Usługa;Cena\nŁódź;1\n" as a Polish Excel writes it without UTF-8: Windows-1250.
    const cp1250 = Buffer.concat([
      Buffer.from('Us'),
      Buffer.from([0xb3]),
      Buffer.from('uga;Cena\n'),
      Buffer.from([0xa3, 0xf3]),
      Buffer.from('d'),
      Buffer.from([0x9f]),
      Buffer.from(';1\n'),
    ]);
    const c = await upload(tenantId, auth, { filename: 'stary.csv', type: 'text/csv', content: cp1250 });
    expect(c.statusCode, c.body).toBe(201);
    expect(c.json().preview[0].rows[0]).toEqual({ Usługa: 'Łódź', Cena: '1' });
    for (const id of [r.json().id, c.json().id])
      await t.app.inject({ method: 'DELETE', url: `/tenants/${tenantId}/data-sources/${id}`, headers: auth });
  });

  it('refuses malformed files with a clear 4xx naming the problem, storing nothing', async () => {
    const before = await count(tenantId);
    const cases: {
      file: { filename: string; type: string; content: Buffer };
      status: number;
      code: string;
      text?: RegExp;
      row?: number;
    }[] = [
      { file: csv(''), status: 422, code: 'spreadsheet_invalid', text: /empty/ },
      { file: csv('\n\n  \n'), status: 422, code: 'spreadsheet_invalid', text: /no data rows/ },
      { file: csv('Usługa;Cena\n'), status: 422, code: 'spreadsheet_invalid', text: /no data rows/ },
      {
        file: csv('100;200\n300;400\n'),
        status: 422,
        code: 'spreadsheet_invalid',
        text: /no header row/,
        row: 1,
      },
      {
        file: csv('Usługa;Cena\nA;1\nB;2;extra\n'),
        status: 422,
        code: 'spreadsheet_invalid',
        text: /more values/,
        row: 3,
      },
      {
        file: csv('Usługa;;Czas\nA;1;2\n'),
        status: 422,
        code: 'spreadsheet_invalid',
        text: /no name/,
        row: 1,
      },
      { file: csv('Cena;cena\n1;2\n'), status: 422, code: 'spreadsheet_invalid', text: /appears twice/ },
      {
        file: csv('Usługa;Cena\n"Wybielanie;800\n'),
        status: 422,
        code: 'spreadsheet_invalid',
        text: /quoted value/,
      },
      {
        file: {
          filename: 'x.pdf',
          type: 'application/pdf',
          content: Buffer.from('%PDF-1.4\n\u0000\u0001binary'),
        },
        status: 415,
        code: 'unsupported_spreadsheet',
      },
      {
        file: {
          filename: 'old.xls',
          type: 'application/vnd.ms-excel',
          content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
        },
        status: 415,
        code: 'unsupported_spreadsheet',
        text: /XLS/,
      },
      {
        file: {
          filename: 'a.xlsx',
          type: 'application/zip',
          content: await new JSZip().file('a.txt', 'x').generateAsync({ type: 'nodebuffer' }),
        },
        status: 415,
        code: 'unsupported_spreadsheet',
      },
      {
        file: {
          filename: 'bad.xlsx',
          type: 'application/octet-stream',
          content: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 7)]),
        },
        status: 422,
        code: 'spreadsheet_invalid',
        text: /damaged/,
      },
      {
        file: csv('<!DOCTYPE html><html><body>Zaloguj</body></html>'),
        status: 415,
        code: 'unsupported_spreadsheet',
        text: /web page/,
      },
      {
        file: csv(
          `Usługa;Cena\n${Array.from({ length: SOURCE_MAX_ROWS + 1 }, (_, i) => `U${i};${i}`).join('\n')}\n`,
        ),
        status: 422,
        code: 'spreadsheet_invalid',
        text: new RegExp(`more than ${SOURCE_MAX_ROWS} data rows`),
        row: SOURCE_MAX_ROWS + 2,
      },
    ];
    for (const c of cases) {
      const r = await upload(tenantId, auth, c.file);
      expect(r.statusCode, `${c.file.filename}: ${r.body}`).toBe(c.status);
      const b = r.json();
      expect(b.code).toBe(c.code);
      expect(b.message_pl, r.body).toBeTruthy();
      if (c.text) expect(JSON.stringify(b.detail)).toMatch(c.text);
      if (c.row !== undefined) {
        expect(b.row).toBe(c.row);
        expect(b.detail).toContain(`row ${c.row}`);
        expect(b.message_pl).toContain(`wiersz ${c.row}`);
      }
    }
    // An XLSX sheet with a bad header names the sheet.
    const badSheet = await makeWorkbook({
      Dobry: [['A'], ['1x']],
      Zły: [
        [1, 2],
        [3, 4],
      ],
    });
    const r = await upload(tenantId, auth, {
      filename: 'z.xlsx',
      type: 'application/octet-stream',
      content: badSheet,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ code: 'spreadsheet_invalid', sheet: 'Zły', row: 1 });
    expect(r.json().message_pl).toContain('arkusz „Zły”');
    // Not multipart, no file part.
    const j = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/data-sources`,
      headers: auth,
      payload: { a: 1 },
    });
    expect(j.statusCode).toBe(415);
    expect((await upload(tenantId, auth, null, { name: 'x' })).statusCode).toBe(422);
    expect(await count(tenantId)).toBe(before);
  });

  it('caps the size at 5 MB with a 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const r = await upload(tenantId, auth, { filename: 'big.csv', type: 'text/csv', content: big });
    expect(r.statusCode).toBe(413);
    expect(r.json().code).toBe('payload_too_large');
  });

  it('detects separators and turns Google Sheets links into CSV exports', () => {
    expect(detectDelimiter('a;b;"c,d"\n1,2')).toBe(';');
    expect(detectDelimiter('a,b\n')).toBe(',');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
    expect(detectDelimiter('single\n')).toBe(',');
    expect(csvExportUrl('https://docs.google.com/spreadsheets/d/e/2PACX-abc/pubhtml')).toBe(
      'https://docs.google.com/spreadsheets/d/e/2PACX-abc/pub?output=csv',
    );
    expect(csvExportUrl('https://docs.google.com/spreadsheets/d/1AbC_d/edit#gid=42')).toBe(
      'https://docs.google.com/spreadsheets/d/1AbC_d/export?format=csv&gid=42',
    );
    expect(csvExportUrl('https://example.com/a.csv')).toBe('https://example.com/a.csv');
  });

  it('lists with cursor pagination, shows a preview, replaces a file at once, deletes', async () => {
    const p1 = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/data-sources?limit=2`,
      headers: auth,
    });
    expect(p1.statusCode, p1.body).toBe(200);
    expect(p1.json().data).toHaveLength(2);
    expect(p1.json().data[0].name).toBe('firma');
    expect(p1.json().data[0]).not.toHaveProperty('preview');
    expect(p1.json().pagination.has_more).toBe(true);
    const p2 = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/data-sources?limit=2&cursor=${encodeURIComponent(p1.json().pagination.next_cursor)}`,
      headers: auth,
    });
    expect(p2.json().data.map((d: { name: string }) => d.name)).toEqual(['Cennik']);
    expect(p2.json().pagination).toEqual({ next_cursor: null, has_more: false });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/data-sources?cursor=zzz`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);

    const cennik = p2.json().data[0];
    const g = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/data-sources/${cennik.id}?preview_rows=1`,
      headers: auth,
    });
    expect(g.statusCode).toBe(200);
    expect(g.json().preview).toEqual([
      { sheet: 'Cennik', rows: [{ Usługa: 'Wybielanie zębów', Cena: '800 zł', Czas: '60 min' }] },
    ]);

    // Replace: the new price is answered at once; a bad file leaves it as it was.
    const rep = await upload(
      tenantId,
      auth,
      csv('Usługa;Cena\nWybielanie zębów;850 zł\n', 'cennik2.csv'),
      {},
      'PUT',
      cennik.id,
    );
    expect(rep.statusCode, rep.body).toBe(200);
    expect(rep.json()).toMatchObject({
      id: cennik.id,
      name: 'Cennik',
      file_name: 'cennik2.csv',
      row_count: 1,
    });
    expect(rep.json().content_hash).not.toBe(cennik.content_hash);
    const l = await lookup({ tenant_id: tenantId, query: 'ile kosztuje wybielanie zębów', language: 'pl' });
    expect(l.json().answer).toBe('Wybielanie zębów — Cena: 850 zł.');
    const badRep = await upload(tenantId, auth, csv('1;2\n3;4\n'), {}, 'PUT', cennik.id);
    expect(badRep.statusCode).toBe(422);
    const still = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/data-sources/${cennik.id}`,
      headers: auth,
    });
    expect(still.json().row_count).toBe(1);
    // Refresh of an uploaded file: 409.
    const rf = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/data-sources/${cennik.id}/refresh`,
      headers: auth,
    });
    expect(rf.statusCode).toBe(409);
    expect(rf.json().code).toBe('source_is_upload');

    // The tenant config lists the sources with their row counts.
    const cfg = await t.app.inject({ method: 'GET', url: `/tenants/${tenantId}`, headers: INTERNAL });
    expect(cfg.statusCode, cfg.body).toBe(200);
    expect(cfg.json().data_sources).toEqual(
      expect.arrayContaining([
        { kind: 'spreadsheet', id: cennik.id, title: 'Cennik', items: 1 },
        expect.objectContaining({ kind: 'workbook', title: 'firma', items: 3 }),
      ]),
    );

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/tenants/${tenantId}/data-sources/${cennik.id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/tenants/${tenantId}/data-sources/${cennik.id}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
    const l2 = await lookup({ tenant_id: tenantId, query: 'ile kosztuje wybielanie zębów' });
    expect(l2.json().rows.map((r: { source_id: string }) => r.source_id)).not.toContain(cennik.id);
  });

  it('answers 404 for another tenant’s sources on every route and never shows its rows', async () => {
    const mine = await upload(tenantId, auth, csv('Usługa;Cena\nLaserowanie;500 zł\n', 'tajne.csv'));
    const id = mine.json().id;
    const m = multipartBody(csv('Usługa;Cena\nX;1\n'));
    const attempts = [
      { method: 'GET' as const, url: `/tenants/${tenantId}/data-sources/${id}` },
      { method: 'GET' as const, url: `/tenants/${tenantId}/data-sources` },
      { method: 'DELETE' as const, url: `/tenants/${tenantId}/data-sources/${id}` },
      { method: 'POST' as const, url: `/tenants/${tenantId}/data-sources/${id}/refresh` },
      {
        method: 'PUT' as const,
        url: `/tenants/${tenantId}/data-sources/${id}`,
        payload: m.payload,
        headers: m.headers,
      },
      {
        method: 'POST' as const,
        url: `/tenants/${tenantId}/data-sources`,
        payload: m.payload,
        headers: m.headers,
      },
      {
        method: 'POST' as const,
        url: `/tenants/${tenantId}/data-sources/url`,
        payload: { url: 'https://example.com/a.csv' },
      },
    ];
    for (const a of attempts) {
      const r = await t.app.inject({ ...a, headers: { ...(a.headers ?? {}), ...otherAuth } });
      expect(r.statusCode, `${a.method} ${a.url}`).toBe(404);
    }
    // The other tenant's own paths with my id: 404 too.
    for (const method of ['GET', 'DELETE'] as const) {
      const r = await t.app.inject({
        method,
        url: `/tenants/${otherTenantId}/data-sources/${id}`,
        headers: otherAuth,
      });
      expect(r.statusCode).toBe(404);
    }
    const rp = await upload(otherTenantId, otherAuth, csv('A;B\nx;1\n'), {}, 'PUT', id);
    expect(rp.statusCode).toBe(404);
    const rr = await t.app.inject({
      method: 'POST',
      url: `/tenants/${otherTenantId}/data-sources/${id}/refresh`,
      headers: otherAuth,
    });
    expect(rr.statusCode).toBe(404);
    const bogus = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/data-sources/not-a-uuid`,
      headers: auth,
    });
    expect(bogus.statusCode).toBe(404);
    // Lookup for the other tenant does not see my rows.
    const l = await lookup({ tenant_id: otherTenantId, query: 'laserowanie' });
    expect(l.json()).toEqual({ answer: null, rows: [] });
    const l2 = await lookup({ tenant_id: tenantId, query: 'laserowanie' });
    expect(l2.json().answer).toBe('Laserowanie — Cena: 500 zł.');
    expect((await lookup({ tenant_id: randomUUID(), query: 'x' })).statusCode).toBe(404);
  });

  it('lets only the owner change sources; other users of the tenant may read', async () => {
    const staff = await createUser(t, { tenantId });
    const r = await upload(tenantId, staff.auth, csv('A;B\nx;1\n'));
    expect(r.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/data-sources`,
      headers: staff.auth,
    });
    expect(list.statusCode).toBe(200);
  });

  it('is a Business+ feature: 403 plan_required on a lower plan, and the receptionist gets no rows', async () => {
    const solo = await createTenantWithOwner(t, { tier: 'starter' });
    const r = await upload(solo.tenant.id, solo.owner.auth, csv('A;B\nx;1\n'));
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 'plan_required' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/tenants/${solo.tenant.id}/data-sources`,
      headers: solo.owner.auth,
    });
    expect(list.statusCode).toBe(403);
    const l = await lookup({ tenant_id: solo.tenant.id, query: 'wybielanie' });
    expect(l.statusCode).toBe(200);
    expect(l.json()).toEqual({ answer: null, rows: [] });
  });

  it('refuses the internal tools without the internal key and validates their bodies', async () => {
    const none = await lookup({ tenant_id: tenantId, query: 'wybielanie' }, {});
    expect(none.statusCode).toBe(401);
    const wrong = await lookup(
      { tenant_id: tenantId, query: 'wybielanie' },
      { 'x-internal-key': 'nope-nope-nope-nope' },
    );
    expect(wrong.statusCode).toBe(401);
    const user = await lookup({ tenant_id: tenantId, query: 'wybielanie' }, auth);
    expect(user.statusCode).toBe(401);
    for (const url of ['/internal/tools/crm.find_contact', '/internal/tools/crm.log_call']) {
      const r = await t.app.inject({
        method: 'POST',
        url,
        payload: { tenant_id: tenantId, phone: '+48601234567' },
      });
      expect(r.statusCode).toBe(401);
    }
    const noTenant = await lookup({ query: 'wybielanie' });
    expect(noTenant.statusCode).toBe(422);
    const badLang = await lookup({ tenant_id: tenantId, query: 'x', language: 'de' });
    expect(badLang.statusCode).toBe(422);
  });
});
