import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request body as the OpenAI protocol carries it (the parts tests read). */
export interface ChatCompletionBody {
  model: string;
  messages: { role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; description: string; parameters: unknown } }[];
  tool_choice?: string;
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
  };
}

/** What the server answers to one request. */
export type ChatAnswer =
  /** A completion with this assistant message. */
  | {
      content?: string | null;
      refusal?: string;
      toolCalls?: { name: string; args: unknown }[];
      finishReason?: string;
    }
  /** An error status with the protocol's error body. */
  | { status: number };

/**
 * A local HTTP server speaking the OpenAI chat-completions protocol
 * (`POST /v1/chat/completions`, Bearer key): every request is recorded, refused with 401
 * without the key, and answered by `answer` (a completion, or an error status).
 */
export async function startChatServer(apiKey: string, answer: (body: ChatCompletionBody) => ChatAnswer) {
  const requests: ChatCompletionBody[] = [];
  let seq = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return send(404, { error: { message: 'not found', type: 'invalid_request_error' } });
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return send(401, { error: { message: 'Incorrect API key', type: 'invalid_request_error' } });
      let body: ChatCompletionBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { error: { message: 'body is not JSON', type: 'invalid_request_error' } });
      }
      requests.push(body);
      const a = answer(body);
      if ('status' in a)
        return send(a.status, { error: { message: 'The server had an error', type: 'server_error' } });
      const toolCalls = a.toolCalls?.map((c) => ({
        id: `call_${++seq}`,
        type: 'function',
        function: { name: c.name, arguments: JSON.stringify(c.args) },
      }));
      send(200, {
        id: `chatcmpl-${++seq}`,
        object: 'chat.completion',
        created: 1_764_000_000,
        model: body.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: a.content ?? null,
              refusal: a.refusal ?? null,
              ...(toolCalls ? { tool_calls: toolCalls } : {}),
            },
            finish_reason: a.finishReason ?? (toolCalls ? 'tool_calls' : 'stop'),
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
