import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/modules/notifications/notifications.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { usingServer } from '../helpers/db.js';
import { createTenantWithOwner } from '../helpers/fixtures.js';
import { CLINIC_DOCS } from './corpus.js';
import { multipartBody } from './files.js';

const faqOf = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`Pytanie ${i + 1}?`, `Odpowiedź ${i + 1}.`]));

describe('knowledge score and milestones', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://app.recepcja.test' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const score = (tenantId: string, auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/tenants/${tenantId}/knowledge-score`, headers: auth });
  const setFaq = async (tenantId: string, auth: Record<string, string>, n: number) => {
    const r = await t.app.inject({
      method: 'PATCH',
      url: `/tenants/${tenantId}`,
      headers: auth,
      payload: { faq: faqOf(n) },
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  const milestoneEvents = (tenantId: string) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.tenantId, tenantId),
          sql`${outboxMessages.payload}->>'event' = 'knowledge.milestone_reached'`,
        ),
      );
  const milestoneNotes = (tenantId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, tenantId), eq(notifications.kind, 'knowledge_milestone')));

  it('scores an empty knowledge base 0 and lists what to do next, with deep links', async () => {
    const { tenant, owner } = await createTenantWithOwner(t);
    const r = await score(tenant.id, owner.auth);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      score: 0,
      answers_known: 0,
      faq_entries: 0,
      document_topics: 0,
      next_milestone: 25,
    });
    const actions = r.json().next_best_actions;
    expect(actions.map((a: { key: string }) => a.key)).toEqual([
      'opening_hours',
      'upload_document',
      'add_faq',
      'next_milestone',
    ]);
    for (const a of actions) {
      expect(a.deep_link).toMatch(/^https:\/\/app\.recepcja\.test\//);
      expect(a.label_pl.length).toBeGreaterThan(5);
    }
    expect(actions[3].label).toBe('Add 25 more answers to reach 25');
    expect(await milestoneEvents(tenant.id)).toHaveLength(0);
  });

  it('counts FAQ entries and document topics, applies the formula, and raises each milestone once', async () => {
    const { tenant, owner } = await createTenantWithOwner(t);
    await setFaq(tenant.id, owner.auth, 24);
    let r = (await score(tenant.id, owner.auth)).json();
    // round(0.7 × 24) = 17, + 10 for a filled FAQ (≥ 5 entries)
    expect(r).toMatchObject({ answers_known: 24, score: 27, next_milestone: 25 });
    expect(await milestoneEvents(tenant.id)).toHaveLength(0);

    // A document adds its passages as topics (3 passages here).
    const m = multipartBody(
      { filename: 'regulamin.txt', type: 'text/plain', content: Buffer.from(CLINIC_DOCS[1]!.content) },
      {},
    );
    const up = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenant.id}/knowledge/upload`,
      payload: m.payload,
      headers: { ...m.headers, ...owner.auth },
    });
    const topics = up.json().chunk_count as number;
    expect(topics).toBeGreaterThanOrEqual(2);
    await t.db
      .update(tenants)
      .set({ openingHours: { mon: [['08:00', '16:00']] } })
      .where(eq(tenants.id, tenant.id));
    r = (await score(tenant.id, owner.auth)).json();
    const answers = 24 + topics;
    expect(r).toMatchObject({
      answers_known: answers,
      document_topics: topics,
      faq_entries: 24,
      next_milestone: 50,
    });
    expect(r.score).toBe(Math.round(0.7 * answers) + 30);
    expect(r.next_best_actions.map((a: { key: string }) => a.key)).toEqual(['next_milestone']);

    let events = await milestoneEvents(tenant.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.topic).toBe('event');
    expect(events[0]!.payload).toMatchObject({
      event: 'knowledge.milestone_reached',
      milestone: 25,
      answers_known: answers,
      tenant_id: tenant.id,
    });
    expect(events[0]!.payload.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    let notes = await milestoneNotes(tenant.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      dedupeKey: 'knowledge.milestone:25',
      actionUrl: 'https://app.recepcja.test/knowledge',
    });
    expect(notes[0]!.data).toMatchObject({ milestone: 25, title_pl: expect.stringContaining('25') });

    // Reading again raises nothing; dropping below and rising again raises nothing either.
    await score(tenant.id, owner.auth);
    await setFaq(tenant.id, owner.auth, 1);
    await score(tenant.id, owner.auth);
    await setFaq(tenant.id, owner.auth, 24);
    await score(tenant.id, owner.auth);
    expect(await milestoneEvents(tenant.id)).toHaveLength(1);

    // Jumping past 50 and 100 at once raises both, once each.
    await setFaq(tenant.id, owner.auth, 120);
    r = (await score(tenant.id, owner.auth)).json();
    expect(r).toMatchObject({ score: 100, next_milestone: null, next_best_actions: [] });
    events = await milestoneEvents(tenant.id);
    expect(events.map((e) => e.payload.milestone).sort()).toEqual([100, 25, 50]);
    notes = await milestoneNotes(tenant.id);
    expect(notes).toHaveLength(3);
  });

  it('caps the topics of one document at 25', async () => {
    const { tenant, owner } = await createTenantWithOwner(t);
    const long = Array.from({ length: 60 }, (_, i) =>
      `Rozdział ${i + 1}. Ten akapit opisuje usługę numer ${i + 1} bardzo dokładnie, z ceną, czasem trwania i przygotowaniem. `.repeat(
        5,
      ),
    ).join('\n\n');
    const m = multipartBody({ filename: 'manual.txt', type: 'text/plain', content: Buffer.from(long) });
    const up = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenant.id}/knowledge/upload`,
      payload: m.payload,
      headers: { ...m.headers, ...owner.auth },
    });
    expect(up.json().chunk_count).toBeGreaterThan(25);
    const r = (await score(tenant.id, owner.auth)).json();
    expect(r).toMatchObject({ answers_known: 25, document_topics: 25 });
  });

  it('raises a milestone exactly once under concurrent reads', async () => {
    const { tenant, owner } = await createTenantWithOwner(t);
    await t.db
      .update(tenants)
      .set({ faq: faqOf(100) })
      .where(eq(tenants.id, tenant.id));
    const results = await Promise.all(Array.from({ length: 12 }, () => score(tenant.id, owner.auth)));
    for (const r of results) expect(r.statusCode).toBe(200);
    const events = await milestoneEvents(tenant.id);
    expect(events.map((e) => e.payload.milestone).sort()).toEqual([100, 25, 50]);
    expect(await milestoneNotes(tenant.id)).toHaveLength(3);
    if (usingServer()) expect(t.database.engine).toBe('postgres');
  });
});
