import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeDocuments } from '../../src/modules/knowledge/knowledge.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { injector, makeCall, receptionTenant } from './setup.js';

describe('missed questions (Business+)', () => {
  let t: TestApp;
  let inject: ReturnType<typeof injector>;
  let a: Awaited<ReturnType<typeof receptionTenant>>;
  let b: Awaited<ReturnType<typeof receptionTenant>>;

  beforeAll(async () => {
    t = await createTestApp();
    inject = injector(t);
    a = await receptionTenant(t, 'business');
    b = await receptionTenant(t, 'business');
    await makeCall(t, a, { unanswered_questions: ['Czy macie parking?', 'Ile kosztuje wybielanie zębów?'] });
    await makeCall(t, a, { unanswered_questions: ['Czy macie parking?'] });
    await makeCall(t, a, {
      unanswered_questions: ['Czy macie parking dla pacjentów?', 'Czy przyjmujecie psy?'],
    });
    await makeCall(t, b, { unanswered_questions: ['Pytanie firmy B o parking?'] });
    await t.db.insert(knowledgeDocuments).values({
      tenantId: a.tenant.id,
      title: 'Informacje dla pacjentów',
      source: 'upload',
      content:
        'Gabinet Uśmiech działa od 2010 roku.\n\nDojazd i parking: przed gabinetem jest bezpłatny parking dla pacjentów na 10 samochodów.\n\nCennik: wybielanie zębów kosztuje 800 zł, przegląd 150 zł.',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the tenant’s questions, open first, with the open count', async () => {
    const r = await inject('GET', '/missed-questions', a.owner.auth);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ open_count: 5, has_more: false, limit: 50, offset: 0 });
    expect(r.json().data).toHaveLength(5);
    expect(r.json().data.every((q: { status: string }) => q.status === 'open')).toBe(true);
    expect(r.json().data.map((q: { question: string }) => q.question)).not.toContain(
      'Pytanie firmy B o parking?',
    );
    const page = await inject('GET', '/missed-questions?limit=2&offset=2', a.owner.auth);
    expect(page.json()).toMatchObject({ has_more: true });
    expect(page.json().data).toHaveLength(2);
  });

  it('suggests drafts from the knowledge base for grouped questions, and says so when there is nothing', async () => {
    const r = await inject('GET', '/missed-questions/suggestions', a.owner.auth);
    expect(r.statusCode).toBe(200);
    const data = r.json().data as {
      question: string;
      count: number;
      draft_answer: string | null;
      source: { title: string } | null;
      note: string;
    }[];
    expect(data[0]).toMatchObject({ question: 'Czy macie parking?', count: 3 });
    expect(data[0]!.draft_answer).toContain('bezpłatny parking dla pacjentów');
    expect(data[0]!.source!.title).toBe('Informacje dla pacjentów');
    const price = data.find((d) => d.question === 'Ile kosztuje wybielanie zębów?')!;
    expect(price.draft_answer).toBe('Cennik: wybielanie zębów kosztuje 800 zł, przegląd 150 zł.');
    const dogs = data.find((d) => d.question === 'Czy przyjmujecie psy?')!;
    expect(dogs).toMatchObject({ draft_answer: null, source: null, count: 1 });
    expect(dogs.note).toContain('Nothing relevant');
    // B has no knowledge documents: no draft, never an invented answer.
    const bs = (await inject('GET', '/missed-questions/suggestions', b.owner.auth)).json().data;
    expect(bs).toHaveLength(1);
    expect(bs[0].draft_answer).toBeNull();
  });

  it('apply-as-faq adds to the FAQ and resolves the question and its identical duplicates', async () => {
    const list = (await inject('GET', '/missed-questions?status=open', a.owner.auth)).json().data as {
      id: string;
      question: string;
    }[];
    const parking = list.filter((q) => q.question === 'Czy macie parking?');
    expect(parking).toHaveLength(2);
    const r = await inject('POST', `/missed-questions/${parking[0]!.id}/apply-as-faq`, a.owner.auth, {
      answer: '  Tak, bezpłatny parking przed gabinetem.  ',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      missed_question: {
        id: parking[0]!.id,
        status: 'resolved',
        answer: 'Tak, bezpłatny parking przed gabinetem.',
      },
      faq_question: 'Czy macie parking?',
      also_resolved: [parking[1]!.id],
      faq_entries: 1,
    });
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, a.tenant.id));
    expect(tenant!.faq).toEqual({ 'Czy macie parking?': 'Tak, bezpłatny parking przed gabinetem.' });
    const again = await inject('POST', `/missed-questions/${parking[1]!.id}/apply-as-faq`, a.owner.auth, {
      answer: 'Inna',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_resolved');
    const listed = (await inject('GET', '/missed-questions', a.owner.auth)).json();
    expect(listed.open_count).toBe(3);
    expect(listed.data.slice(0, 3).every((q: { status: string }) => q.status === 'open')).toBe(true);
    expect(listed.data[4].status).toBe('resolved');

    const other = list.find((q) => q.question === 'Czy przyjmujecie psy?')!;
    expect(
      (await inject('POST', `/missed-questions/${other.id}/apply-as-faq`, a.owner.auth, { answer: '   ' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await inject('POST', `/missed-questions/${other.id}/apply-as-faq`, a.owner.auth, {})).statusCode,
    ).toBe(422);
    // Another tenant's question: 404, and nothing changed.
    expect(
      (await inject('POST', `/missed-questions/${other.id}/apply-as-faq`, b.owner.auth, { answer: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', '/missed-questions/nope/apply-as-faq', b.owner.auth, { answer: 'x' })).statusCode,
    ).toBe(404);
    const [bTenant] = await t.db.select().from(tenants).where(eq(tenants.id, b.tenant.id));
    expect(bTenant!.faq).toEqual({});
    // With a rewritten question.
    const ok = await inject('POST', `/missed-questions/${other.id}/apply-as-faq`, a.owner.auth, {
      answer: 'Tak, psy są mile widziane.',
      question: 'Czy można przyjść z psem?',
    });
    expect(ok.json()).toMatchObject({ faq_question: 'Czy można przyjść z psem?', faq_entries: 2 });
  });

  it('is a Business feature', async () => {
    const solo = await receptionTenant(t, 'solo');
    for (const [method, url, payload] of [
      ['GET', '/missed-questions', undefined],
      ['GET', '/missed-questions/suggestions', undefined],
      ['POST', '/missed-questions/0190a0b0-0000-7000-8000-000000000000/apply-as-faq', { answer: 'x' }],
    ] as const) {
      const r = await inject(method, url, solo.owner.auth, payload);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().code).toBe('plan_required');
    }
    expect((await inject('GET', '/missed-questions', {})).statusCode).toBe(401);
  });
});
