/**
 * A bounded, deterministic request fuzzer driven by the service's own `/openapi.json`:
 * for every operation it builds a plausible request from the schemas, then malformed
 * variants of it (wrong types, missing fields, huge strings, NUL, deep nesting, extreme
 * numbers, `__proto__` keys, broken multipart). Same seed, same requests.
 */

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Schema = Record<string, unknown>;

/** mulberry32: a small seeded generator (deterministic runs, no dependency). */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)]!;
    },
    uuid(): string {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}
export type Rng = ReturnType<typeof seeded>;

export interface Operation {
  method: string;
  path: string;
  security: string[];
  pathParams: string[];
  query: { name: string; required: boolean; schema: Schema }[];
  bodyTypes: string[];
  bodySchema: Schema | undefined;
  headers: string[];
  /** Statuses the operation documents. */
  responses: string[];
}

/**
 * The document with its `#/components/schemas/…` references replaced by the schemas they name
 * (a description beside a reference is kept), so requests are built from the real shapes.
 */
function inlineSchemaRefs<T>(node: T, schemas: Record<string, unknown>, seen: string[] = []): T {
  if (Array.isArray(node)) return node.map((n) => inlineSchemaRefs(n, schemas, seen)) as T;
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  const name = typeof $ref === 'string' ? $ref.replace('#/components/schemas/', '') : undefined;
  if (name !== undefined && name !== $ref && schemas[name] && !seen.includes(name)) {
    return { ...inlineSchemaRefs(schemas[name], schemas, [...seen, name]), ...rest } as T;
  }
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([k, v]) => [k, inlineSchemaRefs(v, schemas, seen)]),
  ) as T;
}

export function operationsOf(input: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, unknown> };
}) {
  const doc = { paths: inlineSchemaRefs(input.paths, input.components?.schemas ?? {}) };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = (op.parameters ?? []) as {
        in: string;
        name: string;
        required?: boolean;
        schema: Schema;
      }[];
      const content = ((op.requestBody as { content?: Record<string, { schema: Schema }> })?.content ??
        {}) as Record<string, { schema: Schema }>;
      const bodyTypes = Object.keys(content);
      ops.push({
        method: method.toUpperCase(),
        path,
        security: ((op.security ?? []) as Record<string, unknown>[]).flatMap((s) => Object.keys(s)),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema })),
        bodyTypes,
        bodySchema: bodyTypes[0] ? content[bodyTypes[0]]!.schema : undefined,
        headers: params.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()),
        responses: Object.keys((op.responses ?? {}) as Record<string, unknown>),
      });
    }
  }
  return ops;
}

function firstType(s: Schema): string | undefined {
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.type)) return (s.type as string[]).find((t) => t !== 'null');
  if (s.const !== undefined) return typeof s.const;
  const alt = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (alt) for (const a of alt) if (firstType(a) && firstType(a) !== 'null') return firstType(a);
  return undefined;
}

/** A value the schema accepts, as far as cheap guessing goes (enough to get past validation often). */
export function sample(s: Schema | undefined, rng: Rng, name = '', depth = 0): Json {
  if (!s || depth > 6) return null;
  if (s.const !== undefined) return s.const as Json;
  if (Array.isArray(s.enum)) return s.enum[0] as Json;
  if (s.default !== undefined) return s.default as Json;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0] as Json;
  const alt = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (alt) {
    const a = alt.find((x) => firstType(x) !== 'null') ?? alt[0];
    return sample(a, rng, name, depth + 1);
  }
  const type = firstType(s);
  switch (type) {
    case 'string':
      return sampleString(s, rng, name);
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'array': {
      const items = (Array.isArray(s.prefixItems) ? s.prefixItems : [s.items]) as Schema[];
      const n = Math.max(typeof s.minItems === 'number' ? s.minItems : 1, items.length);
      return Array.from({ length: Math.min(n, 3) }, (_, i) =>
        sample(items[i] ?? items[0], rng, name, depth + 1),
      );
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries(props)) out[k] = sample(v, rng, k, depth + 1);
      if (!Object.keys(props).length && s.additionalProperties && typeof s.additionalProperties === 'object')
        out.key = sample(s.additionalProperties as Schema, rng, 'key', depth + 1);
      return out;
    }
    default:
      return null;
  }
}

