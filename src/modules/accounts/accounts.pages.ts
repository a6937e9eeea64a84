import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { escapeHtml, htmlDocument, type PageLanguage, pageLanguage, sendHtml } from '../../platform/html.js';
import type { ConfirmationT } from './accounts.dto.js';
import type { createAccountsService } from './accounts.service.js';

/**
 * The pages the account e-mails link to (`{APP_URL}/verify-email?token=…`,
 * `{APP_URL}/reset-password?token=…`): tiny server-rendered HTML over the same service as
 * `POST /auth/verify-email` and `POST /auth/reset-password`, until the dashboard web app
 * takes these paths over.
 */

const Html = { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
const Lang = Type.Optional(
  Type.Union([Type.Literal('pl'), Type.Literal('en')], {
    description: 'Language of the page; default: from Accept-Language, else Polish.',
  }),
);
/** The query of a link from an e-mail: its token, and the page's language. */
const LinkQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })), lang: Lang });
const PAGES_NOTE =
  'A page for browsers (HTML, Polish or English by `?lang=` or `Accept-Language`), the target of the link in the e-mail; ' +
  'it stands in for the dashboard web app, which will take this path over. API clients use the `POST /auth/…` twin. ';

const T = {
  verifyTitle: { pl: 'Potwierdzenie adresu e-mail', en: 'E-mail address confirmation' },
  resetTitle: { pl: 'Ustaw nowe hasło', en: 'Set a new password' },
  noToken: {
    pl: 'Link jest niepełny: brakuje tokenu. Otwórz link z wiadomości w całości albo poproś o nowy.',
    en: 'The link is incomplete: the token is missing. Open the whole link from the e-mail or request a new one.',
  },
  newPassword: { pl: 'Nowe hasło (8–128 znaków)', en: 'New password (8 to 128 characters)' },
  repeat: { pl: 'Powtórz nowe hasło', en: 'Repeat the new password' },
  submit: { pl: 'Ustaw hasło', en: 'Set the password' },
  tooShort: {
    pl: 'Hasło musi mieć od 8 do 128 znaków.',
    en: 'The password must be 8 to 128 characters long.',
  },
  mismatch: { pl: 'Hasła nie są takie same.', en: 'The passwords do not match.' },
  other: { pl: 'English', en: 'Polski' },
} as const;

type Accounts = ReturnType<typeof createAccountsService>;

export function registerAccountPages(fastify: FastifyInstance, accounts: Accounts) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  function page(
    reply: FastifyReply,
    status: number,
    lang: PageLanguage,
    title: string,
    body: string,
    self: string,
  ) {
    const other: PageLanguage = lang === 'pl' ? 'en' : 'pl';
    const switcher = `<p style="text-align:right"><a href="${escapeHtml(`${self}${self.includes('?') ? '&' : '?'}lang=${other}`)}" lang="${other}">${T.other[lang]}</a></p>`;
    return sendHtml(
      reply,
      status,
      htmlDocument(lang, title, `${switcher}<h1>${escapeHtml(title)}</h1>\n${body}`),
    );
  }
  const say = (text: string) => `<p role="status">${escapeHtml(text)}</p>`;
  const messageOf = (r: ConfirmationT | AppError, lang: PageLanguage) =>
    r instanceof AppError
      ? lang === 'pl'
        ? r.messagePl
        : r.message
      : lang === 'pl'
        ? r.message_pl
        : r.message;

  /** Runs a service call; a refusal (AppError) becomes its status and message, anything else propagates. */
  async function attempt(
    fn: () => Promise<ConfirmationT>,
  ): Promise<{ status: number; result: ConfirmationT | AppError }> {
    try {
      return { status: 200, result: await fn() };
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return { status: err.status, result: err };
      throw err;
    }
  }

  app.get(
    '/verify-email',
    {
      config: { auth: ['none'] },
      schema: {
        tags: ['auth'],
        summary: 'E-mail verification page (link target)',
        description:
          PAGES_NOTE +
          'Opening the page verifies the address with the token at once (as `POST /auth/verify-email`) and says so; ' +
          'an invalid, used or expired token answers 400 with the reason, a missing token 400.',
        querystring: LinkQuery,
        response: { 200: Html, 400: Html },
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request);
      const title = T.verifyTitle[lang];
      const token = request.query.token?.trim();
      const self = '/verify-email';
      if (!token) return page(reply, 400, lang, title, say(T.noToken[lang]), self);
      const { status, result } = await attempt(() => accounts.verifyEmailToken(token));
      return page(reply, status, lang, title, say(messageOf(result, lang)), self);
    },
  );

  function resetForm(lang: PageLanguage, token: string, error?: string) {
    return `${error ? `<p role="alert" style="color:#b00">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/reset-password">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${lang}">
<p><label>${escapeHtml(T.newPassword[lang])}<br><input type="password" name="new_password" minlength="8" maxlength="128" required autocomplete="new-password"></label></p>
<p><label>${escapeHtml(T.repeat[lang])}<br><input type="password" name="repeat_password" minlength="8" maxlength="128" required autocomplete="new-password"></label></p>
<p><button type="submit">${escapeHtml(T.submit[lang])}</button></p>
</form>`;
  }

  app.get(
    '/reset-password',
    {
      config: { auth: ['none'] },
      schema: {
        tags: ['auth'],
        summary: 'Password reset page (link target)',
        description:
          PAGES_NOTE +
          'Shows a form for the new password that posts to `POST /reset-password`; opening the page does not use the token. ' +
          'A missing token answers 400.',
        querystring: LinkQuery,
        response: { 200: Html, 400: Html },
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request);
      const token = request.query.token?.trim();
      const self = token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password';
      if (!token) return page(reply, 400, lang, T.resetTitle[lang], say(T.noToken[lang]), self);
      return page(reply, 200, lang, T.resetTitle[lang], resetForm(lang, token), self);
    },
  );

  app.post(
    '/reset-password',
    {
      config: { auth: ['none'] },
      schema: {
        tags: ['auth'],
        summary: 'Password reset form submission',
        description:
          'The form of `GET /reset-password` (`application/x-www-form-urlencoded`: `token`, `new_password`, ' +
          '`repeat_password`, `lang`). Sets the password as `POST /auth/reset-password` does (the token works once, ' +
          'within 1 hour; every session ends) and answers a page saying so; a password of the wrong length or a ' +
          'repetition that differs shows the form again (422); an invalid, used or expired token answers 400.',
        body: Type.Object({
          token: Type.Optional(Type.String({ maxLength: 4096 })),
          new_password: Type.Optional(Type.String({ maxLength: 4096 })),
          repeat_password: Type.Optional(Type.String({ maxLength: 4096 })),
          lang: Lang,
        }),
        response: { 200: Html, 400: Html, 422: Html },
      },
    },
    async (request, reply) => {
      const lang = request.body.lang ?? pageLanguage(request);
      const title = T.resetTitle[lang];
      const token = request.body.token?.trim();
      const self = token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password';
      if (!token) return page(reply, 400, lang, title, say(T.noToken[lang]), self);
      const password = request.body.new_password ?? '';
      if (password.length < 8 || password.length > 128)
        return page(reply, 422, lang, title, resetForm(lang, token, T.tooShort[lang]), self);
      if (request.body.repeat_password !== undefined && request.body.repeat_password !== password)
        return page(reply, 422, lang, title, resetForm(lang, token, T.mismatch[lang]), self);
      const { status, result } = await attempt(() =>
        accounts.resetPassword({ token, new_password: password }),
      );
      return page(reply, status, lang, title, say(messageOf(result, lang)), self);
    },
  );
}
