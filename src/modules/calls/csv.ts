/**
 * RFC 4180 CSV with formula-injection protection: a cell beginning with `=`, `+`, `-`, `@`,
 * a tab or a carriage return gets a leading `'` so that spreadsheets show it as text
 * (OWASP "CSV injection"); cells with a comma, quote or line break are quoted, quotes doubled.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  if (/[",\r\n]/.test(s)) s = `"${s.replace(/"/g, '""')}"`;
  return s;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