function sampleString(s: Schema, rng: Rng, name: string): string {
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  switch (s.format) {
    case 'date-time':
      return '2031-03-04T10:00:00.000Z';
    case 'date':
      return '2031-03-04';
    case 'email':
      return `fuzz-${rng.int(1e9)}@example.test`;
    case 'uuid':
      return rng.uuid();
    case 'uri':
    case 'url':
      return 'https://127.0.0.1:1/fuzz';
  }
  if (/url|uri|website/i.test(name)) return 'https://127.0.0.1:1/fuzz';
  if (/phone|^to$|^from$/i.test(name)) return '+48600100200';
  if (/email/i.test(name)) return `fuzz-${rng.int(1e9)}@example.test`;
  if (typeof s.pattern === 'string') {
    if (s.pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2031-03-04';
    if (s.pattern.includes('\\d{4}-(0[1-9]')) return '2031-03';
    if (s.pattern.includes('\\d{2}:\\d{2}') || s.pattern.includes('[01]\\d')) return '09:00';
  }
  return 'x'.repeat(Math.max(min, 4)).slice(0, typeof s.maxLength === 'number' ? s.maxLength : 100);
}

/**
 * Numbers JSON cannot spell (`1e309` is Infinity once parsed) travel as placeholders that
 * `toRawJson` writes out literally.
 */
export const RAW = (text: string) => `§raw:${text}§`;
export function toRawJson(v: unknown): string {
  return JSON.stringify(v).replace(/"§raw:([^"§]*)§"/g, '$1');
}

export const HUGE = 'A'.repeat(100 * 1024);
export const NUL = 'a\u0000b';
export const EXTREME_NUMBERS = [RAW('1e309'), RAW('-1e309'), -1, RAW('9223372036854775808'), 'NaN', 1.5];
const WRONG_TYPES: Json[] = [12345, true, null, [], {}, 'str', [1, 'a']];

export interface Variant {
  name: string;
  /** Raw body text (already serialised) or undefined for none. */
  body?: string;
  contentType?: string;
  query?: Record<string, string | string[]>;
  /** Replaces path params by name. */
  pathValues?: Record<string, string>;
  anonymous?: boolean;
}

const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

/** Replaces every string leaf (values and keys of open maps) by one with a NUL inside. */
function nulEverywhere(v: Json): Json {
  if (typeof v === 'string') return `${v}\u0000`;
  if (Array.isArray(v)) return v.map(nulEverywhere);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, nulEverywhere(x)]));
  return v;
}

function encodeForm(obj: Record<string, unknown>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined) continue;
    p.append(k, typeof v === 'string' ? v.replace(/§raw:([^§]*)§/, '$1') : JSON.stringify(v));
  }
  return p.toString();
}

