import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { calls as callsTable } from '../../src/modules/calls/calls.schema.js';
import { recordingsModule } from '../../src/modules/recordings/index.js';
import { callRecordings } from '../../src/modules/recordings/recordings.schema.js';
import { voiceSessions } from '../../src/modules/voice/voice.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey } from '../helpers/fixtures.js';
import { freePort } from '../helpers/net.js';
import { drainOutbox } from '../helpers/outbox.js';
import { NOW, randomMobile, setVoiceConfig, voiceTenant } from '../voice/setup.js';

const TOKEN = 'twilio-test-auth-token-0123456789';
const ACCOUNT = `AC${'1'.repeat(32)}`;
const BASE = 'https://recepcja.example.test';
const DAY = 86_400_000;
/** Bytes that stand for an MP3 (the service stores and serves them unchanged). */
const AUDIO = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000'), randomBytes(4096)]);

/** Twilio's signature, written from Twilio's documentation (independent of the service). */
function twilioSign(url: string, params: Record<string, string>) {
  let data = url;
  for (const k of Object.keys(params).sort()) data += k + params[k];
  return createHmac('sha1', TOKEN).update(data, 'utf8').digest('base64');
}
const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * A local server speaking Twilio's Recordings resource: `GET …/Recordings/{sid}.mp3` answers
 * the media to HTTP Basic `AccountSid:AuthToken`, `DELETE …/Recordings/{sid}.json` removes it.
 */
async function startTwilio() {
  const media = new Map<string, Buffer>();
  const requests: { method: string; url: string; auth: string | undefined }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push({ method: req.method!, url: req.url!, auth: req.headers.authorization });
    const expected = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":20003,"status":401}');
      return;
    }
    const m = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Recordings\/(RE[0-9a-f]{32})\.(mp3|json)$/.exec(
      req.url!,
    );
    if (!m || m[1] !== ACCOUNT) {
      res.writeHead(404).end();
      return;
    }
    const body = media.get(m[2]!);
    if (req.method === 'GET' && m[3] === 'mp3' && body) {
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': body.length }).end(body);
    } else if (req.method === 'DELETE' && m[3] === 'json' && body) {
      media.delete(m[2]!);
      res.writeHead(204).end();
    } else res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":20404,"status":404}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    media,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A phone call on a Twilio line (signed webhooks), recorded by Twilio when told to. */
function twilioCalls(t: TestApp, clock: { advance?: (ms: number) => void }) {
  function post(path: string, params: Record<string, string>, signature?: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    const sig = signature === undefined ? twilioSign(`${BASE}${path}`, params) : signature;
    if (sig !== null) headers['x-twilio-signature'] = sig;
    return t.app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: new URLSearchParams(params).toString(),
    });
  }
  async function call(to: string) {
    const callSid = sid('CA');
    const common = { AccountSid: ACCOUNT, CallSid: callSid, From: randomMobile(), To: to };
    const greeting = await post('/telephony/twilio/voice', { ...common, CallStatus: 'ringing' });
    expect(greeting.statusCode, greeting.body).toBe(200);
    clock.advance?.(60_000);
    const hung = await post('/telephony/twilio/status', {
      ...common,
      CallStatus: 'completed',
      CallDuration: '60',
    });
    expect(hung.statusCode, hung.body).toBe(204);
    return { callSid, greeting: greeting.body, common };
  }
  return { post, call };
}

async function callIdOf(t: TestApp, callSid: string) {
  const [s] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.providerCallId, callSid));
  return s!.callId;
}

