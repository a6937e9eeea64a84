import type { Static } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { escapeHtml, htmlDocument, type PageLanguage } from '../../platform/html.js';
import type { IncidentDTO, StatusPageResponse } from './status.dto.js';
import { COMPONENTS, type Component, type Impact } from './status.schema.js';
import { COMPONENT_NAMES, type ComponentStatus, STATUS_NAMES } from './status.shared.js';

/**
 * The public status page for browsers: server-rendered HTML over the same data as the JSON
 * answers, Polish or English, without scripts or external assets (the subscribe form is a
 * plain form-encoded POST).
 */

type StatusPage = Static<typeof StatusPageResponse>;

/** True when the Accept header ranks HTML strictly above JSON (a browser, not an API client). */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = accept.split(',').map((part) => {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return { range: range.trim(), q: q === undefined ? 1 : Number(q) };
  });
  const quality = (type: string) => {
    const [major] = type.split('/');
    const exact = ranges.find((r) => r.range === type);
    if (exact) return exact.q;
    const partial = ranges.find((r) => r.range === `${major}/*`);
    if (partial) return partial.q;
    return ranges.find((r) => r.range === '*/*')?.q ?? 0;
  };
  const html = Math.max(quality('text/html'), quality('application/xhtml+xml'));
  return html > 0 && html > quality('application/json');
}

const T = {
  title: { pl: 'Stan usługi Recepcja', en: 'Recepcja service status' },
  skip: { pl: 'Przejdź do treści', en: 'Skip to content' },
  other: { pl: 'English', en: 'Polski' },
  updated: { pl: 'Stan na', en: 'As of' },
  components: { pl: 'Komponenty', en: 'Components' },
  component: { pl: 'Komponent', en: 'Component' },
  state: { pl: 'Stan', en: 'State' },
  open: { pl: 'Trwające incydenty', en: 'Current incidents' },
  noOpen: { pl: 'Brak trwających incydentów.', en: 'No current incidents.' },
  history: { pl: 'Historia (ostatnie 90 dni)', en: 'History (last 90 days)' },
  noHistory: {
    pl: 'Brak rozwiązanych incydentów w ostatnich 90 dniach.',
    en: 'No resolved incidents in the last 90 days.',
  },
  started: { pl: 'Początek', en: 'Started' },
  resolvedAt: { pl: 'Rozwiązano', en: 'Resolved' },
  impact: { pl: 'Wpływ', en: 'Impact' },
  affected: { pl: 'Dotyczy', en: 'Affects' },
  timeline: { pl: 'Przebieg', en: 'Timeline' },
  details: { pl: 'Szczegóły', en: 'Details' },
  subscribe: { pl: 'Powiadomienia e-mail', en: 'E-mail notifications' },
  subscribeIntro: {
    pl: 'Wyślemy Ci wiadomość o każdym incydencie i jego zmianach. Najpierw potwierdzisz adres, klikając link z wiadomości.',
    en: 'We will e-mail you about every incident and its updates. First confirm the address with the link we send.',
  },
  email: { pl: 'Adres e-mail', en: 'E-mail address' },
  which: {
    pl: 'Których komponentów dotyczy (nic nie zaznaczone: wszystkich)',
    en: 'Which components (none ticked: all)',
  },
  submit: { pl: 'Zapisz się', en: 'Subscribe' },
  badEmail: { pl: 'Podaj poprawny adres e-mail.', en: 'Enter a valid e-mail address.' },
  checkMail: { pl: 'Sprawdź skrzynkę e-mail', en: 'Check your mailbox' },
  back: { pl: 'Wróć do stanu usługi', en: 'Back to the service status' },
  confirmTitle: { pl: 'Potwierdzenie subskrypcji', en: 'Subscription confirmation' },
  unsubscribeTitle: { pl: 'Rezygnacja z powiadomień', en: 'Unsubscribing' },
  notFound: { pl: 'Nie znaleziono incydentu', en: 'Incident not found' },
  notFoundBody: {
    pl: 'Takiego incydentu nie ma albo adres jest niepełny.',
    en: 'There is no such incident, or the address is incomplete.',
  },
} as const;

const OVERALL: Record<ComponentStatus, { pl: string; en: string }> = {
  operational: { pl: 'Wszystkie systemy działają', en: 'All systems operational' },
  degraded_performance: { pl: 'Obniżona wydajność', en: 'Degraded performance' },
  partial_outage: { pl: 'Częściowa awaria', en: 'Partial outage' },
  major_outage: { pl: 'Poważna awaria', en: 'Major outage' },
};
const COMPONENT_STATE: Record<ComponentStatus, { pl: string; en: string }> = {
  operational: { pl: 'Działa', en: 'Operational' },
  degraded_performance: { pl: 'Obniżona wydajność', en: 'Degraded performance' },
  partial_outage: { pl: 'Częściowa awaria', en: 'Partial outage' },
  major_outage: { pl: 'Awaria', en: 'Major outage' },
};
const IMPACT: Record<Impact, { pl: string; en: string }> = {
  minor: { pl: 'niewielki', en: 'minor' },
  major: { pl: 'duży', en: 'major' },
  critical: { pl: 'krytyczny', en: 'critical' },
};
/** Colours with at least 4.5:1 contrast on white (and white on them); the state is always in words too. */
const COLOUR: Record<ComponentStatus, string> = {
  operational: '#1b5e20',
  degraded_performance: '#7a4100',
  partial_outage: '#9a3412',
  major_outage: '#a50e0e',
};

