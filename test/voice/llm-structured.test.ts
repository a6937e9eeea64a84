import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatStructured, createLlmClient, LlmProviderError } from '../../src/providers/llm/index.js';
import { type ChatAnswer, startChatServer } from '../helpers/llm-server.js';

/** The LLM provider's structured outputs (`response_format: json_schema`) against a local server. */

const KEY = 'test-key-structured';
const SCHEMA = {
  type: 'object',
  properties: { ok: { type: ['boolean', 'null'] } },
  required: ['ok'],
  additionalProperties: false,
};
const next: ChatAnswer[] = [];
let server: Awaited<ReturnType<typeof startChatServer>>;

beforeAll(async () => {
  server = await startChatServer(KEY, () => next.shift() ?? { status: 500 });
});
afterAll(async () => server?.close());

const ask = () =>
  chatStructured(createLlmClient({ llmBaseUrl: server.base, llmApiKey: KEY, llmModel: 'm' }), {
    messages: [
      { role: 'system', content: 'Extract.' },
      { role: 'user', content: 'Tak.' },
    ],
    format: { name: 'probe', schema: SCHEMA },
  });

async function kindOf(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmProviderError);
  return (err as LlmProviderError).kind;
}

describe('chatStructured', () => {
  it('sends response_format json_schema (strict) without tools and parses the JSON content', async () => {
    next.push({ content: '{"ok": true}' });
    expect(await ask()).toEqual({ refusal: null, value: { ok: true } });
    const body = server.requests.at(-1)!;
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'probe', strict: true, schema: SCHEMA },
    });
    expect(body.tools).toBeUndefined();
    expect(body.tool_choice).toBeUndefined();
    // A fenced block, as some compatible servers answer, is read too.
    next.push({ content: '```json\n{"ok": false}\n```' });
    expect(await ask()).toEqual({ refusal: null, value: { ok: false } });
  });

  it('a refusal is answered as such; content not JSON, cut off or missing is malformed; 5xx is http', async () => {
    next.push({ content: null, refusal: 'No.' });
    expect(await ask()).toEqual({ refusal: 'No.', value: null });
    next.push({ content: '{"ok": tr' });
    expect(await kindOf(ask())).toBe('malformed');
    next.push({ content: '{"ok": true}', finishReason: 'length' });
    expect(await kindOf(ask())).toBe('malformed');
    next.push({ content: null });
    expect(await kindOf(ask())).toBe('malformed');
    next.push({ status: 503 });
    expect(await kindOf(ask())).toBe('http');
  });
});
