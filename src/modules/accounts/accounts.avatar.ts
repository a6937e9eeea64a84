import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type ImageKind = 'png' | 'jpg' | 'webp';

export const IMAGE_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Recognises the picture by its first bytes; the file name and the declared type do not count. */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export const AVATAR_NAME = /^[A-Za-z0-9_-]{32}\.(png|jpg|webp)$/;

/** Stores profile pictures under `DATA_DIR/uploads/avatars` with random, unguessable names. */
export class AvatarStore {
  readonly dir: string;
  constructor(dataDir: string) {
    this.dir = path.resolve(dataDir, 'uploads', 'avatars');
  }

  async save(buf: Buffer, kind: ImageKind): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(24).toString('base64url')}.${kind}`;
    await writeFile(path.join(this.dir, name), buf, { flag: 'wx' });
    return name;
  }

  async read(name: string): Promise<{ body: Buffer; type: string } | null> {
    if (!AVATAR_NAME.test(name)) return null;
    try {
      const body = await readFile(path.join(this.dir, name));
      const kind = name.slice(name.lastIndexOf('.') + 1) as ImageKind;
      return { body, type: IMAGE_TYPES[kind] };
    } catch {
      return null;
    }
  }

  async remove(name: string | null): Promise<void> {
    if (!name || !AVATAR_NAME.test(name)) return;
    await unlink(path.join(this.dir, name)).catch(() => {});
  }
}
