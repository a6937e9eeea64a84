import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseEvent } from '../../src/platform/events.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { drainOutbox } from '../helpers/outbox.js';
import { type ReceivedRequest, type Receiver, startReceiver } from '../helpers/receiver.js';

/**
 * The verification snippets of `docs/webhooks.md` (Python, PHP, Go), kept as files in
 * `docs/webhook-verify/`, run by their own interpreters against deliveries the service really
 * signed and posted. A missing interpreter fails the test (naming its Debian package) unless
 * ALLOW_MISSING_TOOLCHAINS=1.
 */

const run = promisify(execFile);
const SNIPPETS = path.resolve(import.meta.dirname, '../../docs/webhook-verify');
const DOC = path.resolve(import.meta.dirname, '../../docs/webhooks.md');

const TOOLCHAINS = {
  python: { command: 'python3', versionArgs: ['--version'], debian: 'python3', file: 'verify.py' },
  php: { command: 'php', versionArgs: ['--version'], debian: 'php-cli', file: 'verify.php' },
  go: { command: 'go', versionArgs: ['version'], debian: 'golang-go', file: 'verify.go' },
} as const;
type Language = keyof typeof TOOLCHAINS;

/** False (the test then skips) only when the tool is missing and ALLOW_MISSING_TOOLCHAINS=1; else throws. */
function toolchainPresent(language: Language): boolean {
  const tool = TOOLCHAINS[language];
  const probe = spawnSync(tool.command, tool.versionArgs, { encoding: 'utf8' });
  if (!probe.error && probe.status === 0) return true;
  if (process.env.ALLOW_MISSING_TOOLCHAINS === '1') return false;
  throw new Error(
    `\`${tool.command}\` is needed to check docs/webhook-verify/${tool.file}: install the Debian package ` +
      `${tool.debian} (apt-get install -y ${tool.debian}), or set ALLOW_MISSING_TOOLCHAINS=1 to skip this check.`,
  );
}

/** Go's build cache and module path in a temporary directory: HOME may not be writable. */
const goEnv = () => ({
  ...process.env,
  GOCACHE: path.join(tmpdir(), 'recepcja-go-build-cache'),
  GOPATH: path.join(tmpdir(), 'recepcja-go-path'),
  GOFLAGS: '-mod=mod',
  GOPROXY: 'off',
  GOTOOLCHAIN: 'local',
  CGO_ENABLED: '0',
});

interface Case {
  name: string;
  /** The raw body, base64. */
  body: string;
  header: string | null;
  /** One secret, or several (a receiver during its own rotation). */
  secrets: string | string[];
  /** The receiver's clock, Unix seconds. */
  now: number;
  /** `ok <timestamp>`, `malformed`, `too_old` or `mismatch`. */
  expected: string;
}

