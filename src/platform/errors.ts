/**
 * Typed domain errors. Services throw these; the error handler maps them once to each
 * surface's rendering (dashboard `detail`, v1 `error`, v2 envelope with `message_pl`).
 */

export interface Messages {
  en: string;
  pl: string;
}

/** Default bilingual texts of the machine-readable codes. A thrown error may override them. */
export const ERROR_MESSAGES: Record<string, Messages> = {
  invalid_request: { en: 'The request is malformed.', pl: 'Żądanie jest niepoprawne.' },
  validation_error: { en: 'The request has invalid fields.', pl: 'Żądanie zawiera niepoprawne pola.' },
  invalid_cursor: {
    en: 'The pagination cursor is invalid or was altered.',
    pl: 'Kursor stronicowania jest niepoprawny lub został zmieniony.',
  },
  authentication_required: { en: 'Authentication is required.', pl: 'Wymagane jest uwierzytelnienie.' },
  invalid_token: {
    en: 'The session token is invalid, expired or revoked.',
    pl: 'Token sesji jest nieprawidłowy, wygasł lub został unieważniony.',
  },
  invalid_api_key: {
    en: 'The API key is invalid or has been revoked.',
    pl: 'Klucz API jest nieprawidłowy lub został unieważniony.',
  },
  invalid_internal_key: {
    en: 'The internal key is missing or wrong.',
    pl: 'Brak klucza wewnętrznego lub jest błędny.',
  },
  forbidden: { en: 'You are not allowed to do this.', pl: 'Nie masz uprawnień do tej operacji.' },
  admin_required: { en: 'This requires an administrator.', pl: 'To wymaga uprawnień administratora.' },
  insufficient_scope: {
    en: 'The API key lacks the scope this route needs.',
    pl: 'Klucz API nie ma zakresu wymaganego przez tę operację.',
  },
  plan_required: {
    en: 'Your plan does not include this feature.',
    pl: 'Twój plan nie obejmuje tej funkcji.',
  },
  not_found: { en: 'The resource was not found.', pl: 'Nie znaleziono zasobu.' },
  recording_not_found: { en: 'This call has no recording.', pl: 'Ta rozmowa nie ma nagrania.' },
  link_expired: { en: 'This link has expired.', pl: 'Ten link wygasł.' },
  demo_seed_disabled: {
    en: 'Demo data cannot be created on a production service (NODE_ENV=production).',
    pl: 'Na usłudze produkcyjnej (NODE_ENV=production) nie można utworzyć danych demonstracyjnych.',
  },
  method_not_allowed: { en: 'This method is not allowed here.', pl: 'Ta metoda nie jest tu dozwolona.' },
  conflict: {
    en: 'The request conflicts with the current state.',
    pl: 'Żądanie koliduje z bieżącym stanem.',
  },
  payload_too_large: { en: 'The request body is too large.', pl: 'Treść żądania jest zbyt duża.' },
  unsupported_media_type: {
    en: 'The content type is not supported.',
    pl: 'Ten typ zawartości nie jest obsługiwany.',
  },
  idempotency_key_required: {
    en: 'This write needs an Idempotency-Key header (1 to 255 characters).',
    pl: 'Ta operacja zapisu wymaga nagłówka Idempotency-Key (od 1 do 255 znaków).',
  },
  idempotency_key_reuse: {
    en: 'This Idempotency-Key was already used with a different request.',
    pl: 'Ten Idempotency-Key został już użyty z innym żądaniem.',
  },
  idempotency_in_progress: {
    en: 'A request with this Idempotency-Key is still being processed. Retry shortly.',
    pl: 'Żądanie z tym Idempotency-Key jest wciąż przetwarzane. Spróbuj za chwilę.',
  },
  slot_unavailable: {
    en: 'The appointment slot is already taken.',
    pl: 'Ten termin wizyty jest już zajęty.',
  },
  outside_opening_hours: {
    en: 'The appointment is outside the opening hours.',
    pl: 'Wizyta wypada poza godzinami otwarcia.',
  },
  rate_limited: {
    en: 'Too many requests. Try again later.',
    pl: 'Zbyt wiele żądań. Spróbuj ponownie później.',
  },
  too_many_login_attempts: {
    en: 'Too many failed sign-in attempts. Try again later.',
    pl: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie później.',
  },
  too_many_registrations: {
    en: 'Too many registrations from this address. Try again later.',
    pl: 'Zbyt wiele rejestracji z tego adresu. Spróbuj ponownie później.',
  },
  too_many_code_attempts: {
    en: 'Too many wrong sign-in codes. Wait before trying again.',
    pl: 'Zbyt wiele błędnych kodów logowania. Odczekaj przed kolejną próbą.',
  },
  two_factor_locked: {
    en: 'Two-factor sign-in is paused after too many wrong codes. Try again later.',
    pl: 'Logowanie dwuskładnikowe wstrzymano po zbyt wielu błędnych kodach. Spróbuj ponownie później.',
  },
  api_key_limit_reached: {
    en: 'This business account has the maximum number of active API keys. Revoke one first.',
    pl: 'To konto firmowe ma już maksymalną liczbę aktywnych kluczy API. Najpierw unieważnij jeden.',
  },
  service_unavailable: {
    en: 'The service is temporarily unavailable.',
    pl: 'Usługa jest chwilowo niedostępna.',
  },
  document_too_large: {
    en: 'The document is too large once unpacked.',
    pl: 'Dokument po rozpakowaniu jest zbyt duży.',
  },
  document_too_complex: {
    en: 'The document is too complex to read within the limits.',
    pl: 'Dokument jest zbyt złożony, by odczytać go w ramach limitów.',
  },
  document_type_mismatch: {
    en: 'The content of the file does not match its name or declared type.',
    pl: 'Zawartość pliku nie zgadza się z jego nazwą lub zadeklarowanym typem.',
  },
  spreadsheet_too_large: {
    en: 'The workbook is too large once unpacked.',
    pl: 'Skoroszyt po rozpakowaniu jest zbyt duży.',
  },
  parser_busy: {
    en: 'Too many files are being read right now. Try again in a few seconds.',
    pl: 'Właśnie odczytujemy zbyt wiele plików. Spróbuj ponownie za kilka sekund.',
  },
  internal_error: {
    en: 'Something went wrong on our side. Please try again.',
    pl: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie.',
  },
};

