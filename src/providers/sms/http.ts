import { PermanentFailure } from '../../platform/outbox.js';

/** Time allowed for one call to an SMS operator; a slower answer is retried by the outbox. */
export const SMS_HTTP_TIMEOUT_MS = 10_000;

/** A retryable operator failure (5xx, 429, timeout, network): the outbox tries again later. */
export class SmsTransientError extends Error {}

/**
 * POSTs a form to an operator and answers the parsed JSON body. 4xx (except 408 and 429)
 * is a {@link PermanentFailure} (retrying a refused message cannot help); 5xx, 408, 429,
 * timeouts and network errors are {@link SmsTransientError}s the outbox retries.
 * `describeError` turns the operator's error body into one line.
 */
export async function postForm(input: {
  url: string;
  headers: Record<string, string>;
  form: Record<string, string>;
  operator: string;
  describeError: (body: unknown) => string | undefined;
  timeoutMs?: number;
}): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(input.url, {
      method: 'POST',
      headers: {
        ...input.headers,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(input.form).toString(),
      signal: AbortSignal.timeout(input.timeoutMs ?? SMS_HTTP_TIMEOUT_MS),
    });
  } catch (err) {
    const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    throw new SmsTransientError(`${input.operator} unreachable (${reason})`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (res.status >= 200 && res.status < 300) return { status: res.status, body };
  const detail = input.describeError(body) ?? (text.slice(0, 200) || 'no body');
  const line = `${input.operator} answered ${res.status}: ${detail}`;
  if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
    throw new PermanentFailure(line);
  throw new SmsTransientError(line);
}
