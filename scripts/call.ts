/**
 * `npm run call -- --to <number> [--from <number>]`: a conversation with the receptionist in the
 * terminal, through the same engine and services as the text channel, on the configured database
 * (DATABASE_URL or the embedded one in DATA_DIR, like `npm run migrate`). Ctrl-D hangs up.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createPlatform } from '../src/app.js';
import { ConfigError, parseConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createVoiceService } from '../src/modules/voice/voice.service.js';
import { AppError } from '../src/platform/errors.js';
import { resolveSecrets } from '../src/secrets.js';

const { values } = parseArgs({
  options: { to: { type: 'string' }, from: { type: 'string' } },
  allowPositionals: false,
});
if (!values.to) {
  process.stderr.write('Usage: npm run call -- --to <business number> [--from <caller number>]\n');
  process.exit(2);
}

let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  // The same secrets as the server (the caller hash of the quota check depends on them).
  const { config } = await resolveSecrets(parseConfig(process.env));
  database = await openDatabase(config);
  const platform = createPlatform({ config, database });
  const voice = createVoiceService(platform);
  const started = await voice.start({ to: values.to, from: values.from ?? null });
  process.stdout.write(`Recepcja: ${started.reply}\n`);
  if (started.session_id) {
    const rl = createInterface({ input: process.stdin, terminal: false });
    const prompt = () => process.stdout.write('Ty / You: ');
    prompt();
    // The async iterator buffers lines, so a script piped into stdin works like a person typing.
    for await (const line of rl) {
      if (!line.trim()) {
        prompt();
        continue;
      }
      if (!process.stdin.isTTY) process.stdout.write(`${line}\n`);
      const turn = await voice.turn(started.session_id, { text: line });
      process.stdout.write(`Recepcja: ${turn.reply}\n`);
      if (turn.ended) {
        process.stdout.write(
          `[call ${turn.call_id} ended: ${turn.outcome}${turn.transfer_to ? `, transfer to ${turn.transfer_to}` : ''}]\n`,
        );
        break;
      }
      prompt();
    }
    rl.close();
    // Input closed before the call ended (Ctrl-D): the caller hung up.
    const done = await voice.hangup(started.session_id).catch(() => null);
    if (done) process.stdout.write(`[hung up: call ${done.call_id}, outcome ${done.outcome}]\n`);
  } else {
    process.stdout.write(`[refused: ${started.rejected_reason}]\n`);
  }
  await database.close();
} catch (err) {
  await database?.close();
  const msg =
    err instanceof ConfigError
      ? err.message
      : err instanceof AppError
        ? `${err.code}: ${err.message}`
        : String(err);
  process.stderr.write(`${msg}\n`);
  process.exit(1);
}
