/**
 * ZIP bomb guard for Office packages (DOCX, XLSX). {@link inspectZip} reads only the central
 * directory (no inflating) and refuses an archive whose entry count, total declared uncompressed
 * size or compression ratio exceeds the limits. {@link inflateZip} then inflates every entry with
 * a hard output cap (declared sizes can lie: an entry that inflates past its declared size, or
 * past the total budget, is refused mid-way) and {@link storedZip} repacks the entries without
 * compression, so the parser that reads it next never inflates anything itself.
 */
import { inflateRawSync } from 'node:zlib';
import JSZip from 'jszip';

export interface ZipLimits {
  /** Entries in the archive. */
  maxEntries: number;
  /** Sum of the uncompressed sizes of all entries, in bytes. */
  maxUncompressedBytes: number;
  /** Uncompressed ÷ compressed size of the whole archive, checked once it unpacks past 1 MB. */
  maxRatio: number;
}

/** Limits of an Office package (DOCX, XLSX) from an untrusted upload. */
export const OFFICE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxUncompressedBytes: 20 * 1024 * 1024,
  maxRatio: 100,
};
/** Deepest XML element nesting read in an Office package (real documents stay far below). */
export const XML_MAX_DEPTH = 200;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** Why an archive is refused: `too_large` and `ratio` are a 413, the others a 422. */
export class ZipRefusal extends Error {
  constructor(readonly reason: 'too_large' | 'ratio' | 'too_many_entries' | 'damaged' | 'encrypted') {
    super(`zip refused: ${reason}`);
    this.name = 'ZipRefusal';
  }
}

const RATIO_FLOOR = 1024 * 1024;

export const isZip = (b: Buffer) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** The entries named by the central directory, checked against `limits` (throws {@link ZipRefusal}). */
export function inspectZip(buf: Buffer, limits: ZipLimits): ZipEntry[] {
  // End of central directory record: 22 bytes plus a comment of at most 65,535 bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipRefusal('damaged');
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  // ZIP64 is only needed past 65,535 entries or 4 GB: never a small business's document.
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) throw new ZipRefusal('too_large');
  if (count > limits.maxEntries) throw new ZipRefusal('too_many_entries');
  if (cdOffset + cdSize > eocd) throw new ZipRefusal('damaged');
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  let total = 0;
  let compressed = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== 0x02014b50) throw new ZipRefusal('damaged');
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const uncompressedSize = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    if (flags & 0x1) throw new ZipRefusal('encrypted');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw new ZipRefusal('too_large');
    if (method !== 0 && method !== 8) throw new ZipRefusal('damaged');
    if (localOffset + 30 > cdOffset || localOffset + compressedSize > cdOffset)
      throw new ZipRefusal('damaged');
    total += uncompressedSize;
    compressed += compressedSize;
    if (total > limits.maxUncompressedBytes) throw new ZipRefusal('too_large');
    entries.push({ name, method, compressedSize, uncompressedSize, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  if (total > RATIO_FLOOR && total / Math.max(1, compressed) > limits.maxRatio) throw new ZipRefusal('ratio');
  return entries;
}

/** True when the archive's central directory names `path`. */
export const zipHas = (entries: ZipEntry[], path: string) => entries.some((e) => e.name === path);

/**
 * Every file entry inflated, each capped at its declared size and all together at
 * `limits.maxUncompressedBytes` (throws {@link ZipRefusal} `too_large` the moment one inflates
 * past its cap, or `damaged` when it is shorter or undecodable).
 */
export function inflateZip(buf: Buffer, entries: ZipEntry[], limits: ZipLimits): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let budget = limits.maxUncompressedBytes;
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    const at = e.localOffset;
    if (buf.readUInt32LE(at) !== 0x04034b50) throw new ZipRefusal('damaged');
    const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
    const raw = buf.subarray(start, start + e.compressedSize);
    if (raw.length !== e.compressedSize) throw new ZipRefusal('damaged');
    let data: Buffer;
    if (e.method === 0) data = raw;
    else {
      const cap = Math.min(e.uncompressedSize, budget);
      try {
        // One byte more than allowed shows that the entry lies about its size.
        data = inflateRawSync(raw, { maxOutputLength: cap + 1 });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipRefusal('too_large');
        throw new ZipRefusal('damaged');
      }
      if (data.length > cap) throw new ZipRefusal('too_large');
    }
    if (data.length !== e.uncompressedSize) throw new ZipRefusal('damaged');
    budget -= data.length;
    out.set(e.name, data);
  }
  return out;
}

/** The entries repacked without compression (the parser reads them without inflating). */
export async function storedZip(files: Map<string, Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, data] of files) zip.file(name, data, { compression: 'STORE', createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/**
 * Deepest element nesting of an XML text, scanned without parsing (comments, processing
 * instructions and declarations are skipped); stops counting past `limit`.
 */
export function xmlDepth(xml: Buffer, limit: number): number {
  let depth = 0;
  let max = 0;
  let i = xml.indexOf(0x3c);
  while (i >= 0 && i < xml.length - 1) {
    const next = xml[i + 1];
    const end = xml.indexOf(0x3e, i + 1);
    if (end < 0) break;
    if (next === 0x2f) depth--;
    else if (next !== 0x3f && next !== 0x21 && xml[end - 1] !== 0x2f) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    }
    i = xml.indexOf(0x3c, end + 1);
  }
  return max;
}
