/**
 * The one request of the app that does not go through the typed client: uploading a knowledge
 * document. `fetch` (and so openapi-fetch) reports no upload progress, and a document of up to
 * 10 MB on a slow line needs a real progress bar, so this call uses XMLHttpRequest. It is the
 * same request the client would make (`POST /tenants/{tenant_id}/knowledge/upload`, multipart,
 * same origin, the session cookie), and its refusals are read into the same `ApiError`.
 */
import { ApiError, apiBaseUrl, toServiceError } from '../../lib/api';
import { observeServerDate } from '../../lib/clock';
import i18n from '../../lib/i18n';
import type { KnowledgeDocument } from './types';

export interface UploadProgress {
  /** Bytes sent so far and in all; `total` is 0 until the browser knows it. */
  loaded: number;
  total: number;
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const h = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const i = line.indexOf(':');
    if (i > 0) h.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  return h;
}

/** Uploads `file`; resolves with the stored document, rejects with an `ApiError`. */
export function uploadDocument(
  tenantId: string,
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<KnowledgeDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl()}/tenants/${encodeURIComponent(tenantId)}/knowledge/upload`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    const networkError = () =>
      new ApiError({
        status: 0,
        code: 'network',
        message: i18n.t('common:errors.network'),
        fields: [],
        retryAfter: undefined,
        body: null,
      });
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(networkError());
    xhr.onload = () => {
      const headers = headersOf(xhr);
      observeServerDate(headers.get('date'));
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') {
        resolve(body as KnowledgeDocument);
      } else {
        reject(new ApiError(toServiceError(xhr.status, body, headers)));
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
