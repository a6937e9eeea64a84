import { createHash } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
// exceljs (with its zip, csv and stream packages) is loaded when a workbook is first parsed, not
// with the service: it is most of the modules the service would otherwise load at start.
import type ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.js';
import { PARSE_LIMITS, runSandboxed, SandboxAbort } from '../../platform/sandbox.js';
import {
  inflateZip,
  inspectZip,
  isZip,
  OFFICE_ZIP_LIMITS,
  storedZip,
  XML_MAX_DEPTH,
  xmlDepth,
  ZipRefusal,
  zipHas,
} from '../../platform/zip-guard.js';
import type { SheetData } from './data-sources.schema.js';

/** Largest file accepted (upload or fetched from a URL). */
export const SOURCE_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows of one source, over all its sheets. */
export const SOURCE_MAX_ROWS = 5000;
/** Columns of one sheet. */
export const SOURCE_MAX_COLUMNS = 50;
/** Sheets of one workbook. */
export const SOURCE_MAX_SHEETS = 20;
/** Characters of one cell. */
export const SOURCE_MAX_CELL = 2000;

export type SourceFormat = 'csv' | 'xlsx';

export interface ParsedSource {
  format: SourceFormat;
  kind: 'spreadsheet' | 'workbook';
  sheets: SheetData[];
  rowCount: number;
  contentHash: string;
}

/** 415: not a spreadsheet we read. */
export const unsupportedSpreadsheet = (detail?: { en: string; pl: string }) =>
  new AppError(415, 'unsupported_spreadsheet', {
    message: `The file must be a CSV file (UTF-8 or Windows-1250, separated by commas, semicolons or tabs) or an Excel workbook (XLSX).${detail ? ` ${detail.en}` : ''}`,
    messagePl: `Plik musi być plikiem CSV (UTF-8 lub Windows-1250, rozdzielanym przecinkami, średnikami lub tabulatorami) albo skoroszytem Excel (XLSX).${detail ? ` ${detail.pl}` : ''}`,
    field: 'file',
  });

/** A refusal of the ZIP guard as this module's answer: 413 past the unpacked size, else 422. */
export function spreadsheetZipRefusal(err: ZipRefusal): AppError {
  const mb = OFFICE_ZIP_LIMITS.maxUncompressedBytes / 1024 / 1024;
  switch (err.reason) {
    case 'too_large':
    case 'ratio':
      return new AppError(413, 'spreadsheet_too_large', {
        message: `The workbook is too large once unpacked: at most ${mb} MB of content, compressed at most ${OFFICE_ZIP_LIMITS.maxRatio} times.`,
        messagePl: `Skoroszyt po rozpakowaniu jest zbyt duży: najwyżej ${mb} MB treści, skompresowanej najwyżej ${OFFICE_ZIP_LIMITS.maxRatio}-krotnie.`,
        field: 'file',
      });
    case 'too_many_entries':
      return malformed(
        `the workbook has more than ${OFFICE_ZIP_LIMITS.maxEntries} parts`,
        `skoroszyt ma ponad ${OFFICE_ZIP_LIMITS.maxEntries} części`,
      );
    case 'encrypted':
      return malformed('the workbook is password-protected', 'skoroszyt jest zabezpieczony hasłem');
    default:
      return malformed('the XLSX archive is damaged', 'archiwum XLSX jest uszkodzone');
  }
}

/** 422 naming the problem (and the sheet and row where there is one). */
export function malformed(en: string, pl: string, where?: { sheet?: string; row?: number }) {
  const at =
    where?.row !== undefined ? `${where.sheet ? ` (sheet “${where.sheet}”,` : ' ('}row ${where.row})` : '';
  const atPl =
    where?.row !== undefined
      ? `${where.sheet ? ` (arkusz „${where.sheet}”,` : ' ('}wiersz ${where.row})`
      : '';
  return new AppError(422, 'spreadsheet_invalid', {
    message: `The spreadsheet cannot be used: ${en}${at}.`,
    messagePl: `Nie można użyć arkusza: ${pl}${atPl}.`,
    field: 'file',
    details: {
      ...(where?.sheet !== undefined ? { sheet: where.sheet } : {}),
      ...(where?.row !== undefined ? { row: where.row } : {}),
    },
  });
}

const isOle = (b: Buffer) =>
  b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));