/** The malformed variants of one operation (bounded: a few per field). */
export function variantsOf(op: Operation, rng: Rng): Variant[] {
  const out: Variant[] = [];
  const baseQuery: Record<string, string> = {};
  for (const q of op.query) {
    const v = sample(q.schema, rng, q.name);
    if (v !== null && (q.required || rng.next() < 0.5)) baseQuery[q.name] = String(v);
  }
  const body = op.bodySchema ? sample(op.bodySchema, rng) : undefined;
  const ct = op.bodyTypes.includes('application/json') ? 'application/json' : op.bodyTypes[0];
  const ser = (v: unknown) =>
    ct === 'application/x-www-form-urlencoded' && v && typeof v === 'object' && !Array.isArray(v)
      ? encodeForm(v as Record<string, unknown>)
      : toRawJson(v);
  const withBody = (name: string, b: unknown, extra: Partial<Variant> = {}) =>
    out.push({ name, body: ser(b), contentType: ct, query: baseQuery, ...extra });

  out.push({
    name: 'anonymous',
    anonymous: true,
    query: baseQuery,
    ...(ct ? { body: ser(body), contentType: ct } : {}),
  });
  if (ct) withBody('sample', body);
  else out.push({ name: 'sample', query: baseQuery });

  // Path parameters: garbage instead of an id.
  for (const p of op.pathParams) {
    for (const [n, v] of [
      ['not-uuid', 'not-a-uuid'],
      ['nul', 'a%00b'],
      ['huge', 'x'.repeat(2000)],
    ] as const)
      out.push({
        name: `path.${p}=${n}`,
        pathValues: { [p]: v },
        query: baseQuery,
        ...(ct ? { body: ser(body), contentType: ct } : {}),
      });
  }

  // Query parameters: wrong type, NUL, huge, extreme numbers, repeated.
  for (const q of op.query) {
    const values: [string, string | string[]][] = [
      ['wrong-type', 'abc'],
      ['nul', 'a\u0000b'],
      ['huge', 'q'.repeat(20_000)],
      ['1e309', '1e309'],
      ['-1e309', '-1e309'],
      ['-1', '-1'],
      ['2^63', '9223372036854775808'],
      ['NaN', 'NaN'],
      ['repeated', ['1', '2']],
    ];
    for (const [n, v] of values)
      out.push({ name: `query.${q.name}=${n}`, query: { ...baseQuery, [q.name]: v } });
  }
  if (op.query.length) {
    out.push({ name: 'query.unknown', query: { ...baseQuery, zzz: '1', __proto__x: '1' } });
    out.push({
      name: 'query.all-nul',
      query: Object.fromEntries(Object.entries(baseQuery).map(([k, v]) => [k, `${v}\u0000`])),
    });
  }

  if (ct) {
    // Whole-body shapes.
    withBody('empty-object', {});
    for (const [n, raw] of [
      ['array', '[]'],
      ['string', '"x"'],
      ['number', '1e309'],
      ['null', 'null'],
      ['truncated', '{"a":'],
      ['deep-array', deepArray(10_000)],
      ['deep-object', deepObject(10_000)],
      ['deep-64', deepArray(64)],
      ['proto', '{"__proto__":{"x":1,"isAdmin":true}}'],
      ['constructor', '{"constructor":{"prototype":{"x":1}}}'],
      ['nul-key', '{"a\\u0000":1}'],
      ['lone-surrogate', '{"a":"\\ud800"}'],
    ] as const)
      if (ct === 'application/json')
        out.push({ name: `body=${n}`, body: raw, contentType: ct, query: baseQuery });
    if (ct === 'application/json' && body && typeof body === 'object' && !Array.isArray(body)) {
      const json = toRawJson(body);
      out.push({
        name: 'body+proto',
        body: `{"__proto__":{"x":1},${json.slice(1)}`,
        contentType: ct,
        query: baseQuery,
      });
    }
    withBody('nul-everywhere', nulEverywhere(body ?? null));

    // Field by field.
    const props = (op.bodySchema?.properties ?? {}) as Record<string, Schema>;
    const required = (op.bodySchema?.required ?? []) as string[];
    const obj = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<
      string,
      Json
    >;
    for (const [k, s] of Object.entries(props)) {
      const t = firstType(s);
      const set = (n: string, v: unknown) => withBody(`body.${k}=${n}`, { ...obj, [k]: v });
      set('nul', NUL);
      set('huge', HUGE);
      const wrong = WRONG_TYPES.filter(
        (w) => firstType({ type: Array.isArray(w) ? 'array' : w === null ? 'null' : typeof w }) !== t,
      );
      set('wrong-type', rng.pick(wrong));
      // Extreme numbers for numeric fields; other fields get one of them as a further wrong type.
      const numbers =
        t === 'integer' || t === 'number'
          ? EXTREME_NUMBERS
          : rng.next() < 0.3
            ? [rng.pick(EXTREME_NUMBERS)]
            : [];
      for (const n of numbers) set(`number(${String(n).replace(/§(raw:)?/g, '')})`, n);
      if (t === 'object') {
        set('nul-key', { 'k\u0000': sample(s.additionalProperties as Schema, rng) ?? 'v' });
        set('deep', JSON.parse(deepArray(40)));
      }
      if (t === 'array') set('nul-items', [NUL]);
      if (required.includes(k)) {
        const { [k]: _gone, ...rest } = obj;
        withBody(`body.${k}=missing`, rest);
      }
    }
  }

  // Every write is also sent a broken multipart body (upload routes parse it themselves).
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    const b = 'fuzzboundary';
    for (const [n, raw, type] of [
      [
        'truncated',
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
        `multipart/form-data; boundary=${b}`,
      ],
      ['no-boundary', `--${b}\r\n\r\nx\r\n--${b}--\r\n`, 'multipart/form-data'],
      [
        'bad-headers',
        `--${b}\r\nContent-Disposition: form-data; name\r\n\r\nx\r\n--${b}--\r\n`,
        `multipart/form-data; boundary=${b}`,
      ],
      [
        'nul-field',
        `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\na\u0000b\r\n--${b}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.txt"\r\nContent-Type: text/plain\r\n\r\nhello\u0000world\r\n--${b}--\r\n`,
        `multipart/form-data; boundary=${b}`,
      ],
    ] as const)
      out.push({ name: `multipart=${n}`, body: raw, contentType: type, query: baseQuery });
    out.push({ name: 'content-type=xml', body: '<a/>', contentType: 'application/xml', query: baseQuery });
  }
  return out;
}
