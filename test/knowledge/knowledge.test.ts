import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeChunks } from '../../src/modules/knowledge/knowledge.schema.js';
import { composeAnswer, type Passage, sameWord } from '../../src/modules/knowledge/search.js';
import {
  CHUNK_MAX,
  chunkText,
  guessLanguage,
  normalizeForSearch,
  queryTerms,
} from '../../src/modules/knowledge/text.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenantWithOwner, createUser } from '../helpers/fixtures.js';
import { CLINIC_DOCS } from './corpus.js';
import { makeDocx, makePdf, makeZip, multipartBody } from './files.js';

type Auth = Record<string, string>;

describe('knowledge documents: upload, list, delete, query', () => {
  let t: TestApp;
  let tenantId: string;
  let auth: Auth;
  let otherTenantId: string;
  let otherAuth: Auth;

  function upload(
    tid: string,
    a: Auth,
    file: { filename: string; type: string; content: Buffer; field?: string } | null,
    fields: Record<string, string> = {},
  ) {
    const m = multipartBody(file, fields);
    return t.app.inject({
      method: 'POST',
      url: `/tenants/${tid}/knowledge/upload`,
      payload: m.payload,
      headers: { ...m.headers, ...a },
    });
  }
  const query = (tid: string, a: Auth, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/tenants/${tid}/knowledge/query`,
      headers: a,
      payload: payload as object,
    });

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

  it('uploads a text file, splits it into overlapping passages and indexes them', async () => {
    const doc = CLINIC_DOCS[1]!;
    const r = await upload(
      tenantId,
      auth,
      { filename: 'regulamin.txt', type: 'text/plain', content: Buffer.from(doc.content) },
      { title: 'Regulamin wizyt' },
    );
    expect(r.statusCode, r.body).toBe(201);
    const body = r.json();
    expect(body).toMatchObject({
      title: 'Regulamin wizyt',
      source: 'upload',
      mime_type: 'text/plain',
      size_bytes: Buffer.byteLength(doc.content),
    });
    expect(body.chunk_count).toBeGreaterThanOrEqual(2);
    const chunks = await t.db
      .select()
      .from(knowledgeChunks)
      .where(and(eq(knowledgeChunks.tenantId, tenantId), eq(knowledgeChunks.documentId, body.id)))
      .orderBy(knowledgeChunks.position);
    expect(chunks).toHaveLength(body.chunk_count);
    for (const c of chunks) {
      expect(c.content.length).toBeLessThanOrEqual(CHUNK_MAX);
      expect(c.normalized).toBe(c.normalized.toLowerCase());
      expect(c.normalized).not.toMatch(/[ąćęłńóśźż]/);
      expect(c.tsv.length).toBeGreaterThan(0);
      expect(c.embedding).toBeNull();
    }
    // Consecutive passages share a sentence (overlap).
    const lastSentence = chunks[0]!.content.split(/(?<=[.!?])\s+/).pop()!;
    const firstOfNext = chunks[1]!.content.split(/(?<=[.!?])\s+/)[0]!;
    expect(chunks[1]!.content).toContain(lastSentence);
    expect(chunks[0]!.content).toContain(firstOfNext);
  });

  it('chunks on paragraph and sentence boundaries within the size limits', () => {
    const para = (n: number) =>
      Array.from(
        { length: 6 },
        (_, i) => `Zdanie numer ${i + 1} akapitu ${n} opisuje jedną rzecz dokładnie.`,
      ).join(' ');
    const text = Array.from({ length: 12 }, (_, i) => para(i + 1)).join('\n\n');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(CHUNK_MAX);
      expect(c).toMatch(/^Zdanie numer \d/);
      expect(c).toMatch(/dokładnie\.$/);
    }
    for (const c of chunks.slice(0, -1)) expect(c.length).toBeGreaterThanOrEqual(400);
    // One long sentence without punctuation is cut on word boundaries.
    const words = chunkText(Array.from({ length: 400 }, (_, i) => `słowo${i}`).join(' '));
    expect(words.length).toBeGreaterThan(1);
    for (const c of words) {
      expect(c.length).toBeLessThanOrEqual(CHUNK_MAX);
      expect(c).toMatch(/^słowo\d+( słowo\d+)*$/);
    }
    expect(chunkText('  \n\n ')).toEqual([]);
  });

  it('folds Polish text for search, picks question words and composes answers from passages only', () => {
    expect(normalizeForSearch('Zażółć GĘŚLĄ jaźń, ŁÓDŹ!')).toBe('zazolc gesla jazn lodz');
    expect(queryTerms('Czy można płacić BLIKiem albo kartą?')).toEqual(['blikiem', 'placic', 'karta']);
    expect(guessLanguage('Ile kosztuje przeglad')).toBe('pl');
    expect(guessLanguage('Do kiedy moge odwolac wizyte')).toBe('pl');
    expect(guessLanguage('How much is it?')).toBe('en');
    expect(sameWord('insurance', 'insurers')).toBe(true);
    expect(sameWord('wizyte', 'wizyta')).toBe(true);
    expect(sameWord('nfz', 'nfz')).toBe(true);
    expect(sameWord('kot', 'kora')).toBe(false);
    expect(sameWord('parking', 'partner')).toBe(false);
    const passage = (content: string, i: number): Passage => ({
      chunkId: `c${i}`,
      documentId: 'd',
      title: 't',
      content,
      position: i,
      score: 0.9,
      lexical: 0.9,
      vector: null,
    });
    const a = composeAnswer(
      'Ile kosztuje usunięcie ósemki?',
      [
        passage('Chirurgia\nUsunięcie ósemki kosztuje 600 zł. Implant kosztuje 5200 zł.', 0),
        passage('Usunięcie ósemki kosztuje 600 zł. Znieczulenie jest w cenie.', 1),
      ],
      'pl',
    );
    // The heading is left out, the repeated sentence of the overlap appears once.
    expect(a).toEqual({ answer: 'Usunięcie ósemki kosztuje 600 zł. [1]', found: true, language: 'pl' });
    expect(composeAnswer('Cokolwiek?', [], 'en')).toMatchObject({
      found: false,
      answer: expect.stringMatching(/^I don/),
    });
  });

  it('recognises PDF and DOCX by content (not by name or declared type) and extracts their text', async () => {
    const pdf = makePdf(['Gabinet oferuje protezy akrylowe.', 'Proteza akrylowa kosztuje 1800 zl.']);
    const r1 = await upload(tenantId, auth, { filename: 'notes.txt', type: 'text/plain', content: pdf });
    expect(r1.statusCode, r1.body).toBe(201);
    expect(r1.json()).toMatchObject({ mime_type: 'application/pdf', title: 'notes', size_bytes: pdf.length });

    const docx = await makeDocx([
      'Bonding zębów',
      'Bonding, czyli odbudowa kształtu zęba materiałem kompozytowym, kosztuje 500 zł za ząb.',
    ]);
    const r2 = await upload(tenantId, auth, {
      filename: 'bonding.pdf',
      type: 'application/octet-stream',
      content: docx,
    });
    expect(r2.statusCode, r2.body).toBe(201);
    expect(r2.json().mime_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    const q1 = await query(tenantId, auth, { question: 'Ile kosztuje proteza akrylowa?' });
    expect(q1.statusCode).toBe(200);
    expect(q1.json().found).toBe(true);
    expect(q1.json().citations[0].document_id).toBe(r1.json().id);
    expect(q1.json().answer).toContain('1800');

    const q2 = await query(tenantId, auth, { question: 'Ile kosztuje bonding?' });
    expect(q2.json().citations[0]).toMatchObject({ document_id: r2.json().id, title: 'bonding' });
    expect(q2.json().answer).toContain('500 zł');
  });

  it('refuses other types with 415, oversized files with 413, and empty, missing or damaged files with 422', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    const r415 = await upload(tenantId, auth, { filename: 'doc.pdf', type: 'application/pdf', content: png });
    expect(r415.statusCode).toBe(415);
    expect(r415.json()).toMatchObject({ code: 'unsupported_document' });
    expect(r415.json().message_pl).toMatch(/PDF/);

    const zip = await upload(tenantId, auth, {
      filename: 'a.docx',
      type: 'application/zip',
      content: await makeZip(),
    });
    expect(zip.statusCode).toBe(415);

    const latin2 = Buffer.from([0x5a, 0x61, 0xbf, 0xf3, 0xb3, 0xe6, 0x20, 0x67, 0xea, 0x9c, 0x6c, 0xb9]); // not UTF-8
    expect(
      (await upload(tenantId, auth, { filename: 'a.txt', type: 'text/plain', content: latin2 })).statusCode,
    ).toBe(415);

    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const r413 = await upload(tenantId, auth, { filename: 'big.txt', type: 'text/plain', content: big });
    expect(r413.statusCode).toBe(413);
    expect(r413.json().code).toBe('payload_too_large');

    const empty = await upload(tenantId, auth, {
      filename: 'e.txt',
      type: 'text/plain',
      content: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0].loc).toEqual(['body', 'file']);

    const none = await upload(tenantId, auth, null, { title: 'no file' });
    expect(none.statusCode).toBe(422);

    const json = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/knowledge/upload`,
      headers: auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);

    // Malformed multipart bodies are the caller's mistake, never a 500.
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\ntrunc',
      ],
      ['multipart/form-data; boundary=abc', 'garbage'],
    ] as const) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/tenants/${tenantId}/knowledge/upload`,
        headers: { ...auth, 'content-type': contentType },
        payload,
      });
      expect(r.statusCode, `${contentType} ${r.body}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }

    const brokenPdf = await upload(tenantId, auth, {
      filename: 'b.pdf',
      type: 'application/pdf',
      content: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without xref'),
    });
    expect(brokenPdf.statusCode).toBe(422);
    expect(brokenPdf.json()).toMatchObject({ code: 'document_unreadable' });
    expect(brokenPdf.json().detail).toMatch(/PDF/);

    const brokenDocx = await upload(tenantId, auth, {
      filename: 'b.docx',
      type: 'application/octet-stream',
      content: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 1)]),
    });
    expect(brokenDocx.statusCode).toBe(422);
    expect(brokenDocx.json().code).toBe('document_unreadable');

    const noText = await upload(tenantId, auth, {
      filename: 'scan.pdf',
      type: 'application/pdf',
      content: makePdf([]),
    });
    expect(noText.statusCode).toBe(422);
    expect(noText.json().code).toBe('document_empty');

    const blank = await upload(tenantId, auth, {
      filename: 'x.txt',
      type: 'text/plain',
      content: Buffer.from(' \n\t '),
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().code).toBe('document_empty');

    // Nothing of the refused files was stored.
    const list = await t.app.inject({ method: 'GET', url: `/tenants/${tenantId}/knowledge`, headers: auth });
    expect(list.json().map((d: { title: string }) => d.title)).not.toContain('big');
    expect(list.json().map((d: { title: string }) => d.title)).not.toContain('scan');
  });

  it('lists documents newest first and deletes them with their passages', async () => {
    const r = await upload(
      tenantId,
      auth,
      {
        filename: 'x.txt',
        type: 'text/plain',
        content: Buffer.from('Gabinet sprzedaje szczoteczki soniczne marki Zebra za 300 zł.'),
      },
      { title: 'Sklepik' },
    );
    const id = r.json().id;
    const list = await t.app.inject({ method: 'GET', url: `/tenants/${tenantId}/knowledge`, headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ id, title: 'Sklepik', chunk_count: 1, source: 'upload' });
    expect(list.json()[0]).not.toHaveProperty('content');

    expect((await query(tenantId, auth, { question: 'szczoteczki soniczne' })).json().found).toBe(true);

    // Another tenant cannot delete it, even through its own path.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/tenants/${otherTenantId}/knowledge/${id}`,
      headers: otherAuth,
    });
    expect(foreign.statusCode).toBe(404);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/tenants/${tenantId}/knowledge/${id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    const left = await t.db.select().from(knowledgeChunks).where(eq(knowledgeChunks.documentId, id));
    expect(left).toHaveLength(0);
    expect((await query(tenantId, auth, { question: 'szczoteczki soniczne' })).json().found).toBe(false);
    for (const bad of [id, randomUUID(), 'not-a-uuid']) {
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/tenants/${tenantId}/knowledge/${bad}`,
        headers: auth,
      });
      expect(again.statusCode).toBe(404);
    }
  });

  it('answers only from retrieved passages with citations, and says it does not know in the question’s language', async () => {
    const hit = await query(tenantId, auth, { question: 'Do kiedy mogę odwołać wizytę?', limit: 2 });
    expect(hit.statusCode).toBe(200);
    const body = hit.json();
    expect(body.found).toBe(true);
    expect(body.language).toBe('pl');
    expect(body.citations.length).toBeGreaterThanOrEqual(1);
    expect(body.citations.length).toBeLessThanOrEqual(2);
    const c = body.citations[0];
    expect(c).toMatchObject({ title: 'Regulamin wizyt' });
    expect(c.score).toBeGreaterThan(0);
    expect(c.score).toBeLessThanOrEqual(1);
    expect(body.answer).toContain('24 godziny');
    expect(body.answer).toMatch(/\[1\]/);
    // Every quoted sentence is in a cited passage.
    for (const sentence of body.answer.split(/\s*\[\d\]\s*/).filter(Boolean)) {
      expect(
        body.citations.some((x: { excerpt: string }) => x.excerpt.replace(/\n+/g, ' ').includes(sentence)),
      ).toBe(true);
    }
    const chunk = await t.db.select().from(knowledgeChunks).where(eq(knowledgeChunks.id, c.chunk_id));
    expect(chunk[0]?.tenantId).toBe(tenantId);

    const pl = await query(tenantId, auth, { question: 'Czy sprzedajecie pizzę na wynos?' });
    expect(pl.json()).toMatchObject({ found: false, citations: [], language: 'pl' });
    expect(pl.json().answer).toMatch(/^Nie wiem/);
    const en = await query(tenantId, auth, { question: 'Do you repair bicycles?' });
    expect(en.json()).toMatchObject({ found: false, citations: [], language: 'en' });
    expect(en.json().answer).toMatch(/^I don’t know/);

    // The other tenant's knowledge is not searched.
    const other = await query(otherTenantId, otherAuth, { question: 'Do kiedy mogę odwołać wizytę?' });
    expect(other.json().found).toBe(false);

    for (const bad of [
      {},
      { question: '' },
      { question: '?!' },
      { question: 'x', limit: 11 },
      { question: 'x', extra: 1 },
    ]) {
      const r = await query(tenantId, auth, bad);
      expect(r.statusCode).toBe(422);
    }
  });

  it('lets only the owner or an admin upload or delete, and hides other tenants (404) on every route', async () => {
    const member = await createUser(t, { tenantId });
    const file = { filename: 'a.txt', type: 'text/plain', content: Buffer.from('Tekst dokumentu.') };
    expect((await upload(tenantId, member.auth, file)).statusCode).toBe(403);
    const admin = await createUser(t, { isAdmin: true });
    expect((await upload(tenantId, admin.auth, file)).statusCode).toBe(201);
    // Members may read and ask.
    expect(
      (await t.app.inject({ method: 'GET', url: `/tenants/${tenantId}/knowledge`, headers: member.auth }))
        .statusCode,
    ).toBe(200);
    expect((await query(tenantId, member.auth, { question: 'tekst' })).statusCode).toBe(200);

    const [doc] = await t.db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.tenantId, tenantId))
      .limit(1);
    const memberDelete = await t.app.inject({
      method: 'DELETE',
      url: `/tenants/${tenantId}/knowledge/${doc!.documentId}`,
      headers: member.auth,
    });
    expect(memberDelete.statusCode).toBe(403);
    const probes = [
      () => upload(tenantId, otherAuth, file),
      () => t.app.inject({ method: 'GET', url: `/tenants/${tenantId}/knowledge`, headers: otherAuth }),
      () =>
        t.app.inject({
          method: 'DELETE',
          url: `/tenants/${tenantId}/knowledge/${doc!.documentId}`,
          headers: otherAuth,
        }),
      () => query(tenantId, otherAuth, { question: 'Do kiedy mogę odwołać wizytę?' }),
      () => t.app.inject({ method: 'GET', url: `/tenants/${tenantId}/knowledge-score`, headers: otherAuth }),
    ];
    for (const probe of probes) {
      const r = await probe();
      expect(r.statusCode, r.body).toBe(404);
    }
    // And without credentials: 401.
    expect((await t.app.inject({ method: 'GET', url: `/tenants/${tenantId}/knowledge` })).statusCode).toBe(
      401,
    );
    const still = await t.db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.documentId, doc!.documentId));
    expect(still.length).toBeGreaterThan(0);
  });

  it('splits documents added through v2 POST /v2/knowledge into passages too (test keys store nothing)', async () => {
    const live = await createApiKey(t, tenantId, { scopes: ['knowledge:read', 'knowledge:write'] });
    const r = await t.app.inject({
      method: 'POST',
      url: '/v2/knowledge',
      headers: { ...live.auth, 'idempotency-key': randomUUID() },
      payload: { title: 'Gwarancja', content: 'Na wypełnienia udzielamy dwóch lat gwarancji.' },
    });
    expect(r.statusCode, r.body).toBe(201);
    const chunks = await t.db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.documentId, r.json().id));
    expect(chunks).toHaveLength(1);
    const q = await query(tenantId, auth, { question: 'Jaka jest gwarancja na wypełnienie?' });
    expect(q.json().found).toBe(true);
    expect(q.json().citations[0].document_id).toBe(r.json().id);

    const test = await createApiKey(t, tenantId, { mode: 'test', scopes: ['knowledge:write'] });
    const tr = await t.app.inject({
      method: 'POST',
      url: '/v2/knowledge',
      headers: { ...test.auth, 'idempotency-key': randomUUID() },
      payload: { title: 'Próba', content: 'Tekst próbny o kangurach.' },
    });
    expect(tr.statusCode).toBe(201);
    expect(tr.json().livemode).toBe(false);
    expect(
      await t.db.select().from(knowledgeChunks).where(eq(knowledgeChunks.documentId, tr.json().id)),
    ).toHaveLength(0);

    const blank = await t.app.inject({
      method: 'POST',
      url: '/v2/knowledge',
      headers: { ...live.auth, 'idempotency-key': randomUUID() },
      payload: { title: 'Pusty', content: ' ... ' },
    });
    expect(blank.statusCode).toBe(422);
  });

  it('keeps the tenants table untouched by uploads', async () => {
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect(row?.faq).toEqual({});
  });
});