/** Text of a CSV file: UTF-8 (an optional BOM), else Windows-1250 (Polish Excel's "CSV"); null for binary content. */
function decodeText(buf: Buffer): string | null {
  if (buf.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    try {
      text = new TextDecoder('windows-1250', { fatal: true }).decode(buf);
    } catch {
      return null;
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: counting control characters is the point
  const controls = text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  if (controls > Math.max(2, text.length / 1000)) return null;
  return text.replace(/^\uFEFF/, '');
}

/** The separator of the header line: the most frequent of `;`, `,` and tab outside quotes (`,` on a tie or none). */
export function detectDelimiter(text: string): string {
  let inQuotes = false;
  const counts: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) break;
    else if (!inQuotes && ch in counts) counts[ch]!++;
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : ',';
}

const blankRow = (r: string[]) => r.every((c) => c.trim() === '');

/**
 * A grid of cells (first row first) as a sheet: the first non-blank row is the header naming
 * the columns; blank rows are skipped; trailing columns without a name and without data are
 * dropped. Refuses (422) a header that is only numbers, a data column without a name, duplicate
 * column names, too many columns, over-long cells and rows with values beyond the header.
 */
function toSheet(name: string, grid: string[][], rowBudget: { left: number }): SheetData | null {
  const cells = grid.map((r) => r.map((c) => c.replace(/\s+/g, ' ').trim()));
  const headerIdx = cells.findIndex((r) => !blankRow(r));
  if (headerIdx < 0) return null;
  const header = cells[headerIdx]!;
  const dataRows = cells.slice(headerIdx + 1);
  let width = header.length;
  while (width > 0 && header[width - 1] === '' && dataRows.every((r) => (r[width - 1] ?? '') === '')) width--;
  const headerRow = headerIdx + 1;
  if (width > SOURCE_MAX_COLUMNS)
    throw malformed(`more than ${SOURCE_MAX_COLUMNS} columns`, `więcej niż ${SOURCE_MAX_COLUMNS} kolumn`, {
      sheet: name,
      row: headerRow,
    });
  const named = header.slice(0, width).filter((c) => c !== '');
  if (named.every((c) => /^[-+]?[\d\s.,]+(zł|pln|%)?$/i.test(c)))
    throw malformed(
      'no header row: the first row must name the columns (e.g. “Usługa;Cena”), not hold data',
      'brak wiersza nagłówka: pierwszy wiersz musi nazywać kolumny (np. „Usługa;Cena”), a nie zawierać danych',
      { sheet: name, row: headerRow },
    );
  const columns: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < width; i++) {
    const c = header[i] ?? '';
    if (c === '')
      throw malformed(
        `column ${i + 1} has data but no name in the header row`,
        `kolumna ${i + 1} zawiera dane, ale nie ma nazwy w wierszu nagłówka`,
        { sheet: name, row: headerRow },
      );
    if (c.length > 200)
      throw malformed('a column name is longer than 200 characters', 'nazwa kolumny ma ponad 200 znaków', {
        sheet: name,
        row: headerRow,
      });
    const key = c.toLowerCase();
    if (seen.has(key))
      throw malformed(`the column name “${c}” appears twice`, `nazwa kolumny „${c}” występuje dwa razy`, {
        sheet: name,
        row: headerRow,
      });
    seen.add(key);
    columns.push(c);
  }
  const rows: string[][] = [];
  dataRows.forEach((r, i) => {
    const rowNo = headerRow + 1 + i;
    if (blankRow(r)) return;
    if (r.slice(width).some((c) => c !== ''))
      throw malformed(
        `the row has more values than the header has columns (${width})`,
        `wiersz ma więcej wartości niż nagłówek kolumn (${width})`,
        { sheet: name, row: rowNo },
      );
    const row = Array.from({ length: width }, (_, j) => r[j] ?? '');
    if (row.some((c) => c.length > SOURCE_MAX_CELL))
      throw malformed(
        `a cell is longer than ${SOURCE_MAX_CELL} characters`,
        `komórka ma ponad ${SOURCE_MAX_CELL} znaków`,
        { sheet: name, row: rowNo },
      );
    if (--rowBudget.left < 0)
      throw malformed(
        `more than ${SOURCE_MAX_ROWS} data rows`,
        `więcej niż ${SOURCE_MAX_ROWS} wierszy danych`,
        { sheet: name, row: rowNo },
      );
    rows.push(row);
  });
  return { name, columns, rows };
}

