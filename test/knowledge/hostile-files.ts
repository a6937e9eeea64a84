import { constants, deflateRawSync } from 'node:zlib';

/**
 * Hostile archives built in the test in milliseconds: each part is deflated on its own and ended
 * with a full flush, so a megabyte of repeated text is compressed once and its bytes repeated;
 * the parts concatenated are one valid raw DEFLATE stream of hundreds of megabytes.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface BombEntry {
  name: string;
  /** Content as parts; `repeat` deflates the part once and repeats its bytes. */
  parts: { text: string | Buffer; repeat?: number }[];
  /** A size to write into the headers instead of the real one (a lying archive). */
  declaredSize?: number;
}

export function makeZipBomb(entries: BombEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const chunks: Buffer[] = [];
    let size = 0;
    let plain: Buffer | null = Buffer.alloc(0);
    for (const p of e.parts) {
      const text = Buffer.isBuffer(p.text) ? p.text : Buffer.from(p.text, 'utf8');
      const z = deflateRawSync(text, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
      for (let i = 0; i < (p.repeat ?? 1); i++) chunks.push(z);
      size += text.length * (p.repeat ?? 1);
      plain =
        plain && size < 16 * 1024 * 1024 ? Buffer.concat([plain, ...Array(p.repeat ?? 1).fill(text)]) : null;
    }
    chunks.push(deflateRawSync(Buffer.alloc(0)));
    const data = Buffer.concat(chunks);
    const crc = plain ? crc32(plain) : 0;
    const declared = e.declaredSize ?? size;
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(8, 10);
    cd.writeUInt32LE(crc, 16);
    cd.writeUInt32LE(data.length, 20);
    cd.writeUInt32LE(declared, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(cd, name);
    offset += local.length + name.length + data.length;
  }
  const cdBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cdBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cdBuf, end]);
}

const CT =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOC_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';

/** A DOCX whose `word/document.xml` holds `mb` megabytes of one repeated letter. */
export function docxBomb(mb: number, opts: { declaredSize?: number } = {}): Buffer {
  return makeZipBomb([
    { name: '[Content_Types].xml', parts: [{ text: CT }] },
    { name: '_rels/.rels', parts: [{ text: RELS }] },
    {
      name: 'word/document.xml',
      declaredSize: opts.declaredSize,
      parts: [
        { text: `${DOC_HEAD}<w:p><w:r><w:t>` },
        { text: 'a'.repeat(1024 * 1024), repeat: mb },
        { text: '</w:t></w:r></w:p></w:body></w:document>' },
      ],
    },
  ]);
}

/** A DOCX whose body nests `depth` elements inside each other. */
export function docxNested(depth: number): Buffer {
  return makeZipBomb([
    { name: '[Content_Types].xml', parts: [{ text: CT }] },
    { name: '_rels/.rels', parts: [{ text: RELS }] },
    {
      name: 'word/document.xml',
      parts: [
        { text: DOC_HEAD },
        { text: '<w:p>', repeat: depth },
        { text: '<w:r><w:t>Tekst</w:t></w:r>' },
        { text: '</w:p>', repeat: depth },
        { text: '</w:body></w:document>' },
      ],
    },
  ]);
}

/** An honest but heavy DOCX: `paragraphs` paragraphs of varied words (compresses like real text). */
export function docxHeavy(paragraphs: number): Buffer {
  const words = ['wizyta', 'cena', 'zabieg', 'gabinet', 'termin', 'pacjent', 'usługa', 'godzina', 'lekarz'];
  let seed = 7;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  const body: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const n = 8 + (rnd() % 12);
    const ws = Array.from({ length: n }, () => `${words[rnd() % words.length]}${rnd() % 1000}`);
    body.push(`<w:p><w:r><w:t>${ws.join(' ')}.</w:t></w:r></w:p>`);
  }
  return makeZipBomb([
    { name: '[Content_Types].xml', parts: [{ text: CT }] },
    { name: '_rels/.rels', parts: [{ text: RELS }] },
    { name: 'word/document.xml', parts: [{ text: `${DOC_HEAD}${body.join('')}</w:body></w:document>` }] },
  ]);
}

const XLSX_CT =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';

/** An XLSX whose only sheet repeats one row of inline text `mb` megabytes long. */
export function xlsxBomb(mb: number): Buffer {
  const row = '<row><c t="inlineStr"><is><t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</t></is></c></row>';
  const reps = Math.ceil((1024 * 1024) / row.length);
  return makeZipBomb([
    { name: '[Content_Types].xml', parts: [{ text: XLSX_CT }] },
    {
      name: 'xl/workbook.xml',
      parts: [
        {
          text: '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>',
        },
      ],
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      parts: [
        {
          text: '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
        },
        { text: row.repeat(reps), repeat: mb },
        { text: '</sheetData></worksheet>' },
      ],
    },
  ]);
}
