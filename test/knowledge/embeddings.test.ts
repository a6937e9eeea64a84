import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeChunks } from '../../src/modules/knowledge/knowledge.schema.js';
import { normalizeForSearch } from '../../src/modules/knowledge/text.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTenantWithOwner } from '../helpers/fixtures.js';
import { CLINIC_DOCS } from './corpus.js';
import { multipartBody } from './files.js';

/**
 * A local server speaking the OpenAI embeddings protocol (`POST /v1/embeddings`). Its vectors
 * are topical: one dimension for parking/cars, one for prices, and for anything else one of 60
 * dimensions picked by a hash of the text (so unrelated texts are nearly orthogonal). Not
 * normalised: the provider must normalise them.
 */
function topicVector(text: string): number[] {
  const v = new Array(64).fill(0);
  const n = normalizeForSearch(text);
  v[0] = (n.match(/\b(park\w*|car|cars|samoch\w*|auto)\b/g) ?? []).length * 3;
  v[1] = (n.match(/\b(kosztuj\w*|cost\w*|price\w*|cen\w*)\b/g) ?? []).length * 3;
  v[4 + (createHash('sha256').update(n).digest()[0]! % 60)] = 1;
  return v;
}

interface Seen {
  path: string;
  authorization: string | undefined;
  model: string;
  inputs: number;
}

async function readJson(req: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
}

describe('knowledge with an embeddings provider (OpenAI-compatible)', () => {
  let server: Server;
  let failing = false;
  const seen: Seen[] = [];
  let t: TestApp;
  let tenantId: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await readJson(req);
      seen.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        model: body.model,
        inputs: body.input.length,
      });
      if (failing || req.url !== '/v1/embeddings') {
        res.writeHead(failing ? 500 : 404, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"down"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: (body.input as string[])
            .map((text, index) => ({ object: 'embedding', index, embedding: topicVector(text) }))
            .reverse(), // order by `index`, not by position
          usage: { prompt_tokens: 1, total_tokens: 1 },
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({
      env: {
        LLM_BASE_URL: `http://127.0.0.1:${port}`,
        LLM_API_KEY: 'sk-test-123',
        EMBEDDINGS_MODEL: 'topic-embed',
      },
    });
    const { tenant, owner } = await createTenantWithOwner(t);
    tenantId = tenant.id;
    auth = owner.auth;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => server?.close(r));
  });

  const upload = (title: string, content: string) => {
    const m = multipartBody(
      { filename: `${title}.txt`, type: 'text/plain', content: Buffer.from(content) },
      { title },
    );
    return t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/knowledge/upload`,
      payload: m.payload,
      headers: { ...m.headers, ...auth },
    });
  };
  const ask = (question: string) =>
    t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/knowledge/query`,
      headers: auth,
      payload: { question },
    });

  it('stores a unit vector per passage and finds passages that share no word with the question', async () => {
    const r = await upload('Regulamin', CLINIC_DOCS[1]!.content);
    expect(r.statusCode, r.body).toBe(201);
    expect(seen.at(-1)).toMatchObject({
      path: '/v1/embeddings',
      authorization: 'Bearer sk-test-123',
      model: 'topic-embed',
      inputs: r.json().chunk_count,
    });
    const chunks = await t.db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.documentId, r.json().id));
    for (const c of chunks) {
      expect(c.embeddingModel).toBe('topic-embed');
      expect(c.embedding).toHaveLength(64);
      const norm = Math.sqrt(c.embedding!.reduce((s, x) => s + x * x, 0));
      expect(norm).toBeCloseTo(1, 4);
    }

    // No word of this question is in the documents: only the vectors can find the parking passage.
    const q = await ask('Where can I leave my car?');
    expect(q.statusCode).toBe(200);
    expect(q.json().found).toBe(true);
    expect(q.json().citations[0].excerpt).toContain('parkować');
    expect(seen.at(-1)).toMatchObject({ inputs: 1, model: 'topic-embed' });

    // Unrelated questions stay unanswered.
    expect((await ask('What is the weather tomorrow?')).json().found).toBe(false);
  });

  it('falls back to lexical search when the provider fails, and still indexes uploads', async () => {
    failing = true;
    try {
      const r = await upload('Cennik', CLINIC_DOCS[0]!.content);
      expect(r.statusCode).toBe(201);
      const chunks = await t.db
        .select()
        .from(knowledgeChunks)
        .where(eq(knowledgeChunks.documentId, r.json().id));
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.every((c) => c.embedding === null && c.embeddingModel === null)).toBe(true);

      const lexical = await ask('Ile kosztuje implant?');
      expect(lexical.json().found).toBe(true);
      expect(lexical.json().citations[0].document_id).toBe(r.json().id);
      // Without vectors the wordless question is not answered.
      expect((await ask('Where can I leave my car?')).json().found).toBe(false);
    } finally {
      failing = false;
    }
  });
});
