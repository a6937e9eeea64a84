/**
 * Text embeddings from an OpenAI-compatible endpoint (`POST {LLM_BASE_URL}/v1/embeddings`,
 * Bearer `LLM_API_KEY`). Without `LLM_BASE_URL` there is no provider and the knowledge base
 * searches with full-text and trigram similarity only.
 */

export interface EmbeddingsProvider {
  /** Stored with each vector: vectors of another model are never compared. */
  readonly model: string;
  /** Unit-length vectors, one per input, in input order. Rejects on any failure. */
  embed(texts: string[]): Promise<number[][]>;
}

export const DEFAULT_EMBEDDINGS_MODEL = 'text-embedding-3-small';
/** Inputs sent in one request. */
const BATCH = 64;
const TIMEOUT_MS = 15_000;

export interface EmbeddingsConfig {
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  embeddingsModel?: string | undefined;
}

/** `https://host` and `https://host/v1` both lead to `https://host/v1/embeddings`. */
export function embeddingsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return /\/v1$/.test(base) ? `${base}/embeddings` : `${base}/v1/embeddings`;
}

export function unitVector(v: number[]): number[] {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum);
  return norm > 0 ? v.map((x) => x / norm) : v;
}

export function createEmbeddingsProvider(cfg: EmbeddingsConfig): EmbeddingsProvider | null {
  if (!cfg.llmBaseUrl) return null;
  const url = embeddingsUrl(cfg.llmBaseUrl);
  const model = cfg.embeddingsModel ?? DEFAULT_EMBEDDINGS_MODEL;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cfg.llmApiKey) headers.authorization = `Bearer ${cfg.llmApiKey}`;

  async function batch(input: string[]): Promise<number[][]> {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model, input, encoding_format: 'float' }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`embeddings endpoint answered ${res.status}`);
    const body = (await res.json()) as { data?: { index?: number; embedding?: unknown }[] };
    if (!Array.isArray(body.data) || body.data.length !== input.length)
      throw new Error('embeddings endpoint answered an unexpected body');
    const out: number[][] = new Array(input.length);
    for (const [i, item] of body.data.entries()) {
      const idx = typeof item.index === 'number' ? item.index : i;
      const e = item.embedding;
      if (!Array.isArray(e) || e.length === 0 || !e.every((x) => typeof x === 'number' && Number.isFinite(x)))
        throw new Error('embeddings endpoint answered a malformed vector');
      out[idx] = unitVector(e as number[]);
    }
    const dim = out[0]?.length;
    if (out.some((v) => !v || v.length !== dim)) throw new Error('embeddings of different lengths');
    return out;
  }

  return {
    model,
    async embed(texts) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) out.push(...(await batch(texts.slice(i, i + BATCH))));
      return out;
    },
  };
}
