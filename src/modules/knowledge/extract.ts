import { AppError } from '../../platform/errors.js';
import { PARSE_LIMITS, runSandboxed, SandboxAbort } from '../../platform/sandbox.js';
import { inspectZip, isZip, OFFICE_ZIP_LIMITS, ZipRefusal, zipHas } from '../../platform/zip-guard.js';
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

export const unreadable = (kind: DocumentKind, reason: string, reasonPl: string) =>
  new AppError(422, 'document_unreadable', {
    message: `The ${kind.toUpperCase()} file could not be read: ${reason}.`,
    messagePl: `Nie udało się odczytać pliku ${kind.toUpperCase()}: ${reasonPl}.`,
    field: 'file',
  });

export const noText = () =>
  new AppError(422, 'document_empty', {
    message: 'The document contains no text (a scanned PDF needs text recognition first).',
    messagePl: 'Dokument nie zawiera tekstu (zeskanowany PDF wymaga najpierw rozpoznania tekstu).',
    field: 'file',
  });

const MB = (n: number) => Math.round(n / 1024 / 1024);

export const tooLarge = () =>
  new AppError(413, 'document_too_large', {
    message: `The document is too large once unpacked: at most ${MB(OFFICE_ZIP_LIMITS.maxUncompressedBytes)} MB of content, compressed at most ${OFFICE_ZIP_LIMITS.maxRatio} times.`,
    messagePl: `Dokument po rozpakowaniu jest zbyt duży: najwyżej ${MB(OFFICE_ZIP_LIMITS.maxUncompressedBytes)} MB treści, skompresowanej najwyżej ${OFFICE_ZIP_LIMITS.maxRatio}-krotnie.`,
    field: 'file',
  });

export const tooComplex = (en: string, pl: string) =>
  new AppError(422, 'document_too_complex', {
    message: `The document is too complex to read: ${en}. Save it again as a simpler PDF or DOCX, or paste its text.`,
    messagePl: `Dokument jest zbyt złożony, by go odczytać: ${pl}. Zapisz go ponownie jako prostszy PDF lub DOCX albo wklej jego tekst.`,
    field: 'file',
  });

const mismatch = (claimed: DocumentKind) =>
  new AppError(422, 'document_type_mismatch', {
    message: `The file is named or declared as ${claimed.toUpperCase()}, but its content is plain text: upload the real ${claimed.toUpperCase()} file, or the text as a .txt file.`,
    messagePl: `Plik jest nazwany lub zadeklarowany jako ${claimed.toUpperCase()}, ale jego treść to zwykły tekst: wyślij prawdziwy plik ${claimed.toUpperCase()} albo tekst jako plik .txt.`,
    field: 'file',
  });

/** A refusal of the ZIP guard as the answer of this route. */
export function zipRefusal(err: ZipRefusal): AppError {
  switch (err.reason) {
    case 'too_large':
    case 'ratio':
      return tooLarge();
    case 'too_many_entries':
      return tooComplex(
        `the package has more than ${OFFICE_ZIP_LIMITS.maxEntries} parts`,
        `paczka ma ponad ${OFFICE_ZIP_LIMITS.maxEntries} części`,
      );
    case 'encrypted':
      return unreadable('docx', 'it is password-protected', 'jest zabezpieczony hasłem');
    default:
      return unreadable('docx', 'the ZIP archive is damaged', 'archiwum ZIP jest uszkodzone');
  }
}

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
 * Recognises the document by its content (magic bytes; the file name and declared type do not
 * choose the parser): `%PDF-` is a PDF; a ZIP archive (`PK\x03\x04`) whose central directory
 * names `word/document.xml` is a DOCX (the directory is checked against the ZIP limits first);
 * valid UTF-8 (an optional BOM) without binary bytes is text. Anything else: 415.
 */
export function sniffDocument(buf: Buffer): DocumentKind {
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (isZip(buf)) {
    let names: ReturnType<typeof inspectZip>;
    try {
      names = inspectZip(buf, OFFICE_ZIP_LIMITS);
    } catch (err) {
      if (err instanceof ZipRefusal) throw zipRefusal(err);
      throw err;
    }
    if (zipHas(names, 'word/document.xml')) return 'docx';
    throw unsupported();
  }
  if (isUtf8Text(buf)) return 'txt';
  throw unsupported();
}

/** The kind a file claims by its extension or declared type; null when it claims none we read. */
export function claimedKind(filename?: string, mimetype?: string): DocumentKind | null {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(filename ?? '')?.[1]?.toLowerCase();
  if (ext === 'pdf' || mimetype === KIND_MIME.pdf) return 'pdf';
  if (ext === 'docx' || mimetype === KIND_MIME.docx) return 'docx';
  if (ext === 'txt' || mimetype === KIND_MIME.txt) return 'txt';
  return null;
}

/** Where the built worker sits next to this module (`dist/modules/knowledge/extract.worker.js`). */
const WORKER = new URL('./extract.worker.js', import.meta.url);

/**
 * The plain text of a PDF (unpdf, a serverless build of Mozilla's pdf.js), DOCX (mammoth) or
 * UTF-8 text file. PDF and DOCX are parsed in the parsing sandbox (a worker thread with a heap
 * cap and a timeout; DOCX unpacked under the ZIP limits first). A file named or declared as PDF
 * or DOCX whose content is text is a 422 `document_type_mismatch`; a damaged file a 422
 * `document_unreadable`; one that unpacks past the limits a 413 `document_too_large`; one too
 * deep, with too many parts, or that exhausts the time or memory a 422 `document_too_complex`;
 * a file without text a 422 `document_empty`. Text beyond {@link KNOWLEDGE_MAX_CHARS} is cut off.
 */
export async function extractDocument(
  buf: Buffer,
  declared: { filename?: string; mimetype?: string } = {},
): Promise<{ kind: DocumentKind; text: string }> {
  const kind = sniffDocument(buf);
  const claimed = claimedKind(declared.filename, declared.mimetype);
  if (kind === 'txt' && claimed && claimed !== 'txt') throw mismatch(claimed);
  let text: string;
  if (kind === 'txt') {
    text = cleanText(buf.toString('utf8').replace(/^\uFEFF/, '')).slice(0, KNOWLEDGE_MAX_CHARS);
  } else {
    try {
      text = await runSandboxed<string>(WORKER, { kind }, buf, PARSE_LIMITS);
    } catch (err) {
      if (!(err instanceof SandboxAbort)) throw err;
      const why = err.explain(PARSE_LIMITS);
      if (why) throw tooComplex(why.en, why.pl);
      throw unreadable(kind, 'the file is damaged', 'plik jest uszkodzony');
    }
  }
  if (!/[\p{L}\p{N}]/u.test(text)) throw noText();
  return { kind, text };
}