const STYLE = `<style>
body{color:#1a1a1a;background:#fff}
a{color:#1a3d8f}
.skip{position:absolute;left:-999px}.skip:focus{left:1em;top:1em;background:#fff;padding:.25em}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5em;border-bottom:1px solid #ccc;padding-bottom:.5em}
.brand{font-weight:700}
.banner{color:#fff;padding:.75em 1em;border-radius:.5em;font-size:1.15em;font-weight:700;margin:1em 0 .25em}
.muted{color:#4a4a4a;font-size:.9em}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.5em;border-bottom:1px solid #ddd}
.state{font-weight:700}
article{border:1px solid #ccc;border-radius:.5em;padding:.5em 1em;margin:1em 0}
article h3{margin:.25em 0}
ol.timeline{padding-left:1.2em}
ol.timeline li{margin:.5em 0}
ul.history{padding-left:1.2em}
ul.history li{margin:.4em 0}
form label{display:block;font-weight:600;margin:.5em 0 .25em}
input[type=email]{font:inherit;padding:.4em;width:100%;max-width:24em;box-sizing:border-box;border:1px solid #666;border-radius:.3em}
fieldset{border:1px solid #ccc;border-radius:.5em;margin:1em 0}
fieldset label{display:inline-block;font-weight:400;margin:.25em 1em .25em 0}
button{font:inherit;padding:.5em 1.2em;border:0;border-radius:.3em;background:#1a3d8f;color:#fff;cursor:pointer}
.error{color:#a50e0e;font-weight:600}
footer{margin-top:2em;border-top:1px solid #ccc;padding-top:.5em}
</style>`;

export const fmtTime = (iso: string, lang: PageLanguage) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Warsaw',
    timeZoneName: 'short',
  }).format(new Date(iso));

const e = escapeHtml;
const componentName = (c: Component, lang: PageLanguage) => COMPONENT_NAMES[c]?.[lang] ?? c;
const componentList = (cs: Component[], lang: PageLanguage) =>
  cs.length ? cs.map((c) => componentName(c, lang)).join(', ') : '—';

/** Header, skip link, language switch, main landmark and footer around `main`. */
function layout(lang: PageLanguage, title: string, self: string, main: string) {
  const other: PageLanguage = lang === 'pl' ? 'en' : 'pl';
  const href = `${self}${self.includes('?') ? '&' : '?'}lang=${other}`;
  const body = `${STYLE}
<a class="skip" href="#main">${T.skip[lang]}</a>
<header><a class="brand" href="/status?lang=${lang}">${T.title[lang]}</a>
<a href="${e(href)}" lang="${other}" hreflang="${other}">${T.other[lang]}</a></header>
<main id="main">
${main}
</main>
<footer class="muted"><p>Recepcja · <a href="/status?lang=${lang}">status</a></p></footer>`;
  return htmlDocument(lang, title, body);
}

function timeline(inc: IncidentDTO, lang: PageLanguage) {
  const items = inc.updates
    .map(
      (u) =>
        `<li><strong>${e(STATUS_NAMES[u.status][lang])}</strong> · <time datetime="${e(u.created_at)}">${e(fmtTime(u.created_at, lang))}</time><br>${e(u.message)}</li>`,
    )
    .join('\n');
  return `<ol class="timeline">${items}</ol>`;
}

function incidentMeta(inc: IncidentDTO, lang: PageLanguage) {
  const resolved = inc.resolved_at
    ? ` · ${T.resolvedAt[lang]}: <time datetime="${e(inc.resolved_at)}">${e(fmtTime(inc.resolved_at, lang))}</time>`
    : '';
  return `<p class="muted">${e(STATUS_NAMES[inc.status][lang])} · ${T.impact[lang]}: ${e(IMPACT[inc.impact][lang])} · ${T.affected[lang]}: ${e(componentList(inc.components, lang))}<br>${T.started[lang]}: <time datetime="${e(inc.created_at)}">${e(fmtTime(inc.created_at, lang))}</time>${resolved}</p>`;
}

export interface SubscribeFormState {
  email?: string;
  components?: string[];
  error?: string;
}

