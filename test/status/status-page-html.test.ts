import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefersHtml } from '../../src/modules/status/status.pages.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createUser, uniqueEmail } from '../helpers/fixtures.js';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! || 1}`;
const FORM = 'application/x-www-form-urlencoded';

describe('the status page as HTML for browsers', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let incidentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { isAdmin: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/incidents',
      headers: admin.auth,
      payload: {
        title: 'Opóźnienia <script>alert(1)</script> SMS',
        message: 'Badamy & <b>naprawiamy</b>',
        components: ['sms'],
        impact: 'major',
      },
    });
    expect(res.statusCode).toBe(201);
    incidentId = res.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('ranks Accept headers: HTML only when strictly preferred to JSON', () => {
    expect(prefersHtml(BROWSER)).toBe(true);
    expect(prefersHtml('text/html')).toBe(true);
    expect(prefersHtml('*/*')).toBe(false);
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml('application/json')).toBe(false);
    expect(prefersHtml('application/json, text/html;q=0.5')).toBe(false);
    expect(prefersHtml('text/html;q=0, */*')).toBe(false);
    expect(prefersHtml('text/*, application/json;q=0.9')).toBe(true);
  });

  it('keeps the JSON for API clients (application/json, */*, none), with Vary: Accept', async () => {
    const plain = await t.app.inject({ url: '/status', remoteAddress: randomIp() });
    const bodies = [];
    for (const accept of ['application/json', '*/*', undefined]) {
      const r = await t.app.inject({
        url: '/status',
        remoteAddress: randomIp(),
        headers: accept ? { accept } : {},
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/application\/json/);
      expect(String(r.headers.vary)).toMatch(/Accept/);
      const { updated_at: _u, ...rest } = r.json();
      bodies.push(rest);
    }
    const { updated_at: _p, ...plainRest } = plain.json();
    for (const b of bodies) expect(b).toEqual(plainRest);
    expect(plainRest.open_incidents[0].title).toContain('<script>');
  });

  it('serves a Polish HTML page to browsers by default, escaped, cacheable briefly', async () => {
    const r = await t.app.inject({ url: '/status', remoteAddress: randomIp(), headers: { accept: BROWSER } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(String(r.headers.vary)).toMatch(/Accept/);
    expect(r.headers['cache-control']).toBe('public, max-age=30');
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    const html = r.body;
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<h1>Stan usługi Recepcja</h1>');
    expect(html).toContain('Częściowa awaria');
    expect(html).toContain('Połączenia głosowe');
    expect(html).toContain('Opóźnienia &lt;script&gt;alert(1)&lt;/script&gt; SMS');
    expect(html).toContain('Badamy &amp; &lt;b&gt;naprawiamy&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>naprawiamy');
    expect(html).toContain(`/status/incidents/${incidentId}`);
    expect(html).toContain('action="/status/subscribe"');
    expect(html).toMatch(/<main id="main">/);
  });

  it('speaks English by ?lang=en and by Accept-Language', async () => {
    const byQuery = await t.app.inject({
      url: '/status?lang=en',
      remoteAddress: randomIp(),
      headers: { accept: BROWSER },
    });
    expect(byQuery.body).toContain('<html lang="en">');
    expect(byQuery.body).toContain('Recepcja service status');
    expect(byQuery.body).toContain('Partial outage');
    const byHeader = await t.app.inject({
      url: '/status',
      remoteAddress: randomIp(),
      headers: { accept: BROWSER, 'accept-language': 'en-GB,en;q=0.9,pl;q=0.5' },
    });
    expect(byHeader.body).toContain('<html lang="en">');
    expect(byHeader.body).toContain('E-mail notifications');
    // The JSON does not depend on the language parameter.
    const json = await t.app.inject({ url: '/status?lang=en', remoteAddress: randomIp() });
    expect(json.json().components[0].name).toBe('API');
  });

  it('shows an incident as HTML, and a missing one as an HTML 404', async () => {
    const r = await t.app.inject({
      url: `/status/incidents/${incidentId}`,
      remoteAddress: randomIp(),
      headers: { accept: BROWSER },
    });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<h1>Opóźnienia &lt;script&gt;');
    expect(r.body).toContain('Przebieg');
    const json = await t.app.inject({ url: `/status/incidents/${incidentId}`, remoteAddress: randomIp() });
    expect(json.json().id).toBe(incidentId);
    const missing = await t.app.inject({
      url: '/status/incidents/0190f0f0-0000-7000-8000-000000000000?lang=en',
      remoteAddress: randomIp(),
      headers: { accept: BROWSER },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.body).toContain('Incident not found');
    const missingJson = await t.app.inject({
      url: '/status/incidents/0190f0f0-0000-7000-8000-000000000000',
      remoteAddress: randomIp(),
    });
    expect(missingJson.statusCode).toBe(404);
    expect(missingJson.headers['content-type']).toMatch(/json/);
  });

  it('takes the form-encoded subscribe form: a page for browsers, JSON for others', async () => {
    const email = uniqueEmail('form');
    const r = await t.app.inject({
      method: 'POST',
      url: '/status/subscribe',
      remoteAddress: randomIp(),
      headers: { accept: BROWSER, 'content-type': FORM },
      payload: `email=${encodeURIComponent(email)}&components=sms&components=voice&language=en`,
    });
    expect(r.statusCode).toBe(202);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toContain('Check your mailbox');
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.topic, 'email'), sql`${outboxMessages.payload}->>'to' = ${email}`));
    expect(mails).toHaveLength(1);
    // One component ticked is still a list.
    const one = await t.app.inject({
      method: 'POST',
      url: '/status/subscribe',
      remoteAddress: randomIp(),
      headers: { accept: BROWSER, 'content-type': FORM },
      payload: `email=${encodeURIComponent(uniqueEmail('one'))}&components=api`,
    });
    expect(one.statusCode).toBe(202);
    expect(one.body).toContain('Sprawdź skrzynkę e-mail');
    // The same form body from an API client is answered JSON, as before.
    const api = await t.app.inject({
      method: 'POST',
      url: '/status/subscribe',
      remoteAddress: randomIp(),
      headers: { 'content-type': FORM },
      payload: `email=${encodeURIComponent(uniqueEmail('api'))}`,
    });
    expect(api.statusCode).toBe(202);
    expect(api.json().status).toBe('pending_confirmation');
  });

  it('shows a bad address again on the page (422), escaped; JSON clients get the 422 detail', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/status/subscribe',
      remoteAddress: randomIp(),
      headers: { accept: BROWSER, 'content-type': FORM },
      payload: `email=${encodeURIComponent('"><script>x</script>')}&language=pl`,
    });
    expect(r.statusCode).toBe(422);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('role="alert"');
    expect(r.body).toContain('Podaj poprawny adres e-mail.');
    expect(r.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(r.body).not.toContain('<script>x');
    const json = await t.app.inject({
      method: 'POST',
      url: '/status/subscribe',
      remoteAddress: randomIp(),
      payload: { email: 'nope' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().detail[0].loc).toEqual(['body', 'email']);
  });

  it('answers the form over the limit with the page and Retry-After (429)', async () => {
    const ip = randomIp();
    const codes: number[] = [];
    let last = '';
    for (let i = 0; i < 11; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/status/subscribe',
        remoteAddress: ip,
        headers: { accept: BROWSER, 'content-type': FORM },
        payload: `email=${encodeURIComponent(uniqueEmail('lim'))}&language=en`,
      });
      codes.push(r.statusCode);
      if (r.statusCode === 429) {
        expect(r.headers['retry-after']).toBeDefined();
        last = r.body;
      }
    }
    expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(codes[10]).toBe(429);
    expect(last).toContain('role="alert"');
    expect(last).toContain('<html lang="en">');
  });

  it("answers the e-mailed links with a page in both languages, the reader's first", async () => {
    const r = await t.app.inject({
      url: '/status/unsubscribe?token=bad&lang=en',
      remoteAddress: randomIp(),
      headers: { accept: BROWSER },
    });
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('<html lang="en">');
    expect(r.body).toContain('<h1>Unsubscribing</h1>');
    expect(r.body).toContain('lang="pl"');
  });
});
