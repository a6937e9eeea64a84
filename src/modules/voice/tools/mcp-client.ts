/**
 * The service's side of the internal MCP tool server (`src/tools/server.ts`): one child process
 * per service process, spawned on first use with the official SDK's stdio client, reconnected
 * when it dies, closed with the app. Each call has a time limit.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../../platform/deps.js';

/** The tool answered an error (HTTP 4xx/5xx of the tool API, invalid arguments): the message says why. */
export class ToolCallError extends Error {
  constructor(
    readonly tool: string,
    message: string,
  ) {
    super(message);
    this.name = 'ToolCallError';
  }
}

/** The tool could not be reached: the child did not start, died, or the call timed out. */
export class ToolUnavailableError extends Error {
  constructor(
    readonly tool: string,
    message: string,
  ) {
    super(message);
    this.name = 'ToolUnavailableError';
  }
}

/** How to start the tool server: the compiled `dist/tools/server.js`, or the source through tsx. */
export function toolServerCommand(): { command: string; args: string[]; cwd: string } {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(new URL(`../../../tools/server.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  // src/modules/voice/tools → project root (dist/… likewise).
  const cwd = fileURLToPath(new URL('../../../../', import.meta.url));
  return { command: process.execPath, args: fromSource ? ['--import', 'tsx', file] : [file], cwd };
}

export interface McpToolClientOptions {
  /** Base URL of the internal tool API the child calls back; null while it is not known (not listening). */
  apiUrl: () => string | null;
  internalKey: string;
  timeoutMs: number;
  log?: FastifyBaseLogger | undefined;
}

export class McpToolClient {
  private client: Client | null = null;
  private transport: StdioClientTransport | null = null;
  private connecting: Promise<Client> | null = null;
  private closed = false;
  /** How many times a child was started (tests and logs). */
  starts = 0;

  constructor(private readonly opts: McpToolClientOptions) {}

  get log() {
    return this.opts.log;
  }

  /** The pid of the running child, if any. */
  get pid(): number | null {
    return this.client ? (this.transport?.pid ?? null) : null;
  }

  /** True when calls can be attempted (the callback URL is known). */
  get usable(): boolean {
    return !this.closed && this.opts.apiUrl() !== null;
  }

  private connect(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    if (this.closed) return Promise.reject(new Error('the tool client is closed'));
    if (this.connecting) return this.connecting;
    const api = this.opts.apiUrl();
    if (!api) return Promise.reject(new Error('the tool API address is not known yet (not listening)'));
    const { command, args, cwd } = toolServerCommand();
    if (!existsSync(args[args.length - 1]!))
      return Promise.reject(new Error(`the tool server program is missing: ${args[args.length - 1]}`));
    const transport = new StdioClientTransport({
      command,
      args,
      cwd,
      env: {
        RECEPCJA_TOOLS_API: api,
        RECEPCJA_INTERNAL_KEY: this.opts.internalKey,
        RECEPCJA_TOOLS_TIMEOUT_MS: String(this.opts.timeoutMs),
      },
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) =>
      this.opts.log?.warn(
        { tool_server: chunk.toString('utf8').trim().slice(0, 2000) },
        'tool server stderr',
      ),
    );
    const client = new Client({ name: 'recepcja-voice', version: '1.0.0' });
    client.onclose = () => {
      if (this.client === client) {
        this.client = null;
        this.transport = null;
        if (!this.closed) this.opts.log?.warn('tool server child exited; the next tool call restarts it');
      }
    };
    this.connecting = client
      .connect(transport, { timeout: Math.max(this.opts.timeoutMs, 10_000) })
      .then(() => {
        this.starts += 1;
        if (this.closed) {
          void client.close();
          throw new Error('the tool client is closed');
        }
        this.client = client;
        this.transport = transport;
        this.opts.log?.info({ pid: transport.pid }, 'tool server started (MCP over stdio)');
        return client;
      })
      .catch(async (err) => {
        await transport.close().catch(() => {});
        throw err;
      })
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  /** The connected SDK client (starts the child when needed). */
  async sdkClient(): Promise<Client> {
    return this.connect();
  }

  /**
   * Calls one tool; answers its structured result. Throws {@link ToolCallError} when the tool
   * answered an error and {@link ToolUnavailableError} when it could not be reached in time.
   */
  async call<T = Record<string, unknown>>(name: string, args: Record<string, unknown>): Promise<T> {
    let client: Client;
    try {
      client = await this.connect();
    } catch (err) {
      throw new ToolUnavailableError(name, `tool server unavailable: ${(err as Error).message}`);
    }
    let result: Awaited<ReturnType<Client['callTool']>>;
    try {
      result = await client.callTool({ name, arguments: args }, undefined, { timeout: this.opts.timeoutMs });
    } catch (err) {
      throw new ToolUnavailableError(name, `${name}: ${(err as Error).message}`);
    }
    const text = Array.isArray(result.content)
      ? result.content
          .filter((c): c is { type: 'text'; text: string } => c.type === 'text')
          .map((c) => c.text)
          .join('\n')
      : '';
    if (result.isError) throw new ToolCallError(name, text || `${name} failed`);
    if (result.structuredContent) return result.structuredContent as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ToolCallError(name, `${name}: the tool answered something that is not JSON`);
    }
  }

  /** Stops the child. Further calls fail. */
  async close(): Promise<void> {
    this.closed = true;
    const pending = this.connecting;
    const client = this.client;
    this.client = null;
    this.transport = null;
    await client?.close().catch(() => {});
    await pending?.catch(() => {});
  }
}

/* ---------- one client per service process (per platform) ---------- */

interface Host {
  address: () => AddressInfo | string | null;
  log: FastifyBaseLogger;
}

const hosts = new WeakMap<Platform, Host>();
const clients = new WeakMap<Platform, McpToolClient>();

/** The HTTP server that serves `/internal/tools/*` for this platform (registered by the tools module). */
export function attachToolHost(p: Platform, host: Host) {
  hosts.set(p, host);
}

function baseUrlOf(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The platform's tool client when the receptionist's tools go over MCP (`VOICE_TOOLS=mcp`) and
 * the tool API can be reached (configured, or the service's own listening address); else null.
 */
export function mcpToolClientFor(p: Platform): McpToolClient | null {
  const cfg = p.config.voiceTools;
  if (cfg.mode !== 'mcp') return null;
  const host = hosts.get(p);
  if (!cfg.apiUrl && !host) return null;
  let client = clients.get(p);
  if (!client) {
    client = new McpToolClient({
      apiUrl: () => cfg.apiUrl ?? baseUrlOf(host?.address() ?? null),
      internalKey: p.config.internalApiKey,
      timeoutMs: cfg.timeoutMs,
      log: host?.log,
    });
    clients.set(p, client);
  }
  return client.usable ? client : null;
}

/** Closes the platform's tool client (app close). */
export async function closeToolClient(p: Platform): Promise<void> {
  const client = clients.get(p);
  clients.delete(p);
  await client?.close();
}