/** Calls each language's function on every case through a small harness; answers one result per case. */
const HARNESS: Record<Language, (dir: string, casesFile: string) => Promise<string[]>> = {
  async python(dir, casesFile) {
    const script = `
import base64, json, sys
sys.path.insert(0, ${JSON.stringify(SNIPPETS)})
from verify import WebhookSignatureError, verify_webhook
results = []
for c in json.load(open(sys.argv[1])):
    try:
        results.append("ok %d" % verify_webhook(base64.b64decode(c["body"]), c["header"], c["secrets"], now=c["now"]))
    except WebhookSignatureError as refused:
        results.append(refused.reason)
print(json.dumps(results))
`;
    const { stdout } = await run('python3', ['-c', script, casesFile], {
      cwd: dir,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    return JSON.parse(stdout);
  },

  async php(dir, casesFile) {
    const harness = path.join(dir, 'harness.php');
    await writeFile(
      harness,
      `<?php
require ${JSON.stringify(path.join(SNIPPETS, 'verify.php'))};
$results = [];
foreach (json_decode(file_get_contents($argv[1]), true) as $c) {
    try {
        $results[] = 'ok ' . verify_webhook(base64_decode($c['body']), $c['header'], $c['secrets'], $c['now']);
    } catch (UnexpectedValueException $refused) {
        $results[] = $refused->getMessage();
    }
}
echo json_encode($results), "\\n";
`,
    );
    const { stdout } = await run('php', [harness, casesFile], { cwd: dir });
    return JSON.parse(stdout);
  },

  async go(dir, casesFile) {
    // The snippet is package main with its own main; a test file of the same package calls
    // VerifyWebhook directly (go test builds the package without running main).
    await writeFile(path.join(dir, 'verify.go'), await readFile(path.join(SNIPPETS, 'verify.go')));
    await writeFile(path.join(dir, 'go.mod'), 'module verifyharness\n\ngo 1.19\n');
    await writeFile(
      path.join(dir, 'harness_test.go'),
      `package main

import (
	"encoding/base64"
	"encoding/json"
	"os"
	"strconv"
	"testing"
	"time"
)

func TestHarness(t *testing.T) {
	raw, err := os.ReadFile(os.Getenv("CASES"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Body    string          \`json:"body"\`
		Header  *string         \`json:"header"\`
		Secrets json.RawMessage \`json:"secrets"\`
		Now     int64           \`json:"now"\`
	}
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	results := []string{}
	for _, c := range cases {
		body, _ := base64.StdEncoding.DecodeString(c.Body)
		header := ""
		if c.Header != nil {
			header = *c.Header
		}
		var secrets []string
		if json.Unmarshal(c.Secrets, &secrets) != nil {
			var one string
			if err := json.Unmarshal(c.Secrets, &one); err != nil {
				t.Fatal(err)
			}
			secrets = []string{one}
		}
		ts, err := VerifyWebhook(body, header, time.Unix(c.Now, 0), secrets...)
		if err != nil {
			results = append(results, err.Error())
		} else {
			results = append(results, "ok "+strconv.FormatInt(ts, 10))
		}
	}
	out, _ := json.Marshal(results)
	if err := os.WriteFile(os.Getenv("RESULTS"), out, 0o600); err != nil {
		t.Fatal(err)
	}
}
`,
    );
    const results = path.join(dir, 'results.json');
    await run('go', ['test', '-count=1', '-vet=off', '-run', '^TestHarness$', '.'], {
      cwd: dir,
      env: { ...goEnv(), CASES: casesFile, RESULTS: results },
      timeout: 240_000,
    });
    return JSON.parse(await readFile(results, 'utf8'));
  },
};

/** The snippet's own command-line usage example: `<run> '<X-Service-Signature>' < body`. */
function runCli(language: Language, header: string, body: string, secret: string) {
  const [command, args, env] =
    language === 'python'
      ? ['python3', ['verify.py'], { PYTHONDONTWRITEBYTECODE: '1' }]
      : language === 'php'
        ? ['php', ['verify.php'], {}]
        : ['go', ['run', 'verify.go'], goEnv()];
  return spawnSync(command, [...args, header], {
    cwd: SNIPPETS,
    input: body,
    encoding: 'utf8',
    env: { ...process.env, ...env, WEBHOOK_SECRET: secret },
    timeout: 240_000,
  });
}

const headerOf = (r: ReceivedRequest) => String(r.headers['x-service-signature']);
const timestampOf = (header: string) => Number(/(?:^|,)t=(\d+)/.exec(header)![1]);

describe('webhook verification snippets (Python, PHP, Go) against real deliveries', () => {
  let t: TestApp;
  let rx: Receiver;
  const clock = new ManualClock(new Date());
  /** A delivery signed with one secret, and one after a rotation (two `v1=` values). */
  let single: { body: string; header: string; secret: string };
  let rotated: { body: string; header: string; previous: string; current: string };

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
    rx = await startReceiver();
    const { tenant } = await createTenantWithOwner(t, { tier: 'business' });
    const { auth } = await createApiKey(t, tenant.id, { scopes: ['webhooks:manage'] });
    const write = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, 'idempotency-key': randomUUID() },
        payload,
      });
    const created = await write('/v2/webhook-endpoints', { url: rx.url() });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json() as { id: string; secret: string };

    // Non-ASCII text in the body: the signature covers the UTF-8 bytes as sent.
    await raiseEvent(t.platform.outbox, t.db, tenant.id, 'call.completed', {
      call_id: 'c-snippets',
      summary: 'Pani Zażółć prosi o oddzwonienie — „pilne”',
    });
    await drainOutbox(t);
    expect(rx.received).toHaveLength(1);
    single = { body: rx.received[0]!.rawBody, header: headerOf(rx.received[0]!), secret: endpoint.secret };
    expect(single.header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const rotation = await write(`/v2/webhook-endpoints/${endpoint.id}/rotate-secret`, {});
    expect(rotation.statusCode, rotation.body).toBe(200);
    clock.advance(90_000);
    await raiseEvent(t.platform.outbox, t.db, tenant.id, 'call.completed', { call_id: 'c-rotated' });
    await drainOutbox(t);
    expect(rx.received).toHaveLength(2);
    rotated = {
      body: rx.received[1]!.rawBody,
      header: headerOf(rx.received[1]!),
      previous: endpoint.secret,
      current: rotation.json().secret as string,
    };
    expect(rotated.header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
  });

  afterAll(async () => {
    await rx?.close();
    await t?.close();
  });

  function cases(): Case[] {
    const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
    const ts = timestampOf(single.header);
    expect(ts).toBe(Math.floor(clock.now().getTime() / 1000) - 90);
    const raw = Buffer.from(single.body, 'utf8');
    const tampered = Buffer.from(raw);
    const at = raw.indexOf('c-snippets');
    tampered[at] = tampered[at]! ^ 0x01; // one byte changed: `b-snippets`
    const rts = timestampOf(rotated.header);
    const base = { body: b64(raw), header: single.header, secrets: single.secret, now: ts };
    return [
      { ...base, name: 'valid', expected: `ok ${ts}` },
      { ...base, name: 'valid, received 300 s after signing', now: ts + 300, expected: `ok ${ts}` },
      { ...base, name: 'valid, receiver clock 300 s behind', now: ts - 300, expected: `ok ${ts}` },
      {
        ...base,
        name: 'valid, secret given in a list',
        secrets: ['whsec_other', single.secret],
        expected: `ok ${ts}`,
      },
      { ...base, name: 'one byte of the body changed', body: b64(tampered), expected: 'mismatch' },
      { ...base, name: 'stale timestamp (301 s old)', now: ts + 301, expected: 'too_old' },
      { ...base, name: 'timestamp 301 s in the future', now: ts - 301, expected: 'too_old' },
      { ...base, name: 'wrong secret', secrets: 'whsec_wrong0123456789', expected: 'mismatch' },
      {
        ...base,
        name: 'a later secret does not verify an earlier delivery',
        secrets: rotated.current,
        expected: 'mismatch',
      },
      {
        ...base,
        name: 'signature replayed with a fresh timestamp',
        header: single.header.replace(/^t=\d+/, `t=${ts + 1000}`),
        now: ts + 1000,
        expected: 'mismatch',
      },
      { ...base, name: 'no header', header: null, expected: 'malformed' },
      { ...base, name: 'no v1 value', header: `t=${ts}`, expected: 'malformed' },
      { ...base, name: 'no timestamp', header: single.header.replace(/^t=\d+,/, ''), expected: 'malformed' },
      {
        ...base,
        name: 'v1 in upper case',
        header: single.header.replace(/v1=([0-9a-f]+)/, (_m, hex: string) => `v1=${hex.toUpperCase()}`),
        expected: 'malformed',
      },
      {
        name: 'rotation: the new secret verifies',
        body: b64(rotated.body),
        header: rotated.header,
        secrets: rotated.current,
        now: rts + 5,
        expected: `ok ${rts}`,
      },
      {
        name: 'rotation: the previous secret still verifies',
        body: b64(rotated.body),
        header: rotated.header,
        secrets: rotated.previous,
        now: rts + 5,
        expected: `ok ${rts}`,
      },
      {
        name: 'rotation: a wrong secret does not',
        body: b64(rotated.body),
        header: rotated.header,
        secrets: 'whsec_wrong0123456789',
        now: rts + 5,
        expected: 'mismatch',
      },
    ];
  }

  for (const language of Object.keys(TOOLCHAINS) as Language[]) {
    it(`${TOOLCHAINS[language].file} accepts real deliveries and refuses altered, stale and foreign ones`, {
      timeout: 300_000,
    }, async (ctx) => {
      if (!toolchainPresent(language)) return ctx.skip();
      const all = cases();
      const dir = await mkdtemp(path.join(tmpdir(), `verify-${language}-`));
      try {
        const casesFile = path.join(dir, 'cases.json');
        await writeFile(casesFile, JSON.stringify(all));
        const results = await HARNESS[language](dir, casesFile);
        expect(Object.fromEntries(all.map((c, i) => [c.name, results[i]]))).toEqual(
          Object.fromEntries(all.map((c) => [c.name, c.expected])),
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      // The usage example runs as written: it reads the body and refuses a bad header.
      const cli = runCli(language, 't=1', single.body, single.secret);
      expect(cli.status, cli.stderr).toBe(1);
      expect(cli.stderr).toContain('refused: malformed');
      expect(cli.stdout).not.toContain('verified');
    });
  }

  it('docs/webhooks.md shows each snippet exactly as in docs/webhook-verify/', async () => {
    const doc = await readFile(DOC, 'utf8');
    const blocks = new Map<string, string[]>();
    for (const m of doc.matchAll(/^```(python|php|go)\n([\s\S]*?)^```$/gm)) {
      blocks.set(m[1]!, [...(blocks.get(m[1]!) ?? []), m[2]!]);
    }
    for (const [language, tool] of Object.entries(TOOLCHAINS)) {
      expect(blocks.get(language), `one \`\`\`${language} block in docs/webhooks.md`).toHaveLength(1);
      expect(blocks.get(language)![0], `docs/webhooks.md vs docs/webhook-verify/${tool.file}`).toBe(
        await readFile(path.join(SNIPPETS, tool.file), 'utf8'),
      );
    }
  });
});
