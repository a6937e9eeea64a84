/**
 * Chat completions with tool calling and structured outputs on any OpenAI-compatible endpoint
 * (`POST {LLM_BASE_URL}/v1/chat/completions`, Bearer `LLM_API_KEY`, model `LLM_MODEL`).
 *
 * Plain `fetch`, like the embeddings provider: one request shape, a hard timeout per request
 * and no retries (a caller on the phone cannot wait for a retry storm; the voice engine hands
 * the turn to the built-in brain instead). Every failure is an {@link LlmProviderError}.
 */

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TIMEOUT_MS = 8_000;

export interface LlmToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A chat message as the chat-completions protocol carries it (JSON, so it can be stored). */
export type LlmMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: LlmToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface LlmToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatRequest {
  messages: LlmMessage[];
  tools?: LlmToolDefinition[];
  /** `none` forces a text answer (the last tool round of a turn). */
  toolChoice?: 'auto' | 'none';
  /** Shorter than the client's timeout when the turn's time is running out. */
  timeoutMs?: number;
  /** Structured output: the answer's content is JSON matching this schema (see {@link chatStructured}). */
  responseFormat?: JsonSchemaFormat;
}

/** A JSON-schema structured output (`response_format: {type: 'json_schema', json_schema: {name, strict: true, schema}}`). */
export interface JsonSchemaFormat {
  /** `^[a-zA-Z0-9_-]{1,64}$`, as the protocol requires. */
  name: string;
  schema: Record<string, unknown>;
}

export interface ChatReply {
  content: string | null;
  toolCalls: LlmToolCall[];
  finishReason: string | null;
  /** The model declined to answer (structured outputs): its explanation. */
  refusal?: string | null;
}

export interface LlmClient {
  readonly model: string;
  /** Host of the endpoint, for logs and provider events. */
  readonly endpoint: string;
  chat(req: ChatRequest): Promise<ChatReply>;
}

export type LlmErrorKind = 'timeout' | 'unreachable' | 'http' | 'malformed';

/** The endpoint failed: timed out, unreachable, answered an error status or a body that is not a chat completion. */
export class LlmProviderError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmProviderError';
  }
}

export interface LlmConfig {
  llmBaseUrl: string;
  llmApiKey?: string | undefined;
  llmModel?: string | undefined;
  timeoutMs?: number | undefined;
}

/** `https://host` and `https://host/v1` both lead to `https://host/v1/chat/completions`. */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return /\/v1$/.test(base) ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}

function parseToolCalls(raw: unknown): LlmToolCall[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new LlmProviderError('malformed', 'tool_calls is not an array');
  return raw.map((c: unknown, i) => {
    const call = c as { id?: unknown; function?: { name?: unknown; arguments?: unknown } };
    const name = call?.function?.name;
    if (typeof name !== 'string' || !name)
      throw new LlmProviderError('malformed', 'a tool call without a function name');
    const args = call.function?.arguments;
    return {
      id: typeof call.id === 'string' && call.id ? call.id : `call_${i}`,
      type: 'function' as const,
      function: {
        name,
        // Some servers send the arguments as an object rather than a JSON string.
        arguments: typeof args === 'string' ? args : args === undefined ? '{}' : JSON.stringify(args),
      },
    };
  });
}

export function createLlmClient(cfg: LlmConfig): LlmClient {
  const url = chatCompletionsUrl(cfg.llmBaseUrl);
  const model = cfg.llmModel ?? DEFAULT_LLM_MODEL;
  const timeoutMs = cfg.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (cfg.llmApiKey) headers.authorization = `Bearer ${cfg.llmApiKey}`;
  const endpoint = new URL(url).host;

  return {
    model,
    endpoint,
    async chat(req) {
      const limit = Math.max(1, Math.min(timeoutMs, req.timeoutMs ?? timeoutMs));
      const body: Record<string, unknown> = { model, messages: req.messages };
      if (req.tools?.length) {
        body.tools = req.tools;
        body.tool_choice = req.toolChoice ?? 'auto';
      }
      if (req.responseFormat)
        body.response_format = {
          type: 'json_schema',
          json_schema: { name: req.responseFormat.name, strict: true, schema: req.responseFormat.schema },
        };
      let res: Response;
      let text: string;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(limit),
        });
        text = await res.text();
      } catch (err) {
        const name = err instanceof Error ? err.name : '';
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new LlmProviderError('timeout', `${endpoint} did not answer within ${limit} ms`);
        const reason = err instanceof Error ? err.message : String(err);
        throw new LlmProviderError('unreachable', `${endpoint} unreachable (${reason})`);
      }
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      if (!res.ok) {
        const detail =
          (json as { error?: { message?: unknown } } | undefined)?.error?.message ?? text.slice(0, 200);
        throw new LlmProviderError(
          'http',
          `${endpoint} answered ${res.status}: ${String(detail || 'no body')}`,
          res.status,
        );
      }
      const choice = (json as { choices?: unknown[] } | undefined)?.choices?.[0] as
        | {
            message?: { content?: unknown; tool_calls?: unknown; refusal?: unknown };
            finish_reason?: unknown;
          }
        | undefined;
      if (!choice?.message) throw new LlmProviderError('malformed', `${endpoint} answered no choices`);
      const content = choice.message.content;
      if (content !== null && content !== undefined && typeof content !== 'string')
        throw new LlmProviderError('malformed', `${endpoint} answered a non-text content`);
      return {
        content: typeof content === 'string' ? content : null,
        toolCalls: parseToolCalls(choice.message.tool_calls),
        finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
        refusal:
          typeof choice.message.refusal === 'string' && choice.message.refusal
            ? choice.message.refusal
            : null,
      };
    },
  };
}

/** A structured answer: the parsed JSON, or the model's refusal. */
export type StructuredReply = { refusal: null; value: unknown } | { refusal: string; value: null };

/**
 * A chat completion whose answer is JSON matching `format` (structured outputs, `strict: true`).
 * The content is parsed here (a fenced ```json block is accepted too); a refusal is answered as
 * such; content that is missing, cut off (`finish_reason: length`) or not JSON is an
 * {@link LlmProviderError} `malformed`. Checking the value against the schema is the caller's.
 */
export async function chatStructured(
  client: LlmClient,
  req: { messages: LlmMessage[]; format: JsonSchemaFormat; timeoutMs?: number },
): Promise<StructuredReply> {
  const reply = await client.chat({
    messages: req.messages,
    responseFormat: req.format,
    ...(req.timeoutMs !== undefined ? { timeoutMs: req.timeoutMs } : {}),
  });
  if (reply.refusal) return { refusal: reply.refusal, value: null };
  if (reply.finishReason === 'length')
    throw new LlmProviderError('malformed', `${client.endpoint} cut the structured answer off (length)`);
  const text = reply.content
    ?.trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  if (!text) throw new LlmProviderError('malformed', `${client.endpoint} answered no structured content`);
  try {
    return { refusal: null, value: JSON.parse(text) };
  } catch {
    throw new LlmProviderError('malformed', `${client.endpoint} answered content that is not JSON`);
  }
}
