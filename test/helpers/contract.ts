import { createHash } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * The suite checks the service against its own document: every answer a test provokes
 * through `app.inject` is compared with `/openapi.json` (the status is documented, a JSON
 * body matches the documented schema, every header the document says is always sent is
 * there). A mismatch rejects the `inject` call, so the test that caused it fails with the
 * reason.
 */

type Json = Record<string, unknown>;
interface Operation {
  path: string;
  method: string;
  responses: Record<string, Json>;
}
interface Contract {
  operations: { pattern: RegExp; literals: number; op: Operation }[];
  doc: Json;
  validators: Map<string, ValidateFunction>;
  ajv: Ajv2020;
}

const contracts = new Map<string, Contract>();
/**
 * The document object an app answered with, to its contract: hashing the whole document
 * (about a megabyte of JSON) on every answer cost 15 ms per `inject`. The hash still lets
 * apps in one worker that serve the same document share the compiled validators.
 */
const byObject = new WeakMap<Json, Contract>();

function contractOf(doc: Json): Contract {
  const known = byObject.get(doc);
  if (known) return known;
  const text = JSON.stringify(doc);
  const key = createHash('sha256').update(text).digest('hex');
  let c = contracts.get(key);
  if (c) {
    byObject.set(doc, c);
    return c;
  }
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: (doc.components as Json) ?? {} });
  const operations: Contract['operations'] = [];
  for (const [path, item] of Object.entries((doc.paths as Record<string, Record<string, Json>>) ?? {})) {
    const segments = path.split('/');
    const pattern = new RegExp(
      `^${segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}/?$`,
    );
    const literals = segments.filter((s) => s && !s.startsWith('{')).length;
    for (const [method, op] of Object.entries(item)) {
      if (!op?.responses) continue;
      operations.push({
        pattern,
        literals,
        op: { path, method, responses: op.responses as Record<string, Json> },
      });
    }
  }
  // Like the router: more literal segments first (`/tenants/nip-lookup` before `/tenants/{id}`).
  operations.sort((a, b) => b.literals - a.literals);
  c = { operations, doc, validators: new Map(), ajv };
  contracts.set(key, c);
  byObject.set(doc, c);
  return c;
}

/** `#/components/...` references resolve against the registered document. */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi.json${v}` : rebase(v);
  }
  return out;
}

function resolveRef(doc: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let cur: unknown = doc;
  for (const part of ref.replace(/^#\//, '').split('/')) cur = (cur as Json)?.[part.replace(/~1/g, '/')];
  return (cur as Json) ?? {};
}

export interface ContractViolation {
  request: string;
  status: number;
  problems: string[];
}

/** What the document says about one answer; an empty list when it agrees. */
export function checkAnswer(
  doc: Json,
  method: string,
  url: string,
  status: number,
  headers: Record<string, unknown>,
  body: string,
): string[] {
  const c = contractOf(doc);
  const path = url.split('?')[0]!;
  const m = method.toLowerCase();
  const found = c.operations.find((o) => o.op.method === m && o.pattern.test(path));
  if (!found) return []; // not a documented route (404 of the router, hidden routes)
  const { op } = found;
  const problems: string[] = [];
  const response =
    op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
  if (!response) {
    return [
      `status ${status} is not documented for ${m.toUpperCase()} ${op.path} (documented: ${Object.keys(op.responses).join(', ')})`,
    ];
  }
  for (const [name, h] of Object.entries((response.headers as Record<string, Json>) ?? {})) {
    const header = resolveRef(c.doc, h);
    if (header.required && headers[name.toLowerCase()] === undefined)
      problems.push(`header ${name} is missing`);
  }
  const type = String(headers['content-type'] ?? '');
  const content = response.content as Record<string, Json> | undefined;
  if (type.includes('json') && body.length > 0) {
    const schema = content?.['application/json']?.schema;
    if (!schema) {
      if (content && Object.keys(content).length > 0)
        problems.push(`a JSON body, but the document gives ${Object.keys(content).join(', ')}`);
    } else {
      const key = `${m} ${op.path} ${status}`;
      const validate = c.validators.get(key) ?? c.ajv.compile(rebase(schema) as Json);
      c.validators.set(key, validate);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        problems.push('the body is not valid JSON');
      }
      if (parsed !== undefined && !validate(parsed)) {
        for (const e of validate.errors ?? [])
          problems.push(
            `body${e.instancePath} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
          );
      }
    }
  }
  return problems;
}

/**
 * Wraps `app.inject` so each answer is checked against the app's own document. Set
 * `CONTRACT_CHECK=0` to turn it off while investigating something else.
 */
export function checkAgainstDocument(app: FastifyInstance) {
  if (process.env.CONTRACT_CHECK === '0') return;
  const inject = app.inject.bind(app) as (opts?: InjectOptions | string) => unknown;
  let doc: Json | undefined;
  const wrapped = (opts?: InjectOptions | string) => {
    if (opts === undefined) return inject(); // the chainable form is not checked
    return (inject(opts) as Promise<Awaited<ReturnType<FastifyInstance['inject']>>>).then((res) => {
      const o: InjectOptions = typeof opts === 'string' ? { method: 'GET', url: opts } : opts;
      // The document describes the API host; a request for another host (the dedicated MCP
      // host) is routed by host first.
      if ((o.headers as Record<string, unknown> | undefined)?.host !== undefined) return res;
      const url = typeof o.url === 'string' ? o.url : String((o as { path?: string }).path ?? '');
      const method = String(o.method ?? 'GET');
      doc ??= app.swagger() as unknown as Json;
      const problems = checkAnswer(doc, method, url, res.statusCode, res.headers, res.payload);
      if (problems.length > 0) {
        const err = new Error(
          `The answer to ${method} ${url} (${res.statusCode}) disagrees with /openapi.json:\n  - ${problems.join('\n  - ')}\n  body: ${res.payload.slice(0, 500)}`,
        );
        err.name = 'ContractViolation';
        throw err;
      }
      return res;
    });
  };
  (app as unknown as { inject: typeof wrapped }).inject = wrapped;
}
