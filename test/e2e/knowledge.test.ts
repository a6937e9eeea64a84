import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  a11yViolations,
  api,
  checkPage,
  createOwner,
  launchBrowser,
  newContext,
  type Owner,
  type Service,
  screenshot,
  signIn,
  startService,
} from './harness.js';

let svc: Service;
let browser: Browser;
let owner: Owner;
let dir: string;

const PRICE_LIST = [
  'Cennik gabinetu Uśmiech.',
  'Wybielanie zębów kosztuje 800 zł i trwa około godziny.',
  'Przegląd stomatologiczny kosztuje 150 zł.',
  'Usunięcie kamienia nazębnego kosztuje 250 zł.',
].join('\n');
// Enough text that a throttled upload shows its progress for a few seconds.
const FILLER = Array.from(
  { length: 400 },
  (_, i) => `Akapit ${i + 1}. Nasz zespół dba o komfort pacjentów podczas każdej wizyty w gabinecie.`,
).join('\n\n');

/** Several test runs share the machine: the pages' waits get more time than the harness's 15 s. */
async function patient(pending: Promise<BrowserContext>) {
  const context = await pending;
  context.setDefaultTimeout(45_000);
  return context;
}

beforeAll(async () => {
  svc = await startService();
  browser = await launchBrowser();
  owner = await createOwner(svc);
  dir = await mkdtemp(path.join(tmpdir(), 'knowledge-e2e-'));
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the knowledge base', () => {
  it('edits the FAQ in both languages, with validation, and saves it', async () => {
    const context = await patient(newContext(browser));
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/knowledge#faq`);
    await page.getByRole('heading', { name: 'Baza wiedzy', level: 1 }).waitFor();
    // The onboarding's question is there, as a Polish question.
    const first = page.getByRole('group', { name: 'Pytanie 1' });
    await expect.poll(() => first.getByLabel('Pytanie po polsku').inputValue()).toBe('Czy jest parking?');
    await checkPage(page, 'knowledge-pl');

    await first.getByLabel('Pytanie po angielsku').fill('Is there parking?');
    await first.getByLabel('Odpowiedź po angielsku').fill('Yes, free parking in front of the building.');
    await page.getByRole('button', { name: 'Dodaj pytanie' }).click();
    const second = page.getByRole('group', { name: 'Pytanie 2' });
    await second.getByLabel('Pytanie po polsku').fill('Czy przyjmujecie karty?');
    await second.getByLabel('Odpowiedź po polsku').fill('Tak, przyjmujemy karty i BLIK.');
    await second.getByLabel('Pytanie po angielsku').fill('Do you take cards?');
    // An English question without its answer is refused next to the field.
    await page.getByRole('button', { name: 'Zapisz FAQ' }).click();
    await second.getByText('Wpisz odpowiedź na to pytanie.').waitFor();
    await page.getByText('Popraw zaznaczone pola i zapisz ponownie.').waitFor();
    await checkPage(page, 'knowledge-faq-invalid');

    await second.getByLabel('Odpowiedź po angielsku').fill('Yes, we take cards and BLIK.');
    await page.getByRole('button', { name: 'Zapisz FAQ' }).click();
    await page.getByText('Zapisano FAQ.').waitFor();
    await checkPage(page, 'knowledge-faq-saved');

    const saved = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/faq`);
    expect(saved.body.entries).toEqual([
      {
        question_pl: 'Czy jest parking?',
        answer_pl: 'Tak, bezpłatny parking przed budynkiem.',
        question_en: 'Is there parking?',
        answer_en: 'Yes, free parking in front of the building.',
      },
      {
        question_pl: 'Czy przyjmujecie karty?',
        answer_pl: 'Tak, przyjmujemy karty i BLIK.',
        question_en: 'Do you take cards?',
        answer_en: 'Yes, we take cards and BLIK.',
      },
    ]);
    const config = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}`);
    expect(config.body.faq).toMatchObject({
      'Is there parking?': 'Yes, free parking in front of the building.',
      'Do you take cards?': 'Yes, we take cards and BLIK.',
    });
    // After a reload the pairs are still together.
    await page.reload();
    await expect
      .poll(() =>
        page.getByRole('group', { name: 'Pytanie 2' }).getByLabel('Pytanie po angielsku').inputValue(),
      )
      .toBe('Do you take cards?');
    await context.close();
  }, 240_000);

  it('uploads a TXT file with a progress bar, lists it, refuses wrong files clearly, and answers from it', async () => {
    const context = await patient(newContext(browser));
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/knowledge#upload`);
    await page.getByRole('heading', { name: 'Dokumenty', exact: true }).waitFor();
    await page.getByText('Nie ma jeszcze żadnych dokumentów.').waitFor();

    const txt = path.join(dir, 'cennik.txt');
    await writeFile(txt, `${PRICE_LIST}\n\n${FILLER}\n`);
    // A slow line (about 8 KB/s up), so that the progress bar is seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024,
    });
    await page.getByLabel('Wybierz plik PDF, DOCX lub TXT').setInputFiles(txt);
    const bar = page.getByRole('progressbar', { name: 'Postęp przesyłania' });
    await bar.waitFor();
    await page.getByText('Przesyłanie: cennik.txt').waitFor();
    await screenshot(page, 'knowledge-upload-progress');
    const violations = await a11yViolations(page);
    const closers = await page
      .locator('.m_220c80f2')
      .evaluateAll((els) => els.map((e) => e.outerHTML).join('\n'));
    expect(violations, closers).toEqual([]);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const row = page.getByTestId('document-row').filter({ hasText: 'cennik' });
    await row.waitFor({ timeout: 60_000 });
    await expect.poll(() => row.textContent()).toContain('TXT');
    await page.getByText('Dodano dokument cennik.txt.', { exact: true }).first().waitFor();
    await checkPage(page, 'knowledge-uploaded');

    // A program is refused before it is sent.
    const exe = path.join(dir, 'setup.exe');
    await writeFile(exe, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]));
    await page.getByLabel('Wybierz plik PDF, DOCX lub TXT').setInputFiles(exe);
    await page.getByRole('alert').filter({ hasText: 'To nie jest plik PDF, DOCX ani TXT.' }).waitFor();
    await checkPage(page, 'knowledge-upload-refused-type');

    // Text posing as a PDF: the service refuses it, and its reason is shown with what to do.
    const fake = path.join(dir, 'oferta.pdf');
    await writeFile(fake, 'To nie jest PDF, tylko zwykły tekst.');
    await page.getByLabel('Wybierz plik PDF, DOCX lub TXT').setInputFiles(fake);
    const refused = page.getByRole('alert').filter({ hasText: 'Nie przyjęliśmy pliku oferta.pdf' });
    await refused.waitFor();
    await expect
      .poll(() => refused.textContent())
      .toContain('Plik jest nazwany lub zadeklarowany jako PDF, ale jego treść to zwykły tekst');
    await checkPage(page, 'knowledge-upload-refused-service');
    expect(await page.getByTestId('document-row').count()).toBe(1);

    // The score, its milestones and the next actions, as links inside the app.
    const score = page.getByTestId('knowledge-score');
    await expect.poll(() => score.textContent()).toMatch(/Wynik wiedzy: \d+ na 100/);
    await expect.poll(() => page.getByTestId('milestones').textContent()).toContain('25 odpowiedzi');
    const action = page.getByTestId('next-actions').getByRole('link').first();
    expect(await action.getAttribute('href')).toMatch(/^\/app\/(knowledge|settings)/);

    // The test question is answered from the uploaded document, with its source.
    await page.getByLabel('Pytanie klienta').fill('Ile kosztuje wybielanie zębów?');
    await page.getByRole('button', { name: 'Sprawdź odpowiedź' }).click();
    const answer = page.getByTestId('answer');
    await answer.waitFor();
    await expect.poll(() => answer.textContent()).toContain('800 zł');
    await expect.poll(() => answer.textContent()).toContain('Zna odpowiedź');
    await expect.poll(() => answer.textContent()).toContain('cennik');
    await checkPage(page, 'knowledge-answer');

    // A question it cannot answer says so and offers to teach it.
    await page.getByLabel('Pytanie klienta').fill('Czy macie basen dla psów?');
    await page.getByRole('button', { name: 'Sprawdź odpowiedź' }).click();
    await answer.getByText('Nie zna odpowiedzi').waitFor();
    await answer.getByRole('link', { name: 'dodaj pytanie do FAQ' }).waitFor();
    await context.close();
  }, 240_000);

  it('deletes a document after confirmation', async () => {
    const doc = await fetch(`${svc.baseUrl}/tenants/${owner.tenantId}/knowledge/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: (() => {
        const f = new FormData();
        f.append(
          'file',
          new Blob(['Regulamin: wizytę można odwołać do 24 godzin przed terminem.']),
          'regulamin.txt',
        );
        return f;
      })(),
    });
    expect(doc.status).toBe(201);
    const context = await patient(newContext(browser));
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/knowledge#upload`);
    await page.getByTestId('document-row').filter({ hasText: 'regulamin' }).waitFor();
    await page.getByRole('button', { name: 'Usuń dokument regulamin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Usunąć dokument?' });
    await dialog.waitFor();
    await checkPage(page, 'knowledge-delete-confirm');
    await dialog.getByRole('button', { name: 'Usuń dokument', exact: true }).click();
    await page.getByText('Usunięto dokument „regulamin”.').waitFor();
    await expect
      .poll(() => page.getByTestId('document-row').filter({ hasText: 'regulamin' }).count())
      .toBe(0);
    await context.close();
  }, 240_000);

  it("never shows another tenant's knowledge: its ids answer 404 and an unknown address is not-found", async () => {
    const other = await createOwner(svc, { businessName: 'Warsztat Inny' });
    const docs = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/knowledge`);
    const docId = docs.body[0].id as string;
    for (const [method, route] of [
      ['GET', `/tenants/${owner.tenantId}/knowledge`],
      ['GET', `/tenants/${owner.tenantId}/faq`],
      ['GET', `/tenants/${owner.tenantId}/knowledge-score`],
      ['DELETE', `/tenants/${owner.tenantId}/knowledge/${docId}`],
      ['DELETE', `/tenants/${other.tenantId}/knowledge/${docId}`],
    ] as const) {
      expect((await api(svc, other.token, method, route)).status, `${method} ${route}`).toBe(404);
    }
    const context = await patient(newContext(browser));
    await signIn(context, svc, other);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/knowledge/${docId}`);
    await page.getByTestId('not-found').waitFor();
    await checkPage(page, 'knowledge-not-found');
    await page.goto(`${svc.appUrl}/knowledge`);
    await page.getByText('Nie ma jeszcze żadnych dokumentów.').waitFor();
    expect(await page.getByTestId('document-row').count()).toBe(0);
    expect(await page.getByText('cennik', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Czy przyjmujecie karty?').count()).toBe(0);
    await context.close();
  }, 240_000);

  it('reads in English and fits a phone', async () => {
    const context = await patient(newContext(browser));
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/knowledge`);
    await page.getByRole('heading', { name: 'Baza wiedzy', level: 1 }).waitFor();
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Knowledge base', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'Question 1' }).getByLabel('Question in English').waitFor();
    await expect
      .poll(() => page.getByTestId('knowledge-score').textContent())
      .toMatch(/Knowledge score: \d+ out of 100/);
    await checkPage(page, 'knowledge-en');
    await context.close();

    const phone = await patient(newContext(browser, { mobile: true }));
    await signIn(phone, svc, owner);
    const p = await phone.newPage();
    await p.goto(`${svc.appUrl}/knowledge#faq`);
    await p.getByRole('heading', { name: 'Najczęstsze pytania (FAQ)' }).waitFor();
    await p.getByRole('group', { name: 'Pytanie 1' }).waitFor();
    const width = await p.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await checkPage(p, 'knowledge-phone');
    await phone.close();
  }, 240_000);
});
