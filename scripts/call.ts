/**
 * `npm run call -- --to <number> [--from <number>]`: a conversation with the receptionist in the
 * terminal, through the same engine as the text channel. Ctrl-D hangs up; lines piped into
 * stdin work like a person typing.
 *
 * When the service answers at its configured address (PUBLIC_BASE_URL, or http://HOST:PORT),
 * the call goes through it (`POST /internal/voice/sessions`, `…/turns`, `…/hangup` with the
 * internal key from INTERNAL_API_KEY or DATA_DIR/secrets.json), so the running service records
 * it. Only when nothing answers does the script open the configured database itself
 * (DATABASE_URL, or the embedded one in DATA_DIR, whose lock it then takes: a process still
 * holding it stops the script with one line).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createPlatform } from '../src/app.js';
import { ConfigError, parseConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { DataDirLockedError } from '../src/db/data-lock.js';
import { createVoiceService } from '../src/modules/voice/voice.service.js';
import { AppError } from '../src/platform/errors.js';
import { resolveSecrets } from '../src/secrets.js';
import { internalClient, internalKeyOf, ServiceError, serviceAnswers } from './running-service.js';

interface Started {
  session_id: string | null;
  reply: string;
  rejected_reason: string | null;
}
interface Turn {
  reply: string;
  ended: boolean;
  outcome: string | null;
  call_id: string;
  transfer_to: string | null;
}
/** The text channel, in process or over HTTP. */
interface Channel {
  start(input: { to: string; from: string | null }): Promise<Started>;
  turn(id: string, text: string): Promise<Turn>;
  hangup(id: string): Promise<Turn>;
  close(): Promise<void>;
}

const { values } = parseArgs({
  options: { to: { type: 'string' }, from: { type: 'string' } },
  allowPositionals: false,
});
if (!values.to) {
  process.stderr.write('Usage: npm run call -- --to <business number> [--from <caller number>]\n');
  process.exit(2);
}

async function httpChannel(baseUrl: string, key: string): Promise<Channel> {
  const post = internalClient(baseUrl, key);
  return {
    start: (input) => post<Started>('/internal/voice/sessions', input),
    turn: (id, text) => post<Turn>(`/internal/voice/sessions/${encodeURIComponent(id)}/turns`, { text }),
    hangup: (id) => post<Turn>(`/internal/voice/sessions/${encodeURIComponent(id)}/hangup`, {}),
    close: async () => {},
  };
}

async function inProcessChannel(config: ReturnType<typeof parseConfig>): Promise<Channel> {
  // The same secrets as the server (the caller hash of the quota check depends on them).
  const { config: resolved } = await resolveSecrets(config);
  const database = await openDatabase(resolved);
  const voice = createVoiceService(createPlatform({ config: resolved, database }));
  return {
    start: (input) => voice.start(input),
    turn: (id, text) => voice.turn(id, { text }),
    hangup: (id) => voice.hangup(id),
    close: () => database.close(),
  };
}

async function converse(channel: Channel, to: string, from: string | null) {
  const started = await channel.start({ to, from });
  process.stdout.write(`Recepcja: ${started.reply}\n`);
  if (!started.session_id) {
    process.stdout.write(`[refused: ${started.rejected_reason}]\n`);
    return;
  }
  const rl = createInterface({ input: process.stdin, terminal: false });
  const prompt = () => process.stdout.write('Ty / You: ');
  prompt();
  let ended = false;
  // The async iterator buffers lines, so a script piped into stdin works like a person typing.
  for await (const line of rl) {
    if (!line.trim()) {
      prompt();
      continue;
    }
    if (!process.stdin.isTTY) process.stdout.write(`${line}\n`);
    const turn = await channel.turn(started.session_id, line);
    process.stdout.write(`Recepcja: ${turn.reply}\n`);
    if (turn.ended) {
      ended = true;
      process.stdout.write(
        `[call ${turn.call_id} ended: ${turn.outcome}${turn.transfer_to ? `, transfer to ${turn.transfer_to}` : ''}]\n`,
      );
      break;
    }
    prompt();
  }
  rl.close();
  if (ended) return;
  // Input closed before the call ended (Ctrl-D): the caller hung up.
  const done = await channel.hangup(started.session_id).catch(() => null);
  if (done) process.stdout.write(`[hung up: call ${done.call_id}, outcome ${done.outcome}]\n`);
}

let channel: Channel | undefined;
try {
  const config = parseConfig(process.env);
  const baseUrl = config.publicBaseUrl;
  if (await serviceAnswers(baseUrl)) {
    const key = await internalKeyOf(config);
    if (!key)
      throw new ServiceError(
        `The service answers at ${baseUrl} but no internal key was found: set INTERNAL_API_KEY (or DATA_DIR to the service's data folder)`,
      );
    channel = await httpChannel(baseUrl, key);
  } else {
    channel = await inProcessChannel(config);
  }
  await converse(channel, values.to, values.from ?? null);
  await channel.close();
  // Stdin may still be open (a terminal): nothing else is to be read.
  process.exit(0);
} catch (err) {
  await channel?.close().catch(() => {});
  const msg =
    err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof ServiceError
      ? err.message
      : err instanceof AppError
        ? `${err.code}: ${err.message}`
        : String(err);
  process.stderr.write(`${msg}\n`);
  process.exit(1);
}
