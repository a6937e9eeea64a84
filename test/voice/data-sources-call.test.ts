/**
 * The receptionist and the tenant's own data, end to end: the owner uploads a price list and
 * adds a contact in the dashboard; callers reach them through the MCP tool server (a child
 * process over stdio calling back the real data-sources routes of this app).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactCalls } from '../../src/modules/data-sources/data-sources.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { multipartBody } from '../knowledge/files.js';
import { caller, NOW, randomMobile, voiceTenant } from './setup.js';

const PRICES_V1 = '\uFEFFUsługa;Cena;Czas\nWybielanie zębów;800 zł;60 min\nPrzegląd;150 zł;30 min\n';
const PRICES_V2 = 'Usługa;Cena;Czas\nWybielanie zębów;950 zł;60 min\nPrzegląd;150 zł;30 min\n';

describe('the receptionist answers from the owner’s sheets and knows the owner’s contacts', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);
  let c: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { VOICE_TOOLS: 'mcp', VOICE_TOOLS_TIMEOUT_MS: '5000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    c = caller(t, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (tenantId: string, auth: Record<string, string>, csv: string, id?: string) => {
    const m = multipartBody(
      { filename: 'cennik.csv', type: 'text/csv', content: Buffer.from(csv) },
      { name: 'Cennik' },
    );
    return t.app.inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/tenants/${tenantId}/data-sources/${id}` : `/tenants/${tenantId}/data-sources`,
      payload: m.payload,
      headers: { ...m.headers, ...auth },
    });
  };

  it('greets a known caller by name, answers the price from the sheet, re-reads a replaced sheet, logs both calls', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const auth = x.owner.auth;
    const from = randomMobile();

    const up = await upload(x.tenant.id, auth, PRICES_V1);
    expect(up.statusCode, up.body).toBe(201);
    const sourceId = up.json().id as string;
    const contact = await t.app.inject({
      method: 'POST',
      url: `/tenants/${x.tenant.id}/contacts`,
      headers: auth,
      payload: { name: 'Anna Nowak', phone: from },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const contactId = contact.json().id as string;

    const first = await c.converse(x.number, from, ['Ile kosztuje wybielanie?', 'Nie, dziękuję']);
    expect(first.greeting).toContain('Anna Nowak');
    expect(first.turns[0]!.body.reply).toContain('800 zł');
    expect(first.last.body).toMatchObject({ ended: true, outcome: 'answered_faq' });

    // The owner replaces the sheet; the next caller hears the new price at once.
    const replaced = await upload(x.tenant.id, auth, PRICES_V2, sourceId);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = await c.converse(x.number, from, ['A ile kosztuje wybielanie zębów?', 'Nie, dziękuję']);
    expect(second.turns[0]!.body.reply).toContain('950 zł');
    expect(second.turns[0]!.body.reply).not.toContain('800 zł');

    // Both calls were logged to the built-in CRM against the contact, with the call record's id.
    const logged = await t.db.select().from(contactCalls).where(eq(contactCalls.contactId, contactId));
    expect(logged.map((l) => l.callId).sort()).toEqual([first.callId, second.callId].sort());
    const g = await t.app.inject({
      method: 'GET',
      url: `/tenants/${x.tenant.id}/contacts/${contactId}`,
      headers: auth,
    });
    expect(g.statusCode).toBe(200);
    expect(g.json().calls).toHaveLength(2);
    expect(g.json().calls[0]).toMatchObject({ outcome: 'answered_faq' });

    // A caller the CRM does not know is greeted without a name, and nothing is logged for them.
    const stranger = randomMobile();
    const third = await c.converse(x.number, stranger, ['Ile kosztuje przegląd?', 'Nie, dziękuję']);
    expect(third.greeting).not.toContain('Anna');
    expect(third.turns[0]!.body.reply).toContain('150 zł');
    expect(await t.db.select().from(contactCalls).where(eq(contactCalls.callId, third.callId))).toHaveLength(
      0,
    );
  });

  it('another tenant’s sheet and contacts are never used', async () => {
    clock.set(NOW);
    const owner = await voiceTenant(t);
    const other = await voiceTenant(t);
    const from = randomMobile();
    expect((await upload(owner.tenant.id, owner.owner.auth, PRICES_V1)).statusCode).toBe(201);
    const contact = await t.app.inject({
      method: 'POST',
      url: `/tenants/${owner.tenant.id}/contacts`,
      headers: owner.owner.auth,
      payload: { name: 'Anna Nowak', phone: from },
    });
    expect(contact.statusCode).toBe(201);

    const r = await c.converse(other.number, from, ['Ile kosztuje wybielanie?', 'Nie, dziękuję']);
    expect(r.greeting).not.toContain('Anna');
    expect(r.turns[0]!.body.reply).not.toContain('800 zł');
    expect(await t.db.select().from(contactCalls).where(eq(contactCalls.callId, r.callId))).toHaveLength(0);
  });
});
