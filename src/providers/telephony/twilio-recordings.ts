/**
 * Twilio's Recordings resource (Programmable Voice): the media of a finished call recording and
 * its deletion. `GET {base}/2010-04-01/Accounts/{AccountSid}/Recordings/{RecordingSid}.mp3`
 * answers the audio (MP3); `DELETE …/Recordings/{RecordingSid}.json` removes Twilio's copy
 * (204). Both with HTTP Basic `AccountSid:AuthToken`. The URL is built from the configured base
 * (`TWILIO_API_BASE`) and the ids, never taken from the callback's `RecordingUrl`, so a callback
 * cannot point the service at another host.
 */
import { PermanentFailure } from '../../platform/outbox.js';

export interface TwilioRecordingsConfig {
  apiBase: string;
  accountSid: string;
  authToken: string;
  /** Time limit of one request, ms (default 60 s: a recording can be several megabytes). */
  timeoutMs?: number;
  /** Largest recording accepted, bytes (default 200 MB). */
  maxBytes?: number;
}

export const RECORDING_SID = /^RE[0-9a-fA-F]{32}$/;

export class TwilioRecordings {
  constructor(private readonly cfg: TwilioRecordingsConfig) {}

  private url(recordingSid: string, ext: 'mp3' | 'json') {
    if (!RECORDING_SID.test(recordingSid))
      throw new PermanentFailure(`not a Twilio RecordingSid: ${recordingSid}`);
    return `${this.cfg.apiBase}/2010-04-01/Accounts/${encodeURIComponent(this.cfg.accountSid)}/Recordings/${recordingSid}.${ext}`;
  }

  private get headers() {
    return {
      authorization: `Basic ${Buffer.from(`${this.cfg.accountSid}:${this.cfg.authToken}`).toString('base64')}`,
    };
  }

  /** The recording's audio. 401/403/404-after-retries are errors the outbox retries or fails. */
  async download(recordingSid: string): Promise<{ body: Buffer; contentType: string }> {
    const res = await fetch(this.url(recordingSid, 'mp3'), {
      headers: this.headers,
      redirect: 'follow',
      signal: AbortSignal.timeout(this.cfg.timeoutMs ?? 60_000),
    });
    if (res.status === 401 || res.status === 403)
      throw new PermanentFailure(
        `Twilio refused the recording download (${res.status}): check TWILIO_AUTH_TOKEN`,
      );
    // 404 right after the callback can be Twilio still publishing the media: retried by the outbox.
    if (!res.ok) throw new Error(`Twilio answered ${res.status} to the recording download`);
    const length = Number(res.headers.get('content-length') ?? 0);
    const max = this.cfg.maxBytes ?? 200 * 1024 * 1024;
    if (length > max) throw new PermanentFailure(`the recording is larger than ${max} bytes`);
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > max) throw new PermanentFailure(`the recording is larger than ${max} bytes`);
    if (body.length === 0) throw new Error('Twilio answered an empty recording');
    const contentType = (res.headers.get('content-type') ?? 'audio/mpeg').split(';')[0]!.trim();
    return { body, contentType: contentType.startsWith('audio/') ? contentType : 'audio/mpeg' };
  }

  /** Removes Twilio's copy; a recording Twilio no longer has (404) counts as removed. */
  async delete(recordingSid: string): Promise<void> {
    const res = await fetch(this.url(recordingSid, 'json'), {
      method: 'DELETE',
      headers: this.headers,
      signal: AbortSignal.timeout(this.cfg.timeoutMs ?? 15_000),
    });
    if (!res.ok && res.status !== 404)
      throw new Error(`Twilio answered ${res.status} to the recording deletion`);
  }
}
