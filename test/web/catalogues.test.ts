import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dashboard's words live in catalogues (web/src/locales/{pl,en}/*.json): both languages
 * have the same keys, none empty, and the pages hold no literal text of their own.
 */
const locales = path.resolve('web/src/locales');

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
function values(obj: unknown): unknown[] {
  if (typeof obj !== 'object' || obj === null) return [obj];
  return Object.values(obj).flatMap(values);
}
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : e.name.endsWith('.tsx')
        ? [path.join(dir, e.name)]
        : [],
  );
}

describe('web catalogues', () => {
  const pl = readdirSync(path.join(locales, 'pl')).sort();
  const en = readdirSync(path.join(locales, 'en')).sort();

  it('has the same namespaces in Polish and English', () => {
    expect(en).toEqual(pl);
    expect(pl).toContain('common.json');
  });

  it.each(pl)('%s: the same keys in both languages, no empty message', (file) => {
    const a = JSON.parse(readFileSync(path.join(locales, 'pl', file), 'utf8'));
    const b = JSON.parse(readFileSync(path.join(locales, 'en', file), 'utf8'));
    expect(keys(b).sort()).toEqual(keys(a).sort());
    for (const v of [...values(a), ...values(b)])
      expect(typeof v === 'string' && v.trim().length > 0).toBe(true);
  });

  it('pages carry no literal text: words come from the catalogues', () => {
    const offenders: string[] = [];
    const allowed = new Set([
      'Recepcja',
      'PL',
      'EN',
      'MCP',
      'API',
      'CSV',
      'NIP',
      'SMS',
      'PDF',
      'DOCX',
      'TXT',
    ]);
    for (const file of sources(path.resolve('web/src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/>\s*([^<>{}\n`]*\p{L}{2,}[^<>{}\n`]*?)\s*<\//gu)) {
        const words = m[1]!.trim();
        if (!allowed.has(words) && !/^[\p{P}\s]*$/u.test(words))
          offenders.push(`${path.relative('.', file)}: ${words}`);
      }
      for (const m of text.matchAll(
        /\b(label|placeholder|title|aria-label|description)="([^"]*\p{L}{2,}[^"]*)"/gu,
      )) {
        if (!allowed.has(m[2]!)) offenders.push(`${path.relative('.', file)}: ${m[1]}="${m[2]}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
