/**
 * Refusals every route shares, so that nothing a caller sends reaches a handler, Ajv or SQL
 * in a shape that would end as a 500:
 * - JSON nested deeper than `MAX_JSON_DEPTH` levels: 400 `invalid_request`, before parsing
 *   (a cheap scan; recursive validators and serializers never see it);
 * - `__proto__` / `constructor.prototype` keys in JSON: 400 (secure-json-parse, `error` mode);
 * - a NUL character (U+0000) in any text of the body (keys included), the query or the path:
 *   422 naming the field (PostgreSQL cannot store it in `text` or `jsonb`);
 * - a number that is not finite (`1e309` is Infinity) or an integer beyond ±(2^53 − 1), after
 *   coercion: 422 naming the field (Ajv skips `minimum`/`maximum` for non-finite numbers).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldIssue, ValidationError } from './errors.js';

export const MAX_JSON_DEPTH = 32;

/** Depth of arrays/objects in JSON text, stopping as soon as it passes `limit`. Strings are skipped. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

export const tooDeep = () =>
  new AppError(400, 'invalid_request', {
    message: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
    messagePl: `Treść JSON jest zagnieżdżona głębiej niż na ${MAX_JSON_DEPTH} poziomów.`,
  });

export const poisoned = () =>
  new AppError(400, 'invalid_request', {
    message: 'The body must not contain `__proto__` or `constructor.prototype` keys.',
    messagePl: 'Treść nie może zawierać kluczy `__proto__` ani `constructor.prototype`.',
  });

const NUL_MSG = 'Must not contain the NUL character (\\u0000)';
const NUL_MSG_PL = 'Nie może zawierać znaku NUL (\\u0000)';
const NUMBER_MSG = `Must be a finite number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`;
const NUMBER_MSG_PL = `Musi być skończoną liczbą z zakresu od -${Number.MAX_SAFE_INTEGER} do ${Number.MAX_SAFE_INTEGER}`;

type Loc = (string | number)[];

/** Walks a parsed value; `visit` returns an issue for a leaf (or a key) that must be refused. */
function scan(
  value: unknown,
  loc: Loc,
  visit: (v: unknown, loc: Loc) => FieldIssue | undefined,
  out: FieldIssue[],
  depth = 0,
) {
  if (out.length >= 10 || depth > MAX_JSON_DEPTH + 2) return;
  const issue = visit(value, loc);
  if (issue) {
    out.push(issue);
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) scan(value[i], [...loc, i], visit, out, depth + 1);
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) {
        out.push({
          loc: [...loc, k],
          msg: `Key: ${NUL_MSG}`,
          msgPl: `Klucz: ${NUL_MSG_PL}`,
          type: 'value_error.nul',
        });
        continue;
      }
      scan(v, [...loc, k], visit, out, depth + 1);
    }
  }
}

const nulIssue = (v: unknown, loc: Loc): FieldIssue | undefined =>
  typeof v === 'string' && v.includes('\u0000')
    ? { loc, msg: NUL_MSG, msgPl: NUL_MSG_PL, type: 'value_error.nul' }
    : undefined;

const numberIssue = (v: unknown, loc: Loc): FieldIssue | undefined =>
  typeof v === 'number' && (!Number.isFinite(v) || (Number.isInteger(v) && !Number.isSafeInteger(v)))
    ? { loc, msg: NUMBER_MSG, msgPl: NUMBER_MSG_PL, type: 'value_error.number.not_finite' }
    : undefined;

function check(request: FastifyRequest, visit: typeof nulIssue) {
  const issues: FieldIssue[] = [];
  scan(request.params, ['path'], visit, issues);
  scan(request.query, ['query'], visit, issues);
  scan(request.body, ['body'], visit, issues);
  // Fields are named without the location prefix; the root itself stays `body`.
  if (issues.length) throw new ValidationError(issues);
}

export default fp(
  async function inputGuard(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
      parseJson(request, text, (err, value) => {
        if (!err) return done(null, value);
        // The default parser hides why it refused: valid JSON refused can only be a poisoning key.
        let valid = false;
        try {
          JSON.parse(text);
          valid = true;
        } catch {}
        done(valid ? poisoned() : err, undefined);
      });
    });
    // Before validation: NUL in what was sent as text.
    app.addHook('preValidation', async (request) => check(request, nulIssue));
    // After validation (query strings are numbers only once coerced): non-finite or unsafe numbers.
    app.addHook('preHandler', async (request) => check(request, numberIssue));
  },
  { name: 'input-guard' },
);
