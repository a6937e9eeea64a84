import { type HTMLElement, parse } from 'node-html-parser';
import { AppError, ValidationError } from '../../platform/errors.js';
import { SsrfError, safeFetch } from '../../platform/ssrf.js';

export interface ProposedPair {
  question: string;
  answer: string;
  source: 'json_ld' | 'details' | 'definition_list' | 'heading';
}

export const SCRAPE_TIMEOUT_MS = 8000;
export const SCRAPE_MAX_BYTES = 1024 * 1024;
const MAX_PAIRS = 40;

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const decode = (s: string) => parse(`<p>${s}</p>`).text;

function jsonLdPairs(root: HTMLElement): ProposedPair[] {
  const out: ProposedPair[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const o = node as Record<string, unknown>;
    const type = o['@type'];
    const isQuestion = type === 'Question' || (Array.isArray(type) && type.includes('Question'));
    if (isQuestion && typeof o.name === 'string') {
      const acc = o.acceptedAnswer as Record<string, unknown> | Record<string, unknown>[] | undefined;
      const first = Array.isArray(acc) ? acc[0] : acc;
      if (first && typeof first.text === 'string')
        out.push({ question: clean(decode(o.name)), answer: clean(decode(first.text)), source: 'json_ld' });
    }
    for (const k of ['@graph', 'mainEntity', 'hasPart']) if (k in o) visit(o[k]);
  };
  for (const s of root.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(s.text));
    } catch {
      // malformed JSON-LD is common; skip it
    }
  }
  return out;
}

function detailsPairs(root: HTMLElement): ProposedPair[] {
  return root.querySelectorAll('details').flatMap((d) => {
    const summary = d.querySelector('summary');
    if (!summary) return [];
    const question = clean(summary.text);
    const answer = clean(d.text.replace(summary.text, ''));
    return question && answer ? [{ question, answer, source: 'details' as const }] : [];
  });
}

function definitionPairs(root: HTMLElement): ProposedPair[] {
  const out: ProposedPair[] = [];
  for (const dl of root.querySelectorAll('dl')) {
    let q: string | null = null;
    for (const child of dl.childNodes) {
      const el = child as HTMLElement;
      if (!el.tagName) continue;
      if (el.tagName === 'DT') q = clean(el.text);
      else if (el.tagName === 'DD' && q) {
        const a = clean(el.text);
        if (a) out.push({ question: q, answer: a, source: 'definition_list' });
        q = null;
      }
    }
  }
  return out;
}

/** A heading (or bold paragraph) that ends with "?" followed by the text up to the next heading. */
function headingPairs(root: HTMLElement): ProposedPair[] {
  const out: ProposedPair[] = [];
  const candidates = root.querySelectorAll('h2, h3, h4, h5, h6, p > strong, p > b, dt');
  for (const h of candidates) {
    const question = clean(h.text);
    if (!question.endsWith('?') || question.length > 300) continue;
    const start = h.tagName === 'STRONG' || h.tagName === 'B' ? h.parentNode : h;
    if (!start || start.tagName === 'DL') continue;
    const parts: string[] = [];
    let sib = start.nextElementSibling;
    while (sib && !/^H[1-6]$/.test(sib.tagName) && parts.join(' ').length < 1500) {
      const text = clean(sib.text);
      if (text.endsWith('?') && sib.querySelector('strong, b')) break;
      if (text) parts.push(text);
      sib = sib.nextElementSibling;
    }
    const answer = parts.join(' ').trim();
    if (answer) out.push({ question, answer, source: 'heading' });
  }
  return out;
}

export function extractFaq(html: string) {
  const root = parse(html, { blockTextElements: { script: true, style: false, noscript: false, pre: true } });
  const title =
    root.querySelector('meta[property="og:site_name"]')?.getAttribute('content')?.trim() ||
    clean(root.querySelector('title')?.text ?? '') ||
    null;
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() || null;
  const seen = new Set<string>();
  const faq: ProposedPair[] = [];
  for (const pair of [
    ...jsonLdPairs(root),
    ...detailsPairs(root),
    ...definitionPairs(root),
    ...headingPairs(root),
  ]) {
    const key = pair.question.toLowerCase();
    if (!pair.question || !pair.answer || seen.has(key)) continue;
    seen.add(key);
    faq.push({ ...pair, question: pair.question.slice(0, 500), answer: pair.answer.slice(0, 2000) });
    if (faq.length >= MAX_PAIRS) break;
  }
  return { title, description, faq };
}

/** Fetches the page with the SSRF guard, the time limit and the size cap, and proposes FAQ pairs. */
export async function scrapeFaq(rawUrl: string, allowPrivate: boolean) {
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(rawUrl.trim()) ? rawUrl.trim() : `https://${rawUrl.trim()}`;
  let res: Awaited<ReturnType<typeof safeFetch>>;
  try {
    res = await safeFetch(url, { allowPrivate, timeoutMs: SCRAPE_TIMEOUT_MS, maxBytes: SCRAPE_MAX_BYTES });
  } catch (err) {
    if (err instanceof SsrfError && (err.reason === 'scheme' || err.reason === 'blocked_address')) {
      throw new ValidationError([
        {
          loc: ['body', 'url'],
          msg: `This address cannot be fetched: ${err.message}.`,
          msgPl: 'Tego adresu nie można pobrać (niedozwolony schemat lub adres niepubliczny).',
          type: 'value_error.url_not_allowed',
        },
      ]);
    }
    throw new AppError(502, 'site_unreachable', {
      message: `The site could not be fetched (${err instanceof Error ? err.message : 'error'}).`,
      messagePl: 'Nie udało się pobrać strony.',
      cause: err,
    });
  }
  if (res.status < 200 || res.status >= 300) {
    throw new AppError(502, 'site_unreachable', {
      message: `The site answered HTTP ${res.status}.`,
      messagePl: `Strona odpowiedziała kodem HTTP ${res.status}.`,
    });
  }
  if (res.contentType && !/html|xml|text\/plain/i.test(res.contentType)) {
    throw new AppError(422, 'not_html', {
      message: 'The address does not serve an HTML page.',
      messagePl: 'Pod tym adresem nie ma strony HTML.',
      field: 'url',
    });
  }
  const found = extractFaq(res.body.toString('utf8'));
  return {
    url: res.url,
    title: found.title,
    description: found.description,
    truncated: res.truncated,
    faq: found.faq,
    faq_map: Object.fromEntries(found.faq.map((p) => [p.question, p.answer])),
  };
}
