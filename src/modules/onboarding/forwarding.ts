import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { RING_SECONDS } from '../tenants/tenants.service.js';

export type Rings = 3 | 5 | 7;
export type AnsweringMode = 'always' | 'when_unanswered';

interface CarrierCodes {
  carrier: string;
  name: string;
  network: 'mobile' | 'landline';
  activate: string[];
  deactivate: string;
  check: string | null;
  notes: string;
  notes_pl: string;
}

const MOBILE = [
  { carrier: 'orange', name: 'Orange (mobile)' },
  { carrier: 'play', name: 'Play' },
  { carrier: 'plus', name: 'Plus' },
  { carrier: 't-mobile', name: 'T-Mobile (also Heyah)' },
  { carrier: 'virgin', name: 'Virgin Mobile / Plush / other MVNOs' },
];

/**
 * Call-forwarding codes for Polish carriers. Mobile networks use the GSM supplementary-service
 * codes (3GPP TS 22.030): 61 no reply (with the no-reply timer in seconds, 5–30), 67 busy,
 * 62 not reachable, 004 all conditional, 21 unconditional; `##…#` cancels. Orange's fixed
 * line uses the single-star variants with the national number.
 */
export function forwardingInstructions(opts: {
  forwardTo: string;
  rings: Rings;
  mode: AnsweringMode;
  businessName: string;
  backupGreeting: string | null;
}) {
  const seconds = RING_SECONDS[opts.rings];
  const parsed = parsePhoneNumberFromString(opts.forwardTo, 'PL');
  const national = parsed ? String(parsed.nationalNumber) : opts.forwardTo.replace(/^\+48/, '');
  const e164 = opts.forwardTo;
  const mobile: CarrierCodes[] = MOBILE.map((c) => ({
    ...c,
    network: 'mobile',
    activate:
      opts.mode === 'always'
        ? [`**21*${e164}#`]
        : [`**61*${e164}**${seconds}#`, `**67*${e164}#`, `**62*${e164}#`],
    deactivate: opts.mode === 'always' ? '##21#' : '##004#',
    check: opts.mode === 'always' ? '*#21#' : '*#61#',
    notes:
      opts.mode === 'always'
        ? 'Dial the code and press call; every call goes to the receptionist.'
        : `Dial each code and press call. Calls not answered within ${seconds} s (about ${opts.rings} rings), or made while you are busy or unreachable, go to the receptionist. One code for all three: **004*${e164}**${seconds}#.`,
    notes_pl:
      opts.mode === 'always'
        ? 'Wybierz kod i naciśnij zieloną słuchawkę; każde połączenie trafi do recepcji.'
        : `Wybierz każdy kod i naciśnij zieloną słuchawkę. Połączenia nieodebrane w ${seconds} s (około ${opts.rings} sygnałów), gdy linia jest zajęta lub telefon nieosiągalny, trafią do recepcji. Jeden kod na wszystkie trzy: **004*${e164}**${seconds}#.`,
  }));
  const landline: CarrierCodes = {
    carrier: 'orange-landline',
    name: 'Orange Polska (landline)',
    network: 'landline',
    activate: opts.mode === 'always' ? [`*21*${national}#`] : [`*61*${national}#`, `*67*${national}#`],
    deactivate: opts.mode === 'always' ? '#21#' : '#61#',
    check: null,
    notes:
      'On a landline the no-answer delay is fixed by the exchange (about 20 s); lift the handset, dial the code, wait for the confirmation tone.',
    notes_pl:
      'Na linii stacjonarnej czas do przekierowania ustala centrala (około 20 s); podnieś słuchawkę, wybierz kod i poczekaj na sygnał potwierdzenia.',
  };
  return {
    forward_to: e164,
    forward_to_national: national,
    rings: opts.rings,
    no_answer_seconds: seconds,
    answering_mode: opts.mode,
    backup_greeting:
      opts.backupGreeting ??
      `Dzień dobry, tu ${opts.businessName}. W tej chwili nie możemy odebrać. Prosimy zostawić wiadomość, oddzwonimy.`,
    carriers: [...mobile, landline],
  };
}