describe('call recordings (data folder)', () => {
  let t: TestApp;
  let twilio: Awaited<ReturnType<typeof startTwilio>>;
  const clock = new ManualClock(NOW);
  const dataDir = mkdtempSync(join(tmpdir(), 'recepcja-rec-'));
  let calls: ReturnType<typeof twilioCalls>;

  beforeAll(async () => {
    twilio = await startTwilio();
    t = await createTestApp({
      clock,
      env: {
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_API_BASE: twilio.base,
        PUBLIC_BASE_URL: BASE,
        DATA_DIR: dataDir,
        RECORDINGS_URL_TTL_SECONDS: '300',
      },
    });
    calls = twilioCalls(t, clock);
  });
  afterAll(async () => {
    await t?.close();
    await twilio?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is off by default: no notice, no recording asked of Twilio', async () => {
    const x = await voiceTenant(t);
    const s = await t.app.inject({
      method: 'GET',
      url: `/tenants/${x.tenant.id}/settings`,
      headers: x.owner.auth,
    });
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().call_recording).toBe(false);
    const { greeting } = await calls.call(x.number);
    expect(greeting).not.toContain('<Start>');
    expect(greeting).not.toMatch(/nagrywana|recorded/);
  });

  it('when on, the greeting says the call is recorded (Polish and English) and Twilio is asked to record', async () => {
    const x = await voiceTenant(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/tenants/${x.tenant.id}/settings`,
      headers: x.owner.auth,
      payload: { call_recording: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().call_recording).toBe(true);

    const { greeting } = await calls.call(x.number);
    expect(greeting).toContain(
      `<Start><Recording channels="dual" recordingStatusCallback="${BASE}/telephony/twilio/recording-status" recordingStatusCallbackMethod="POST" recordingStatusCallbackEvent="completed absent"/></Start>`,
    );
    // The notice comes first, before the greeting: Polish (the line's language), then English.
    const says = [...greeting.matchAll(/<Say language="([^"]+)">([^<]*)<\/Say>/g)].map((m) => [m[1], m[2]]);
    expect(says[0]).toEqual(['pl-PL', 'Informujemy, że rozmowa jest nagrywana.']);
    expect(says[1]).toEqual(['en-US', 'Please note that this call is recorded.']);
    expect(greeting.indexOf('<Start>')).toBeLessThan(greeting.indexOf('<Gather'));

    // A line whose calls start in English says it in English first.
    const y = await voiceTenant(t, { call_recording: true });
    await setVoiceConfig(t, y.tenant.id, { language: 'en' });
    const en = await calls.call(y.number);
    const saysEn = [...en.greeting.matchAll(/<Say language="([^"]+)">([^<]*)<\/Say>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(saysEn[0]).toEqual(['en-US', 'Please note that this call is recorded.']);
    expect(saysEn[1]).toEqual(['pl-PL', 'Informujemy, że rozmowa jest nagrywana.']);
  });

  it('stores the recording from the callback, serves it by a signed link that expires, deletes it with the retention', async () => {
    const x = await voiceTenant(t, { call_recording: true });
    const other = await voiceTenant(t, { call_recording: true });
    const { callSid } = await calls.call(x.number);
    const callId = await callIdOf(t, callSid);
    const recordingSid = sid('RE');
    twilio.media.set(recordingSid, AUDIO);
    const status = {
      AccountSid: ACCOUNT,
      CallSid: callSid,
      RecordingSid: recordingSid,
      RecordingUrl: `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Recordings/${recordingSid}`,
      RecordingStatus: 'completed',
      RecordingDuration: '58',
      RecordingChannels: '2',
      RecordingSource: 'StartCallRecordingTwiML',
    };
    // Unsigned or wrongly signed: 403, nothing noted.
    expect((await calls.post('/telephony/twilio/recording-status', status, null)).statusCode).toBe(403);
    expect((await calls.post('/telephony/twilio/recording-status', status, 'bad')).statusCode).toBe(403);
    expect(await t.db.select().from(callRecordings).where(eq(callRecordings.callId, callId))).toHaveLength(0);

    // Before the media is stored the call has no recording yet.
    const early = await t.app.inject({
      method: 'GET',
      url: `/calls/${callId}/recording`,
      headers: x.owner.auth,
    });
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ code: 'recording_not_found', recording_status: 'none' });

    const r = await calls.post('/telephony/twilio/recording-status', status);
    expect(r.statusCode, r.body).toBe(204);
    // Twilio retries: the same callback again changes nothing.
    expect((await calls.post('/telephony/twilio/recording-status', status)).statusCode).toBe(204);
    // Announced, not yet downloaded: the dashboard says it is being processed.
    const pending = await t.app.inject({
      method: 'GET',
      url: `/calls/${callId}/recording`,
      headers: x.owner.auth,
    });
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toMatchObject({ code: 'recording_not_found', recording_status: 'pending' });
    expect(await drainOutbox(t)).toBeGreaterThanOrEqual(1);

    const [row] = await t.db.select().from(callRecordings).where(eq(callRecordings.callId, callId));
    expect(row).toMatchObject({
      status: 'stored',
      tenantId: x.tenant.id,
      providerRecordingId: recordingSid,
      durationSeconds: 58,
      sizeBytes: AUDIO.length,
      contentType: 'audio/mpeg',
      storageKey: `recordings/${x.tenant.id}/${callId}.mp3`,
    });
    const file = join(dataDir, row!.storageKey!);
    expect(readFileSync(file).equals(AUDIO)).toBe(true);
    // Downloaded from the configured base (not RecordingUrl's host), then Twilio's copy deleted.
    expect(twilio.requests.map((q) => `${q.method} ${q.url}`)).toEqual([
      `GET /2010-04-01/Accounts/${ACCOUNT}/Recordings/${recordingSid}.mp3`,
      `DELETE /2010-04-01/Accounts/${ACCOUNT}/Recordings/${recordingSid}.json`,
    ]);
    expect(twilio.media.has(recordingSid)).toBe(false);

    // The owner's link.
    const link = await t.app.inject({
      method: 'GET',
      url: `/calls/${callId}/recording`,
      headers: x.owner.auth,
    });
    expect(link.statusCode, link.body).toBe(200);
    const body = link.json();
    expect(body).toMatchObject({
      call_id: callId,
      content_type: 'audio/mpeg',
      duration_seconds: 58,
      size_bytes: AUDIO.length,
      expires_at: new Date(Math.floor(clock.now().getTime() / 1000) * 1000 + 300_000).toISOString(),
    });
    expect(body.url.startsWith(`${BASE}/recordings/`)).toBe(true);
    const path = body.url.slice(BASE.length);
    const got = await t.app.inject({ method: 'GET', url: path });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('audio/mpeg');
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.rawPayload.equals(AUDIO)).toBe(true);
    // An altered link is refused.
    const tampered = path.replace(/expires=(\d+)/, (_: string, n: string) => `expires=${Number(n) + 3600}`);
    const bad = await t.app.inject({ method: 'GET', url: tampered });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().code).toBe('invalid_signature');

    // Through the developer API: scope calls:recording, 404 for another tenant's key.
    const readOnly = await createApiKey(t, x.tenant.id, { scopes: ['calls:read'] });
    const denied = await t.app.inject({
      method: 'GET',
      url: `/v2/calls/${callId}/recording`,
      headers: readOnly.auth,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('insufficient_scope');
    const key = await createApiKey(t, x.tenant.id, { scopes: ['calls:read', 'calls:recording'] });
    const v2 = await t.app.inject({ method: 'GET', url: `/v2/calls/${callId}/recording`, headers: key.auth });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json()).toMatchObject({ call_id: callId, livemode: true, content_type: 'audio/mpeg' });
    const otherKey = await createApiKey(t, other.tenant.id, { scopes: ['calls:read', 'calls:recording'] });
    const probe = await t.app.inject({
      method: 'GET',
      url: `/v2/calls/${callId}/recording`,
      headers: otherKey.auth,
    });
    expect(probe.statusCode).toBe(404);
    expect(probe.json().error.code).toBe('not_found');
    const probeOwner = await t.app.inject({
      method: 'GET',
      url: `/calls/${callId}/recording`,
      headers: other.owner.auth,
    });
    expect(probeOwner.statusCode).toBe(404);
    expect(probeOwner.json().code).toBe('not_found');

    // The link works until it expires (the injected clock), then 403.
    clock.advance(299_000);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    clock.advance(1_000);
    const expired = await t.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('link_expired');

    // Retention (90 days by default from the end of the call): the file is deleted, the row says so.
    const job = recordingsModule.jobs!(t.platform)[0]!;
    expect(await job.run(new Date(clock.now().getTime() + 89 * DAY))).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(await job.run(new Date(clock.now().getTime() + 91 * DAY))).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    const [after] = await t.db.select().from(callRecordings).where(eq(callRecordings.callId, callId));
    expect(after).toMatchObject({ status: 'purged', storageKey: null });
    const gone = await t.app.inject({
      method: 'GET',
      url: `/calls/${callId}/recording`,
      headers: x.owner.auth,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'recording_not_found', recording_status: 'purged' });
    expect(gone.json().detail).toMatch(/deleted with the retention/);
  });

  it('a deleted call or tenant leaves no recording behind: the next purge removes the object and the row', async () => {
    const x = await voiceTenant(t, { call_recording: true });
    const { callSid } = await calls.call(x.number);
    const callId = await callIdOf(t, callSid);
    const recordingSid = sid('RE');
    twilio.media.set(recordingSid, AUDIO);
    const status = {
      AccountSid: ACCOUNT,
      CallSid: callSid,
      RecordingSid: recordingSid,
      RecordingStatus: 'completed',
    };
    expect((await calls.post('/telephony/twilio/recording-status', status)).statusCode).toBe(204);
    await drainOutbox(t);
    const file = join(dataDir, `recordings/${x.tenant.id}/${callId}.mp3`);
    expect(existsSync(file)).toBe(true);
    const link = await t.app.inject({
      method: 'GET',
      url: `/calls/${callId}/recording`,
      headers: x.owner.auth,
    });
    const path = link.json().url.slice(BASE.length);
    // What deleting the tenant does to its calls (tenants.deletion.ts): the rows go.
    await t.db.delete(callsTable).where(eq(callsTable.tenantId, x.tenant.id));
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const job = recordingsModule.jobs!(t.platform)[0]!;
    expect(await job.run(clock.now())).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect(await t.db.select().from(callRecordings).where(eq(callRecordings.callId, callId))).toHaveLength(0);
  });

  it('a call without a recording is a 404 saying so; unknown calls and absent recordings change nothing', async () => {
    const x = await voiceTenant(t);
    const { callSid } = await calls.call(x.number);
    const callId = await callIdOf(t, callSid);
    const key = await createApiKey(t, x.tenant.id, { scopes: ['calls:read', 'calls:recording'] });
    const none = await t.app.inject({
      method: 'GET',
      url: `/v2/calls/${callId}/recording`,
      headers: key.auth,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatchObject({ code: 'recording_not_found' });
    expect(none.json().error.message).toMatch(/has no recording/);

    const base = { AccountSid: ACCOUNT, RecordingSid: sid('RE'), RecordingStatus: 'completed' };
    expect(
      (await calls.post('/telephony/twilio/recording-status', { ...base, CallSid: sid('CA') })).statusCode,
    ).toBe(204);
    const absent = { ...base, CallSid: callSid, RecordingStatus: 'absent' };
    expect((await calls.post('/telephony/twilio/recording-status', absent)).statusCode).toBe(204);
    const [row] = await t.db.select().from(callRecordings).where(eq(callRecordings.callId, callId));
    expect(row?.status).toBe('absent');
    const still = await t.app.inject({
      method: 'GET',
      url: `/v2/calls/${callId}/recording`,
      headers: key.auth,
    });
    expect(still.statusCode).toBe(404);
  });
});

describe('recordings configuration', () => {
  it('defaults to the data folder; an S3 bucket with its endpoint, region and keys; bad values stop the start', () => {
    const d = parseConfig({});
    expect(d.recordings).toEqual({ s3: undefined, urlTtlSeconds: 300 });
    const c = parseConfig({
      RECORDINGS_S3_BUCKET: 'recepcja-recordings',
      RECORDINGS_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      RECORDINGS_S3_ACCESS_KEY_ID: 'minio',
      RECORDINGS_S3_SECRET_ACCESS_KEY: 'minio-secret',
      RECORDINGS_URL_TTL_SECONDS: '60',
    });
    expect(c.recordings).toEqual({
      s3: {
        bucket: 'recepcja-recordings',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'minio',
        secretAccessKey: 'minio-secret',
        forcePathStyle: true,
      },
      urlTtlSeconds: 60,
    });
    // AWS itself: virtual-hosted buckets, the SDK's default credentials.
    expect(
      parseConfig({ RECORDINGS_S3_BUCKET: 'b-1.x', RECORDINGS_S3_REGION: 'eu-central-1' }).recordings.s3,
    ).toEqual({
      bucket: 'b-1.x',
      endpoint: undefined,
      region: 'eu-central-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(() => parseConfig({ RECORDINGS_S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /RECORDINGS_S3_BUCKET must be an S3 bucket name/,
    );
    expect(() => parseConfig({ RECORDINGS_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /RECORDINGS_S3_BUCKET is required when RECORDINGS_S3_ENDPOINT is set/,
    );
    expect(() => parseConfig({ RECORDINGS_S3_BUCKET: 'abc', RECORDINGS_S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /RECORDINGS_S3_SECRET_ACCESS_KEY is required/,
    );
    expect(() => parseConfig({ RECORDINGS_URL_TTL_SECONDS: '5' })).toThrow(
      /RECORDINGS_URL_TTL_SECONDS must be/,
    );
    // The secret is never repeated in the error.
    expect(() => parseConfig({ RECORDINGS_S3_SECRET_ACCESS_KEY: 'very-secret-value' })).toThrow(
      /^(?!.*very-secret-value)/,
    );
  });
});

const MOTO = spawnSync('sh', ['-c', 'command -v moto_server'], { encoding: 'utf8' }).stdout.trim();

/**
 * The same against an S3-compatible object store: moto's server (`moto_server`, a maintained
 * implementation of the S3 API with SigV4 and presigned URLs, on the machine's Python).
 */
describe.skipIf(!MOTO)('call recordings (S3-compatible object store)', () => {
  let t: TestApp;
  let twilio: Awaited<ReturnType<typeof startTwilio>>;
  let moto: ReturnType<typeof spawn>;
  let endpoint: string;
  let s3: S3Client;
  const bucket = `rec-${randomBytes(4).toString('hex')}`;
  let calls: ReturnType<typeof twilioCalls>;

  beforeAll(async () => {
    const port = await freePort();
    endpoint = `http://127.0.0.1:${port}`;
    moto = spawn(MOTO, ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${endpoint}/`)).status < 500) break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    s3 = new S3Client({
      region: 'eu-central-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    });
    await s3.send(
      new CreateBucketCommand({
        Bucket: bucket,
        CreateBucketConfiguration: { LocationConstraint: 'eu-central-1' },
      }),
    );
    twilio = await startTwilio();
    t = await createTestApp({
      env: {
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_API_BASE: twilio.base,
        PUBLIC_BASE_URL: BASE,
        RECORDINGS_S3_BUCKET: bucket,
        RECORDINGS_S3_ENDPOINT: endpoint,
        RECORDINGS_S3_REGION: 'eu-central-1',
        RECORDINGS_S3_ACCESS_KEY_ID: 'test-key',
        RECORDINGS_S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    });
    calls = twilioCalls(t, {});
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await twilio?.close();
    s3?.destroy();
    moto?.kill();
  });

  it('stores the recording in the bucket, hands out a presigned URL, deletes the object with the retention', async () => {
    const x = await voiceTenant(t, { call_recording: true });
    const { callSid } = await calls.call(x.number);
    const callId = await callIdOf(t, callSid);
    const recordingSid = sid('RE');
    twilio.media.set(recordingSid, AUDIO);
    const r = await calls.post('/telephony/twilio/recording-status', {
      AccountSid: ACCOUNT,
      CallSid: callSid,
      RecordingSid: recordingSid,
      RecordingStatus: 'completed',
      RecordingDuration: '12',
    });
    expect(r.statusCode, r.body).toBe(204);
    await drainOutbox(t);
    const key = `recordings/${x.tenant.id}/${callId}.mp3`;
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(head.ContentLength).toBe(AUDIO.length);
    expect(head.ContentType).toBe('audio/mpeg');

    const apiKey = await createApiKey(t, x.tenant.id, { scopes: ['calls:read', 'calls:recording'] });
    const link = await t.app.inject({
      method: 'GET',
      url: `/v2/calls/${callId}/recording`,
      headers: apiKey.auth,
    });
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().url);
    expect(`${url.protocol}//${url.host}`).toBe(endpoint);
    expect(url.pathname).toBe(`/${bucket}/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const got = await fetch(url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(AUDIO)).toBe(true);

    const job = recordingsModule.jobs!(t.platform)[0]!;
    expect(await job.run(new Date(t.platform.clock.now().getTime() + 91 * DAY))).toBeGreaterThanOrEqual(1);
    await expect(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).rejects.toMatchObject({
      name: 'NotFound',
    });
  });
});