function parseCsvText(text: string, sheetName: string): SheetData[] {
  let grid: string[][];
  try {
    grid = parseCsv(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: false,
      bom: true,
    }) as string[][];
  } catch (err) {
    const e = err as { code?: string; lines?: number; message?: string };
    if (e.code === 'CSV_QUOTE_NOT_CLOSED')
      throw malformed('a quoted value is never closed', 'wartość w cudzysłowie nie jest zamknięta', {
        row: e.lines,
      });
    throw malformed(
      'the CSV cannot be parsed (check quotes around values)',
      'nie udało się odczytać CSV (sprawdź cudzysłowy wokół wartości)',
      e.lines !== undefined ? { row: e.lines } : undefined,
    );
  }
  const sheet = toSheet(sheetName, grid, { left: SOURCE_MAX_ROWS });
  return sheet ? [sheet] : [];
}

/** The text of a cell as a person reads it: numbers as written, dates as YYYY-MM-DD, formulas by their result. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Math.round(v * 1e6) / 1e6);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) {
    const iso = v.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
  }
  if (typeof v === 'object') {
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('formula' in v || 'sharedFormula' in v)
      return cellText((v as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('error' in v) return '';
  }
  return String(v);
}

async function parseXlsx(buf: Buffer): Promise<SheetData[]> {
  let files: Map<string, Buffer>;
  try {
    const entries = inspectZip(buf, OFFICE_ZIP_LIMITS);
    if (!zipHas(entries, 'xl/workbook.xml'))
      throw unsupportedSpreadsheet({
        en: 'This ZIP archive is not an Excel workbook.',
        pl: 'To archiwum ZIP nie jest skoroszytem Excel.',
      });
    files = inflateZip(buf, entries, OFFICE_ZIP_LIMITS);
  } catch (err) {
    if (err instanceof ZipRefusal) throw spreadsheetZipRefusal(err);
    throw err;
  }
  for (const [name, data] of files) {
    if (/\.(xml|rels)$/i.test(name) && xmlDepth(data, XML_MAX_DEPTH) > XML_MAX_DEPTH)
      throw malformed(
        `its XML is nested more than ${XML_MAX_DEPTH} levels deep`,
        `jego XML jest zagnieżdżony na ponad ${XML_MAX_DEPTH} poziomów`,
      );
  }
  const stored = await storedZip(files);
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  try {
    await wb.xlsx.load(stored as unknown as ArrayBuffer);
  } catch {
    throw malformed('the workbook structure is damaged', 'struktura skoroszytu jest uszkodzona');
  }
  if (wb.worksheets.length > SOURCE_MAX_SHEETS)
    throw malformed(`more than ${SOURCE_MAX_SHEETS} sheets`, `więcej niż ${SOURCE_MAX_SHEETS} arkuszy`);
  const budget = { left: SOURCE_MAX_ROWS };
  const sheets: SheetData[] = [];
  for (const ws of wb.worksheets) {
    if (ws.state && ws.state !== 'visible') continue;
    const grid: string[][] = [];
    if (ws.actualColumnCount > SOURCE_MAX_COLUMNS)
      throw malformed(`more than ${SOURCE_MAX_COLUMNS} columns`, `więcej niż ${SOURCE_MAX_COLUMNS} kolumn`, {
        sheet: ws.name,
        row: 1,
      });
    if (ws.actualRowCount > SOURCE_MAX_ROWS + 1)
      throw malformed(
        `more than ${SOURCE_MAX_ROWS} data rows`,
        `więcej niż ${SOURCE_MAX_ROWS} wierszy danych`,
        { sheet: ws.name, row: SOURCE_MAX_ROWS + 2 },
      );
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const values: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        values[col - 1] = cellText(cell.value);
      });
      grid[n - 1] = Array.from(values, (c) => c ?? '');
    });
    const sheet = toSheet(
      ws.name,
      Array.from(grid, (r) => r ?? []),
      budget,
    );
    if (sheet) sheets.push(sheet);
  }
  return sheets;
}

/**
 * Recognises and parses a spreadsheet by its content: a ZIP archive holding `xl/workbook.xml`
 * is an XLSX workbook (every visible sheet kept); text is CSV. A legacy `.xls`, another archive
 * or binary content is a 415; an empty or malformed file a 422 naming the problem and row.
 */
