/**
 * Object storage of recordings: the data folder by default (`DATA_DIR/recordings/…`), any
 * S3-compatible object store when `RECORDINGS_S3_BUCKET` is set (AWS S3, MinIO, Ceph, R2,
 * Scaleway, OVH…) through the maintained AWS SDK v3 client. Keys are chosen by the caller
 * (`recordings/{tenant}/{call}.mp3`): no user input reaches a path or an object name.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';

/**
 * The AWS SDK (about a second to import on a busy machine) is loaded the first time an S3 store
 * is used, so a service on the data folder, and every process that never touches a recording,
 * does not pay for it.
 */
type S3Sdk = typeof import('@aws-sdk/client-s3') & typeof import('@aws-sdk/s3-request-presigner');
let sdk: Promise<S3Sdk> | undefined;
const loadSdk = () =>
  (sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]).then(
    ([s3, presigner]) => ({ ...s3, ...presigner }),
  ));

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

export interface ObjectStorage {
  /** `data_dir` or `s3` (how the owner is handed the object: our signed route, or a presigned URL). */
  readonly kind: 'data_dir' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL that reads the object without credentials until `signedAt + expiresInSeconds`
   * (S3 presigned GET, signature V4); null for storage that has none (the data folder).
   */
  presignedGetUrl(key: string, opts: { expiresInSeconds: number; signedAt: Date }): Promise<string | null>;
}

/** Keys are relative paths of safe segments only (letters, digits, `-`, `_`, `.`; no `..`). */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/.test(key) || key.includes('..'))
    throw new Error(`unsafe storage key: ${key}`);
}

/** The data folder: one file per object under `root`, its content type in a `.type` file beside it. */
export class DataDirStorage implements ObjectStorage {
  readonly kind = 'data_dir' as const;
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string) {
    assertSafeKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer, contentType: string) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(`${path}.type`, contentType);
    await writeFile(tmp, body);
    await rename(tmp, path);
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    try {
      const body = await readFile(path);
      const contentType = await readFile(`${path}.type`, 'utf8').catch(() => undefined);
      return { body, contentType };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async delete(key: string) {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }

  async presignedGetUrl() {
    return null;
  }
}

export interface S3StorageConfig {
  /** An S3-compatible endpoint (`https://s3.eu-central-1.amazonaws.com`, `http://127.0.0.1:9000`); unset: AWS. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style addressing (`{endpoint}/{bucket}/{key}`), which most S3-compatible stores need. */
  forcePathStyle: boolean;
  /** Time limit of one request, ms. */
  timeoutMs?: number;
}

/** An S3-compatible object store (one bucket; keys as given). */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private client: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  private made: S3Client | undefined;
  constructor(private readonly cfg: S3StorageConfig) {}

  private connect() {
    this.client ??= loadSdk().then((sdk) => {
      const cfg = this.cfg;
      this.made = new sdk.S3Client({
        region: cfg.region,
        endpoint: cfg.endpoint,
        forcePathStyle: cfg.forcePathStyle,
        credentials:
          cfg.accessKeyId && cfg.secretAccessKey
            ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey }
            : undefined,
        // Checksums only when the operation requires one: S3-compatible stores differ in the
        // newer flexible-checksum headers the SDK would otherwise add to every upload.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { requestTimeout: cfg.timeoutMs ?? 30_000 },
        maxAttempts: 3,
      });
      return { sdk, client: this.made };
    });
    return this.client;
  }

  async put(key: string, body: Buffer, contentType: string) {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.cfg.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.cfg.bucket, Key: key }));
      const bytes = await out.Body?.transformToByteArray();
      return { body: Buffer.from(bytes ?? []), contentType: out.ContentType };
    } catch (e) {
      const name = (e as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw e;
    }
  }

  async delete(key: string) {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.cfg.bucket, Key: key }));
  }

  async presignedGetUrl(key: string, opts: { expiresInSeconds: number; signedAt: Date }) {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    return sdk.getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: this.cfg.bucket, Key: key }), {
      expiresIn: opts.expiresInSeconds,
      signingDate: opts.signedAt,
    });
  }

  destroy() {
    this.made?.destroy();
  }
}

export interface StorageConfig {
  dataDir: string;
  s3: S3StorageConfig | undefined;
}

/** The recordings storage the configuration names: S3 when a bucket is set, else the data folder. */
export function createObjectStorage(cfg: StorageConfig): ObjectStorage {
  return cfg.s3 ? new S3Storage(cfg.s3) : new DataDirStorage(cfg.dataDir);
}
