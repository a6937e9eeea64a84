/**
 * PDF and DOCX parsers, loaded only inside the parsing sandbox's worker (`extract.worker.ts`):
 * never import this from code that runs on the event loop.
 */
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import {
  inflateZip,
  inspectZip,
  OFFICE_ZIP_LIMITS,
  storedZip,
  XML_MAX_DEPTH,
  xmlDepth,
  ZipRefusal,
} from '../../platform/zip-guard.js';
import { type DocumentKind, KNOWLEDGE_MAX_CHARS, tooComplex, unreadable, zipRefusal } from './extract.js';
import { cleanText } from './text.js';

export type { DocumentKind };

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

/** The DOCX unpacked under the ZIP limits, its XML checked for depth, then read by mammoth. */
async function docxText(buf: Buffer): Promise<string> {
  let files: Map<string, Buffer>;
  try {
    files = inflateZip(buf, inspectZip(buf, OFFICE_ZIP_LIMITS), OFFICE_ZIP_LIMITS);
  } catch (err) {
    if (err instanceof ZipRefusal) throw zipRefusal(err);
    throw err;
  }
  for (const [name, data] of files) {
    if (!/\.(xml|rels)$/i.test(name)) continue;
    if (xmlDepth(data, XML_MAX_DEPTH) > XML_MAX_DEPTH)
      throw tooComplex(
        `its elements are nested more than ${XML_MAX_DEPTH} levels deep`,
        `jego elementy są zagnieżdżone na ponad ${XML_MAX_DEPTH} poziomów`,
      );
  }
  try {
    const r = await mammoth.extractRawText({ buffer: await storedZip(files) });
    return r.value;
  } catch {
    throw unreadable('docx', 'the document structure is damaged', 'struktura dokumentu jest uszkodzona');
  }
}

/** Text of a PDF or DOCX, cleaned and cut at {@link KNOWLEDGE_MAX_CHARS}. */
export async function extractInWorker(kind: DocumentKind, buf: Buffer): Promise<string> {
  const raw = kind === 'pdf' ? await pdfText(buf) : await docxText(buf);
  return cleanText(raw).slice(0, KNOWLEDGE_MAX_CHARS);
}
