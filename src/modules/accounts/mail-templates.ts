/**
 * Bilingual (Polish first, then English) texts of the account e-mails. Every message carries
 * both languages: the service does not store a language preference per user.
 */

export interface RenderedMail {
  subject: string;
  text: string;
}

/** The `token` query parameter of a link, as it appears in the text. */
function linkToken(link: string): string[] {
  const m = /[?&]token=([^&#\s]+)/.exec(link);
  return m?.[1] ? [m[1]] : [];
}

/**
 * The one-time secrets a template puts in its mail (codes, link tokens): they are kept out of
 * every stored copy of the mail once it has been sent (see `redactMail`).
 */
export function secretsOf(t: MailTemplate): string[] {
  switch (t.kind) {
    case 'verify_email':
      return [t.code, ...linkToken(t.link)];
    case 'email_change':
    case 'two_factor':
      return [t.code];
    case 'password_reset':
      return linkToken(t.link);
    default:
      return [];
  }
}

export type MailTemplate =
  | { kind: 'verify_email'; code: string; link: string; name: string | null }
  | { kind: 'email_change'; code: string; name: string | null }
  | { kind: 'email_change_notice'; newEmail: string; name: string | null }
  | { kind: 'two_factor'; code: string; name: string | null }
  | { kind: 'password_reset'; link: string; name: string | null }
  | { kind: 'password_changed'; name: string | null }
  | { kind: 'two_factor_failures'; failures: number; name: string | null };

const greetingPl = (name: string | null) => (name ? `Dzień dobry, ${name}!` : 'Dzień dobry!');
const greetingEn = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');
const SEP = '\n\n— English —\n\n';
const FOOTER = '\n\n--\nRecepcja';

function both(subjectPl: string, subjectEn: string, pl: string[], en: string[]): RenderedMail {
  return {
    subject: `${subjectPl} / ${subjectEn}`,
    text: `${pl.join('\n\n')}${SEP}${en.join('\n\n')}${FOOTER}`,
  };
}

export function renderMail(t: MailTemplate): RenderedMail {
  switch (t.kind) {
    case 'verify_email':
      return both(
        'Potwierdź adres e-mail',
        'Confirm your e-mail address',
        [
          greetingPl(t.name),
          `Twój kod weryfikacyjny: ${t.code}`,
          `Możesz też kliknąć link: ${t.link}`,
          'Kod i link są ważne 24 godziny. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
        ],
        [
          greetingEn(t.name),
          `Your verification code: ${t.code}`,
          `Or open this link: ${t.link}`,
          'The code and the link are valid for 24 hours. If you did not sign up, ignore this message.',
        ],
      );
    case 'email_change':
      return both(
        'Potwierdź nowy adres e-mail',
        'Confirm your new e-mail address',
        [
          greetingPl(t.name),
          `Kod potwierdzający zmianę adresu: ${t.code}`,
          'Kod jest ważny 1 godzinę. Do czasu potwierdzenia logujesz się dotychczasowym adresem.',
        ],
        [
          greetingEn(t.name),
          `Code to confirm the change of address: ${t.code}`,
          'The code is valid for 1 hour. Until you confirm, you keep signing in with your current address.',
        ],
      );
    case 'email_change_notice':
      return both(
        'Zmiana adresu e-mail',
        'E-mail address change',
        [
          greetingPl(t.name),
          `Poproszono o zmianę adresu e-mail konta na ${t.newEmail}. Jeśli to nie Ty, zmień hasło.`,
        ],
        [
          greetingEn(t.name),
          `A change of your account's e-mail address to ${t.newEmail} was requested. If this was not you, change your password.`,
        ],
      );
    case 'two_factor':
      return both(
        'Kod logowania',
        'Sign-in code',
        [greetingPl(t.name), `Twój kod logowania: ${t.code}`, 'Kod jest ważny 10 minut.'],
        [greetingEn(t.name), `Your sign-in code: ${t.code}`, 'The code is valid for 10 minutes.'],
      );
    case 'password_reset':
      return both(
        'Ustaw nowe hasło',
        'Reset your password',
        [
          greetingPl(t.name),
          `Aby ustawić nowe hasło, otwórz link: ${t.link}`,
          'Link jest ważny 1 godzinę i działa jeden raz. Jeśli to nie Ty, zignoruj tę wiadomość.',
        ],
        [
          greetingEn(t.name),
          `To set a new password, open this link: ${t.link}`,
          'The link is valid for 1 hour and works once. If this was not you, ignore this message.',
        ],
      );
    case 'password_changed':
      return both(
        'Hasło zostało zmienione',
        'Your password was changed',
        [
          greetingPl(t.name),
          'Hasło do Twojego konta zostało zmienione. Jeśli to nie Ty, skontaktuj się z nami.',
        ],
        [greetingEn(t.name), 'The password of your account was changed. If this was not you, contact us.'],
      );
    case 'two_factor_failures':
      return both(
        'Nieudane próby logowania',
        'Failed sign-in attempts',
        [
          greetingPl(t.name),
          `Ktoś podał prawidłowe hasło do Twojego konta, a potem ${t.failures} razy błędny kod logowania z e-maila. Logowanie kodem jest czasowo spowalniane.`,
          'Jeśli to nie Ty, natychmiast zmień hasło.',
        ],
        [
          greetingEn(t.name),
          `Someone entered the right password of your account and then a wrong e-mailed sign-in code ${t.failures} times. Sign-in codes are slowed down for a while.`,
          'If this was not you, change your password now.',
        ],
      );
  }
}