function subscribeForm(lang: PageLanguage, form: SubscribeFormState = {}) {
  const chosen = new Set(form.components ?? []);
  const boxes = COMPONENTS.map(
    (c) =>
      `<label><input type="checkbox" name="components" value="${c}"${chosen.has(c) ? ' checked' : ''}> ${e(componentName(c, lang))}</label>`,
  ).join('\n');
  const error = form.error ? `<p class="error" role="alert" id="subscribe-error">${e(form.error)}</p>` : '';
  return `<section aria-labelledby="subscribe"><h2 id="subscribe">${T.subscribe[lang]}</h2>
<p>${T.subscribeIntro[lang]}</p>${error}
<form method="post" action="/status/subscribe">
<input type="hidden" name="language" value="${lang}">
<label for="subscribe-email">${T.email[lang]}</label>
<input type="email" id="subscribe-email" name="email" required maxlength="254" autocomplete="email" value="${e(form.email ?? '')}"${form.error ? ' aria-invalid="true" aria-describedby="subscribe-error"' : ''}>
<fieldset><legend>${T.which[lang]}</legend>
${boxes}
</fieldset>
<button type="submit">${T.submit[lang]}</button>
</form></section>`;
}

/** The whole status page: overall state, components, open incidents, history and the subscribe form. */
export function statusPageHtml(page: StatusPage, lang: PageLanguage, form?: SubscribeFormState) {
  const rows = page.components
    .map(
      (c) =>
        `<tr><th scope="row">${e(lang === 'pl' ? c.name_pl : c.name)}</th><td class="state" style="color:${COLOUR[c.status]}">${e(COMPONENT_STATE[c.status][lang])}</td></tr>`,
    )
    .join('\n');
  const open = page.open_incidents.length
    ? page.open_incidents
        .map(
          (inc) => `<article aria-labelledby="inc-${e(inc.id)}">
<h3 id="inc-${e(inc.id)}"><a href="/status/incidents/${e(inc.id)}?lang=${lang}">${e(inc.title)}</a></h3>
${incidentMeta(inc, lang)}
${timeline(inc, lang)}
</article>`,
        )
        .join('\n')
    : `<p>${T.noOpen[lang]}</p>`;
  const history = page.recent_incidents.length
    ? `<ul class="history">${page.recent_incidents
        .map(
          (inc) =>
            `<li><a href="/status/incidents/${e(inc.id)}?lang=${lang}">${e(inc.title)}</a> <span class="muted">(<time datetime="${e(inc.created_at)}">${e(fmtTime(inc.created_at, lang))}</time>; ${e(componentList(inc.components, lang))})</span></li>`,
        )
        .join('\n')}</ul>`
    : `<p>${T.noHistory[lang]}</p>`;
  const main = `<h1>${T.title[lang]}</h1>
<p class="banner" style="background:${COLOUR[page.status]}">${e(OVERALL[page.status][lang])}</p>
<p class="muted">${T.updated[lang]} <time datetime="${e(page.updated_at)}">${e(fmtTime(page.updated_at, lang))}</time></p>
<section aria-labelledby="components"><h2 id="components">${T.components[lang]}</h2>
<table><thead><tr><th scope="col">${T.component[lang]}</th><th scope="col">${T.state[lang]}</th></tr></thead>
<tbody>${rows}</tbody></table></section>
<section aria-labelledby="open"><h2 id="open">${T.open[lang]}</h2>
${open}</section>
<section aria-labelledby="history"><h2 id="history">${T.history[lang]}</h2>
${history}</section>
${subscribeForm(lang, form)}`;
  return layout(lang, T.title[lang], '/status', main);
}

/** One incident with its whole timeline. */
export function incidentPageHtml(inc: IncidentDTO, lang: PageLanguage) {
  const main = `<p><a href="/status?lang=${lang}">← ${T.back[lang]}</a></p>
<h1>${e(inc.title)}</h1>
${incidentMeta(inc, lang)}
<h2>${T.timeline[lang]}</h2>
${timeline(inc, lang)}`;
  return layout(
    lang,
    `${inc.title} · ${T.title[lang]}`,
    `/status/incidents/${encodeURIComponent(inc.id)}`,
    main,
  );
}

/** A short page: a heading, one message (a status or an alert), and the way back. */
export function noticePageHtml(
  lang: PageLanguage,
  title: string,
  message: string,
  self: string,
  role: 'status' | 'alert' = 'status',
  secondary?: { lang: PageLanguage; text: string },
) {
  const second = secondary ? `<p lang="${secondary.lang}">${e(secondary.text)}</p>` : '';
  const main = `<h1>${e(title)}</h1>
<p role="${role}">${e(message)}</p>${second}
<p><a href="/status?lang=${lang}">${T.back[lang]}</a></p>`;
  return layout(lang, `${title} · ${T.title[lang]}`, self, main);
}

export const PAGE_TEXT = T;

/**
 * Sends a status page: short public caching for the read pages (`maxAge` seconds), none for
 * answers to a form or a link; never framed; no scripts or external assets allowed.
 */
export function sendStatusHtml(reply: FastifyReply, status: number, html: string, maxAge = 0) {
  return reply
    .status(status)
    .header('cache-control', maxAge > 0 ? `public, max-age=${maxAge}` : 'no-store')
    .header('vary', 'Accept, Accept-Language')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(html);
}
