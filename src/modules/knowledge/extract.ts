import JSZip from 'jszip';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { AppError } from '../../platform/errors.js';
import { cleanText } from './text.js';

/** Upload size limit of a knowledge document. */
export const KNOWLEDGE_MAX_BYTES = 10 * 1024 * 1024;
/** Text kept of one document after extraction (about 300 pages). */
export const KNOWLEDGE_MAX_CHARS = 1_000_000;

export type DocumentKind = 'pdf' | 'docx' | 'txt';

export const KIND_MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

const unsupported = () =>
  new AppError(415, 'unsupported_document', {
    message: 'The file must be a PDF, a Word document (DOCX) or UTF-8 plain text.',
    messagePl: 'Plik musi być dokumentem PDF, Word (DOCX) lub zwykłym tekstem UTF-8.',
    field: 'file',
  });

const unreadable = (kind: DocumentKind, reason: string, reasonPl: string) =>
  new AppError(422, 'document_unreadable', {
    message: `The ${kind.toUpperCase()} file could not be read: ${reason}.`,
    messagePl: `Nie udało się odczytać pliku ${kind.toUpperCase()}: ${reasonPl}.`,
    field: 'file',
  });

const noText = () =>
  new AppError(422, 'document_empty', {
    message: 'The document contains no text (a scanned PDF needs text recognition first).',
    messagePl: 'Dokument nie zawiera tekstu (zeskanowany PDF wymaga najpierw rozpoznania tekstu).',
    field: 'file',
  });

/** Valid UTF-8 without NUL bytes and with few control characters: plain text. */
function isUtf8Text(buf: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return false;
  }
  if (text.includes('\u0000')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: counting control characters is the point
  const controls = text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  return controls <= Math.max(2, text.length / 1000);
}

/**
 * Recognises the document by its content (the file name and declared type do not count):
 * `%PDF-` is a PDF; a ZIP archive (`PK\x03\x04`) holding `word/document.xml` is a DOCX;
 * valid UTF-8 (an optional BOM) without binary bytes is text. Anything else: 415.
 */
export async function sniffDocument(buf: Buffer): Promise<DocumentKind> {
  if (buf.subarray(0, 1024).includes('%PDF-')) {
    if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  }
  if (buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04) {
    let zip: JSZip;
    try {
      zip = await JSZip.loadAsync(buf);
    } catch {
      throw unreadable('docx', 'the ZIP archive is damaged', 'archiwum ZIP jest uszkodzone');
    }
    if (zip.file('word/document.xml')) return 'docx';
    throw unsupported();
  }
  if (isUtf8Text(buf)) return 'txt';
  throw unsupported();
}

async function pdfText(buf: Buffer): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(buf), { verbosity: 0, isEvalSupported: false });
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException')
      throw unreadable('pdf', 'it is password-protected', 'jest zabezpieczony hasłem');
    throw unreadable(
      'pdf',
      'the file is damaged or not a valid PDF',
      'plik jest uszkodzony lub nie jest poprawnym PDF',
    );
  }
  try {
    const pages: string[] = [];
    let total = 0;
    for (let i = 1; i <= pdf.numPages && total < KNOWLEDGE_MAX_CHARS; i++) {
      const page = await pdf.getPage(i);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
        else if (item.str && !item.str.endsWith(' ')) text += ' ';
      }
      pages.push(text);
      total += text.length;
    }
    return pages.join('\n\n');
  } catch {
    throw unreadable('pdf', 'a page could not be decoded', 'nie udało się zdekodować strony');
  } finally {
    await pdf.destroy().catch(() => {});
  }
}

async function docxText(buf: Buffer): Promise<string> {
  try {
    const r = await mammoth.extractRawText({ buffer: buf });
    return r.value;
  } catch {
    throw unreadable('docx', 'the document structure is damaged', 'struktura dokumentu jest uszkodzona');
  }
}

/**
 * The plain text of a PDF (unpdf, a serverless build of Mozilla's pdf.js), DOCX (mammoth) or
 * UTF-8 text file. A damaged file is a 422 `document_unreadable`; a file without text a 422
 * `document_empty`. Text beyond {@link KNOWLEDGE_MAX_CHARS} characters is cut off.
 */
export async function extractDocument(buf: Buffer): Promise<{ kind: DocumentKind; text: string }> {
  const kind = await sniffDocument(buf);
  let raw: string;
  if (kind === 'pdf') raw = await pdfText(buf);
  else if (kind === 'docx') raw = await docxText(buf);
  else raw = buf.toString('utf8').replace(/^\uFEFF/, '');
  const text = cleanText(raw).slice(0, KNOWLEDGE_MAX_CHARS);
  if (!/[\p{L}\p{N}]/u.test(text)) throw noText();
  return { kind, text };
}
