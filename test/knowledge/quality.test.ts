import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKnowledge } from '../../src/modules/knowledge/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTenantWithOwner } from '../helpers/fixtures.js';
import { CLINIC_DOCS, type CorpusDoc, QUESTIONS, WORKSHOP_DOCS } from './corpus.js';
import { multipartBody } from './files.js';

/**
 * Retrieval quality on the Polish and English question set of `corpus.ts`: hit rate at 3
 * (the expected document among the documents of the first three passages) for answerable
 * questions, and how often the service honestly says it does not know for the others.
 */
describe('knowledge retrieval quality', () => {
  let t: TestApp;
  const tenantOf: Record<string, string> = {};
  const docIdOf: Record<string, string> = {};
  const authOf: Record<string, Record<string, string>> = {};

  async function upload(tenantId: string, auth: Record<string, string>, d: CorpusDoc) {
    const r = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/knowledge/upload`,
      ...(() => {
        const m = multipartBody(
          { filename: `${d.key}.txt`, type: 'text/plain', content: Buffer.from(d.content) },
          { title: d.title },
        );
        return { payload: m.payload, headers: { ...m.headers, ...auth } };
      })(),
    });
    expect(r.statusCode, r.body).toBe(201);
    docIdOf[d.key] = r.json().id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    for (const [name, docs] of [
      ['clinic', CLINIC_DOCS],
      ['workshop', WORKSHOP_DOCS],
    ] as const) {
      const { tenant, owner } = await createTenantWithOwner(t);
      tenantOf[name] = tenant.id;
      authOf[name] = owner.auth;
      for (const d of docs) await upload(tenant.id, owner.auth, d);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the expected document in the top 3 for at least 80% of the questions, and says "I don’t know" for off-topic ones', async () => {
    const answerable = QUESTIONS.filter((q) => q.expect !== null);
    const offTopic = QUESTIONS.filter((q) => q.expect === null);
    expect(answerable.length).toBeGreaterThanOrEqual(20);
    const lines: string[] = [];
    let hits = 0;
    let hitsPl = 0;
    let hitsEn = 0;
    let found = 0;
    for (const q of answerable) {
      const passages = await searchKnowledge(t.db, tenantOf[q.tenant]!, q.q, { limit: 3 });
      const hit = passages.some((p) => p.documentId === docIdOf[q.expect!]);
      if (hit) {
        hits++;
        if (q.lang === 'pl') hitsPl++;
        else hitsEn++;
      }
      const r = await t.app.inject({
        method: 'POST',
        url: `/tenants/${tenantOf[q.tenant]}/knowledge/query`,
        headers: authOf[q.tenant],
        payload: { question: q.q },
      });
      expect(r.statusCode).toBe(200);
      if (r.json().found) found++;
      if (process.env.KNOWLEDGE_DEBUG && !hit) {
        const all = await searchKnowledge(t.db, tenantOf[q.tenant]!, q.q, { limit: 3, minScore: 0 });
        lines.push(
          `   below threshold: ${all.map((p) => `${p.score} ${p.content.slice(0, 40)}`).join(' | ')}`,
        );
      }
      lines.push(
        `${hit ? 'HIT ' : 'MISS'} ${q.lang} ${passages.map((p) => p.score.toFixed(2)).join('/')} ${q.q}`,
      );
    }
    let honest = 0;
    for (const q of offTopic) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/tenants/${tenantOf[q.tenant]}/knowledge/query`,
        headers: authOf[q.tenant],
        payload: { question: q.q },
      });
      const body = r.json();
      if (!body.found) honest++;
      if (process.env.KNOWLEDGE_DEBUG) {
        const all = await searchKnowledge(t.db, tenantOf[q.tenant]!, q.q, { limit: 3, minScore: 0 });
        lines.push(`   best scores: ${all.map((p) => `${p.score} ${p.content.slice(0, 40)}`).join(' | ')}`);
      }
      lines.push(`${body.found ? 'ANSWERED' : 'IDK     '} ${q.lang} ${q.q}`);
    }
    const pl = answerable.filter((q) => q.lang === 'pl').length;
    const en = answerable.length - pl;
    const hitRate = hits / answerable.length;
    process.stdout.write(
      `\nKnowledge retrieval quality (lexical: full-text + trigram):\n${lines.join('\n')}\n` +
        `hit rate at 3: ${hitRate.toFixed(3)} (${hits}/${answerable.length}); Polish ${hitsPl}/${pl}, English ${hitsEn}/${en}\n` +
        `answered (found) for answerable: ${found}/${answerable.length}; "I don't know" for off-topic: ${honest}/${offTopic.length}\n`,
    );
    expect(hitRate).toBeGreaterThanOrEqual(0.8);
    expect(found / answerable.length).toBeGreaterThanOrEqual(0.8);
    expect(honest / offTopic.length).toBeGreaterThanOrEqual(0.75);
  });
});
