/**
 * The services offered (issue #21, item 4): `service_types` with aliases and a department, set
 * through `PUT /tenants/{id}/settings` and `PATCH /tenants/{id}`, validated; the receptionist
 * recognises a service by its name or an alias, books it with its name and length, and lists
 * the services with their prices when asked what is offered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { caller, NOW, randomMobile, voiceTenant } from './setup.js';

const SERVICES = {
  'Masaż leczniczy': { duration_minutes: 60, price_pln: 150, aliases: ['masaż pleców', 'massage'] },
  Konsultacja: {
    duration_minutes: 45,
    price_pln: 180,
    aliases: ['pierwsza konsultacja', 'consultation'],
    department: 'księgowość',
  },
};

describe('services: configured, validated, recognised, booked and listed', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);
  let c: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    c = caller(t, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  const inject = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('PUT settings and PATCH tenant store aliases and the department (matched by name)', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const put = await inject('PUT', `/tenants/${x.tenant.id}/settings`, x.owner.auth, {
      service_types: SERVICES,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().service_types).toEqual({
      'Masaż leczniczy': {
        duration_minutes: 60,
        price_pln: 150,
        name_en: null,
        aliases: ['masaż pleców', 'massage'],
        department: null,
      },
      Konsultacja: {
        duration_minutes: 45,
        price_pln: 180,
        name_en: null,
        aliases: ['pierwsza konsultacja', 'consultation'],
        department: 'Księgowość',
      },
    });
    const patch = await inject('PATCH', `/tenants/${x.tenant.id}`, x.owner.auth, {
      service_types: { Kinesiotaping: { duration_minutes: 20, price_pln: null, aliases: [' taping '] } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const read = await inject('GET', `/tenants/${x.tenant.id}/settings`, x.owner.auth);
    expect(read.json().service_types).toEqual({
      Kinesiotaping: {
        duration_minutes: 20,
        price_pln: null,
        name_en: null,
        aliases: ['taping'],
        department: null,
      },
    });
  });

  it('refuses an unknown department, an alias used twice, a blank alias, unknown fields; another tenant gets 404', async () => {
    const x = await voiceTenant(t);
    const url = `/tenants/${x.tenant.id}/settings`;
    const dep = await inject('PUT', url, x.owner.auth, {
      service_types: { Masaż: { duration_minutes: 30, price_pln: 100, department: 'Chirurgia' } },
    });
    expect(dep.statusCode).toBe(422);
    expect(dep.json().detail[0]).toMatchObject({ loc: ['body', 'service_types', 'Masaż'] });
    const twice = await inject('PATCH', `/tenants/${x.tenant.id}`, x.owner.auth, {
      service_types: {
        Masaż: { duration_minutes: 30, price_pln: 100, aliases: ['massage'] },
        Terapia: { duration_minutes: 30, price_pln: 100, aliases: ['Massage'] },
      },
    });
    expect(twice.statusCode).toBe(422);
    const blank = await inject('PUT', url, x.owner.auth, {
      service_types: { Masaż: { duration_minutes: 30, price_pln: 100, aliases: ['  '] } },
    });
    expect(blank.statusCode).toBe(422);
    const extra = await inject('PUT', url, x.owner.auth, {
      service_types: { Masaż: { duration_minutes: 30, price_pln: 100, colour: 'red' } },
    });
    expect(extra.statusCode).toBe(422);
    const other = await createTenantWithOwner(t);
    expect((await inject('PUT', url, other.owner.auth, { service_types: SERVICES })).statusCode).toBe(404);
    expect(
      (await inject('PATCH', `/tenants/${x.tenant.id}`, other.owner.auth, { service_types: {} })).statusCode,
    ).toBe(404);
  });

  it('a caller naming a service by an alias is booked for that service and its length', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await inject('PUT', `/tenants/${x.tenant.id}/settings`, x.owner.auth, { service_types: SERVICES });
    const r = await c.converse(x.number, randomMobile(), [
      'Chciałabym się zapisać na masaż pleców w środę o dziesiątej',
      'Tak',
      'Joanna Wrona',
      'Nie, dziękuję',
    ]);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'booked' });
    const key = await createApiKey(t, x.tenant.id, { scopes: ['appointments:read'] });
    const list = (await inject('GET', '/v2/appointments', key.auth)).json().data as Record<string, string>[];
    expect(list).toHaveLength(1);
    expect(list[0]!.service_type).toBe('Masaż leczniczy');
    expect(list[0]!.start_time).toBe('2026-11-25T09:00:00.000Z');
    expect(list[0]!.end_time).toBe('2026-11-25T10:00:00.000Z');
  });

  it('an English caller naming a service by its English alias', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await inject('PUT', `/tenants/${x.tenant.id}/settings`, x.owner.auth, { service_types: SERVICES });
    const r = await c.converse(x.number, randomMobile(), [
      'Could I book a consultation on Thursday at 1 pm?',
      'Yes',
      'Mary Jones',
      'No, bye',
    ]);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'booked' });
    const key = await createApiKey(t, x.tenant.id, { scopes: ['appointments:read'] });
    const [a] = (await inject('GET', '/v2/appointments', key.auth)).json().data as Record<string, string>[];
    expect(a).toMatchObject({
      service_type: 'Konsultacja',
      start_time: '2026-11-26T12:00:00.000Z',
      end_time: '2026-11-26T12:45:00.000Z',
    });
  });

  it('asked what is offered, lists the services with length and price', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await inject('PUT', `/tenants/${x.tenant.id}/settings`, x.owner.auth, { service_types: SERVICES });
    const pl = await c.converse(x.number, randomMobile(), ['Jakie macie usługi?', 'Nie, dziękuję']);
    expect(pl.turns[0]!.body.reply).toMatch(
      /^Oferujemy: Konsultacja \(45 minut, 180 zł\), Masaż leczniczy \(60 minut, 150 zł\)\./,
    );
    expect(pl.last.body).toMatchObject({ ended: true, outcome: 'answered_faq' });
    const one = await c.converse(x.number, randomMobile(), ['Czy oferujecie masaż pleców?', 'Nie, dziękuję']);
    expect(one.turns[0]!.body.reply).toMatch(/^Oferujemy: Masaż leczniczy \(60 minut, 150 zł\)\. Czy mogę/);
    // A service that is not offered is not answered with the list of the others.
    const none = await c.converse(x.number, randomMobile(), ['Do you offer acupuncture?', 'No', 'Bye']);
    expect(none.turns[0]!.body.reply).toMatch(/^I'm sorry, I don't have that information/);
    const en = await c.converse(x.number, randomMobile(), ['What do you offer?', 'No, bye']);
    expect(en.turns[0]!.body.reply).toMatch(
      /^We offer: Konsultacja \(45 minutes, 180 zł\), Masaż leczniczy \(60 minutes, 150 zł\)\./,
    );
  });

  it('an English name: stored trimmed, unique among the names and aliases, said to English callers and recognised', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const url = `/tenants/${x.tenant.id}/settings`;
    const named = {
      'Masaż leczniczy': { ...SERVICES['Masaż leczniczy'], name_en: '  Therapeutic   massage ' },
      Konsultacja: { ...SERVICES.Konsultacja, department: null, name_en: 'Konsultacja' },
      'Drenaż limfatyczny': { duration_minutes: 45, price_pln: 200, name_en: 'Lymphatic drainage' },
    };
    const put = await inject('PUT', url, x.owner.auth, { service_types: named });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().service_types['Masaż leczniczy'].name_en).toBe('Therapeutic massage');
    // The English name may repeat its own service's name, not another's name or alias.
    expect(put.json().service_types.Konsultacja.name_en).toBe('Konsultacja');
    for (const clash of ['consultation', 'KONSULTACJA', 'masaż pleców']) {
      const r = await inject('PUT', url, x.owner.auth, {
        service_types: { ...named, 'Masaż leczniczy': { ...named['Masaż leczniczy'], name_en: clash } },
      });
      expect(r.statusCode, clash).toBe(422);
      // The clash is named at whichever of the two services comes second.
      expect(r.json().detail[0].loc.slice(0, 2)).toEqual(['body', 'service_types']);
      expect(r.json().detail[0].type).toBe('value_error.service_type');
    }
    const blank = await inject('PUT', url, x.owner.auth, {
      service_types: { Masaż: { duration_minutes: 30, price_pln: 100, name_en: '   ' } },
    });
    expect(blank.statusCode).toBe(422);
    expect((await inject('GET', url, x.owner.auth)).json().service_types['Masaż leczniczy'].name_en).toBe(
      'Therapeutic massage',
    );

    const en = await c.converse(x.number, randomMobile(), ['What do you offer?', 'No, bye']);
    expect(en.turns[0]!.body.reply).toMatch(
      /^We offer: Konsultacja \(45 minutes, 180 zł\), Lymphatic drainage \(45 minutes, 200 zł\), Therapeutic massage \(60 minutes, 150 zł\)\./,
    );
    const price = await c.converse(x.number, randomMobile(), ['How much is the massage?', 'No, bye']);
    expect(price.turns[0]!.body.reply).toMatch(/^Therapeutic massage costs 150 zł\./);
    const pl = await c.converse(x.number, randomMobile(), ['Ile kosztuje masaż leczniczy?', 'Nie, dziękuję']);
    expect(pl.turns[0]!.body.reply).toMatch(/^Masaż leczniczy kosztuje 150 zł\./);
    // Said in English, it is recognised like an alias: the booking gets the service and its length.
    const book = await c.converse(x.number, randomMobile(), [
      'I would like to book a lymphatic drainage on Wednesday at 10',
      'Yes',
      'Mary Jones',
      'No, bye',
    ]);
    expect(book.last.body).toMatchObject({ ended: true, outcome: 'booked' });
    const key = await createApiKey(t, x.tenant.id, { scopes: ['appointments:read'] });
    const [a] = (await inject('GET', '/v2/appointments', key.auth)).json().data as Record<string, string>[];
    expect(a).toMatchObject({
      service_type: 'Drenaż limfatyczny',
      start_time: '2026-11-25T09:00:00.000Z',
      end_time: '2026-11-25T09:45:00.000Z',
    });
  });

  it("the owner's synonyms are stored in the settings and used to match a question", async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await inject('PUT', `/tenants/${x.tenant.id}/faq`, x.owner.auth, {
      entries: [
        { question_pl: 'Czy można zapłacić przelewem?', answer_pl: 'Tak, numer konta podamy w SMS-ie.' },
      ],
    });
    const before = await c.converse(x.number, randomMobile(), [
      'Czy można płacić bankowo?',
      'Nie',
      'Do widzenia',
    ]);
    expect(before.turns[0]!.body.reply).toMatch(/nie mam tej informacji/);
    const put = await inject('PUT', `/tenants/${x.tenant.id}/settings`, x.owner.auth, {
      synonyms: { ' przelew ': ['płatność  bankowa', ' ', 'bankowo'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().synonyms).toEqual({ przelew: ['płatność bankowa', 'bankowo'] });
    const after = await c.converse(x.number, randomMobile(), ['Czy można płacić bankowo?', 'Nie, dziękuję']);
    expect(after.turns[0]!.body.reply).toMatch(/^Tak, numer konta podamy w SMS-ie\./);
    const other = await voiceTenant(t);
    expect(
      (await inject('PUT', `/tenants/${x.tenant.id}/settings`, other.owner.auth, { synonyms: {} }))
        .statusCode,
    ).toBe(404);
  });
});