export interface AppErrorOptions {
  message?: string;
  messagePl?: string;
  /** Offending input, as a dotted path (`start_time`, `body.email`). */
  field?: string | null;
  /** Extra members placed in the rendered body (e.g. `missing` for go-live). */
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly messagePl: string;
  readonly field: string | null;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    opts: AppErrorOptions = {},
  ) {
    const defaults = ERROR_MESSAGES[code] ?? ERROR_MESSAGES.internal_error!;
    super(opts.message ?? defaults.en, { cause: opts.cause });
    this.name = 'AppError';
    this.messagePl =
      opts.messagePl ?? (opts.message ? (ERROR_MESSAGES[code]?.pl ?? defaults.pl) : defaults.pl);
    this.field = opts.field ?? null;
    this.details = opts.details;
    this.headers = opts.headers;
  }
}

/** One invalid input, in the dashboard's `{loc, msg, type}` shape plus a Polish text. */
export interface FieldIssue {
  loc: (string | number)[];
  msg: string;
  msgPl: string;
  type: string;
}

export class ValidationError extends AppError {
  constructor(
    readonly issues: FieldIssue[],
    opts: AppErrorOptions = {},
  ) {
    const first = issues[0];
    super(422, 'validation_error', {
      message: first ? `${fieldOf(first.loc) ?? 'request'}: ${first.msg}` : undefined,
      messagePl: first ? `${fieldOf(first.loc) ?? 'żądanie'}: ${first.msgPl}` : undefined,
      field: first ? fieldOf(first.loc) : null,
      ...opts,
    });
    this.name = 'ValidationError';
  }
}

/** `["body","customer","name"]` → `customer.name`; the location prefix is dropped. */
export function fieldOf(loc: (string | number)[]): string | null {
  const rest = loc.slice(1);
  return rest.length ? rest.join('.') : null;
}

export const errors = {
  badRequest: (code = 'invalid_request', opts?: AppErrorOptions) => new AppError(400, code, opts),
  invalid: (loc: (string | number)[], msg: string, msgPl: string, type = 'value_error') =>
    new ValidationError([{ loc, msg, msgPl, type }]),
  unauthorized: (code = 'authentication_required', opts?: AppErrorOptions) => new AppError(401, code, opts),
  forbidden: (code = 'forbidden', opts?: AppErrorOptions) => new AppError(403, code, opts),
  notFound: (what?: string, whatPl?: string) =>
    new AppError(
      404,
      'not_found',
      what ? { message: `${what} not found.`, messagePl: `Nie znaleziono: ${whatPl ?? what}.` } : {},
    ),
  conflict: (code = 'conflict', opts?: AppErrorOptions) => new AppError(409, code, opts),
  tooMany: (retryAfterSeconds: number, code = 'rate_limited', opts?: AppErrorOptions) =>
    new AppError(429, code, {
      ...opts,
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))), ...opts?.headers },
    }),
  unavailable: (opts?: AppErrorOptions) => new AppError(503, 'service_unavailable', opts),
};