export async function parseSpreadsheetInWorker(buf: Buffer, opts: { name: string }): Promise<ParsedSource> {
  if (buf.length === 0) throw malformed('the file is empty', 'plik jest pusty');
  if (buf.length > SOURCE_MAX_BYTES)
    throw new AppError(413, 'payload_too_large', {
      message: `The spreadsheet must be at most ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`,
      messagePl: `Arkusz może mieć najwyżej ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`,
    });
  let format: SourceFormat;
  let sheets: SheetData[];
  if (isZip(buf)) {
    format = 'xlsx';
    sheets = await parseXlsx(buf);
  } else if (isOle(buf)) {
    throw unsupportedSpreadsheet({
      en: 'Old Excel files (XLS) are not read: save the file as XLSX or CSV.',
      pl: 'Stare pliki Excel (XLS) nie są obsługiwane: zapisz plik jako XLSX lub CSV.',
    });
  } else {
    const text = decodeText(buf);
    if (text === null) throw unsupportedSpreadsheet();
    const trimmed = text.trimStart().slice(0, 200).toLowerCase();
    if (trimmed.startsWith('<!doctype html') || trimmed.startsWith('<html'))
      throw unsupportedSpreadsheet({
        en: 'This is a web page, not CSV (publish the sheet as CSV).',
        pl: 'To strona WWW, a nie CSV (opublikuj arkusz jako CSV).',
      });
    format = 'csv';
    sheets = parseCsvText(text, opts.name);
  }
  const rowCount = sheets.reduce((s, sh) => s + sh.rows.length, 0);
  if (sheets.length === 0 || rowCount === 0)
    throw malformed(
      'it has no data rows (a header row followed by at least one row of values is needed)',
      'nie zawiera wierszy danych (potrzebny jest wiersz nagłówka i co najmniej jeden wiersz wartości)',
    );
  return {
    format,
    kind: format === 'xlsx' ? 'workbook' : 'spreadsheet',
    sheets,
    rowCount,
    contentHash: createHash('sha256').update(buf).digest('hex'),
  };
}

/** Where the built worker sits next to this module (`dist/modules/data-sources/parse.worker.js`). */
const WORKER = new URL('./parse.worker.js', import.meta.url);

/**
 * {@link parseSpreadsheetInWorker} run in the parsing sandbox (a worker thread with a heap cap and
 * a timeout). An XLSX's ZIP central directory is checked first, on the spot; one that unpacks past
 * the limits is a 413 `spreadsheet_too_large`; a file that overruns the time or memory a 422.
 */
export async function parseSpreadsheet(buf: Buffer, opts: { name: string }): Promise<ParsedSource> {
  if (buf.length === 0) throw malformed('the file is empty', 'plik jest pusty');
  if (buf.length > SOURCE_MAX_BYTES)
    throw new AppError(413, 'payload_too_large', {
      message: `The spreadsheet must be at most ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`,
      messagePl: `Arkusz może mieć najwyżej ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`,
    });
  if (isZip(buf)) {
    try {
      inspectZip(buf, OFFICE_ZIP_LIMITS);
    } catch (err) {
      if (err instanceof ZipRefusal) throw spreadsheetZipRefusal(err);
      throw err;
    }
  }
  try {
    return await runSandboxed<ParsedSource>(WORKER, { name: opts.name }, buf, PARSE_LIMITS);
  } catch (err) {
    if (!(err instanceof SandboxAbort)) throw err;
    const why = err.explain(PARSE_LIMITS);
    if (why) throw malformed(why.en, why.pl);
    throw malformed('the file could not be read', 'nie udało się odczytać pliku');
  }
}
