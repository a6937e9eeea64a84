/**
 * One file part (named `file`) and one optional text field from a multipart/form-data body,
 * with the same refusals for every upload route: 415 when the body is not multipart, 413 past
 * the size the route registered with @fastify/multipart, 422 for extra parts or a missing file
 * or an over-long text field, 400 for a malformed or truncated body (never a 500).
 */
import type { FastifyRequest } from 'fastify';
import { AppError, errors } from './errors.js';

export interface UploadWords {
  /** What the file is, e.g. `{ en: 'document', pl: 'dokument', plTitle: 'Dokument' }` (Polish accusative and nominative). */
  noun: { en: string; pl: string; plTitle: string };
  /** The optional text field, e.g. `{ name: 'title', en: 'a title', pl: 'tytuł' }` (Polish accusative). */
  field: { name: string; en: string; pl: string };
  maxBytes: number;
}

export async function readSingleUpload(request: FastifyRequest, w: UploadWords) {
  if (!request.isMultipart())
    throw new AppError(415, 'unsupported_media_type', {
      message: `Send the ${w.noun.en} as multipart/form-data with a \`file\` part.`,
      messagePl: `Wyślij ${w.noun.pl} jako multipart/form-data z częścią \`file\`.`,
    });
  let text: string | undefined;
  let file: { buffer: Buffer; filename: string; mimetype: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          continue;
        }
        file = { buffer: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
      } else if (part.fieldname === w.field.name && typeof part.value === 'string') {
        text = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    const mb = w.maxBytes / 1024 / 1024;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'payload_too_large', {
        message: `The ${w.noun.en} must be at most ${mb} MB.`,
        messagePl: `${w.noun.plTitle} może mieć najwyżej ${mb} MB.`,
      });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw errors.invalid(
        ['body'],
        `Send one file and at most ${w.field.en}.`,
        `Wyślij jeden plik i ewentualnie ${w.field.pl}.`,
      );
    // Anything else while reading the parts is a malformed or truncated body (no database work
    // happens in this loop): the caller's mistake, a 400, never a 500.
    if (err instanceof AppError) throw err;
    throw errors.badRequest('invalid_request', {
      message: 'The multipart body is malformed or incomplete.',
      messagePl: 'Treść multipart jest niepoprawna lub niekompletna.',
    });
  }
  if (!file) throw errors.invalid(['body', 'file'], 'Field required', 'Pole wymagane', 'missing');
  if (text?.includes('\u0000'))
    throw errors.invalid(
      ['body', w.field.name],
      'Must not contain the NUL character (\\u0000)',
      'Nie może zawierać znaku NUL (\\u0000)',
      'value_error.nul',
    );
  if (text !== undefined && text.trim().length > 200)
    throw errors.invalid(
      ['body', w.field.name],
      'At most 200 characters',
      'Najwyżej 200 znaków',
      'value_error.any_str.max_length',
    );
  return { ...file, text };
}
