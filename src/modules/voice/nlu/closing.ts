/**
 * The caller's closings (pure, over folded text): goodbyes and a wrong number, a polite no
 * ("nie, dziękuję"), thanks alone, and the same said after an acknowledgement of what was just
 * heard ("Aha, rozumiem. Nie, dziękuję.", "I see. No, that was all, thanks.").
 */
import { wantsNothing } from './requests.js';

/**
 * Closings, and a wrong number: said outright, or realised ("Czy to apteka? Aha, to przepraszam.").
 * "Nothing else?" asks ("how much for just the cleaning, nothing else?").
 */
export const RE_GOODBYE =
  /\b(?:do widzenia|dowidzenia|do uslyszenia|do zobaczenia|to (?:juz |bylo )?wszystko|to (?:juz )?tyle|to by bylo (?:na tyle|wszystko|tyle)|na tym koniec|zegnam|milego dnia|goodbye|good bye|bye|that'?s all|that is all|that'?s everything|(?:that|this) (?:was|will be|would be|'?ll be|'?d be) (?:all|everything)(?! right)|that was it|have a (?:nice|good|great) day|see you|nothing else(?![\s,]*\?)|nic wiecej(?![\s,]*\?)|that'?s it|take care|cheers|pomylk\w*|pomylil\w*|pomylon\w*|(?:zly|zlym|niewlasciwy) numer\w*|wrong number|dialled the wrong|dialed the wrong|sorry to bother|nie mam (?:juz )?(?:wiecej|innych|zadnych|dalszych) pytan|(?:no|have no) (?:more|further|other) questions|nic wiecej nie (?:potrzebuje|trzeba)|that'?ll be all|na razie nie,? dziekuj\w*|not (?:right )?now,? thanks?(?: you)?)\b|\bnothing (?:more|further)(?=[\s,.!]*(?:$|thanks|thank you))|^pa\b|^(?:(?:no|to|dobra|dobrze|ok|okej|dzieki|dziekuje|pa)[\s,.!]+)*na razie(?:[\s,.!]+(?:dzieki|dziekuje|pa|czesc))*[\s,.!]*$|\b(?:aha|acha|ach|oj|ojej|oh|ah|oops|whoops)[\s,.!]+(?:(?:to|then|i'?m|so|very|bardzo) )*(?:przepraszam|sorry)(?: bardzo| very much| about that| za klopot)?[\s,.!]*$/;
/** "Nie, dziękuję", "no thanks, I'll think about it": a polite no that closes the call. */
export const RE_DENY_THANKS =
  /^(?:nie|no|nope|nah)[\s,.!]*(?:(?:bardzo |serdecznie )?dziekuje\w*|dzieki|thanks|thank you|thank u)\b/;
export const RE_THANKS_ONLY =
  /^(?:(?:bardzo )?(?:dziekuje|dziekujemy|dzieki)|thank you|thanks|thx)(?:,? (?:bardzo|serdecznie|very much|a lot|so much|anyway|all the same|mimo wszystko|i tak|za informacj\w*|for the (?:info|information)|za pomoc|for your help|for (?:the|your) time))*[\s.!]*$/;

/** The wrong-number words of `RE_GOODBYE` ("pomyliłem się" may correct a number, not close the call). */
const RE_WRONG_NUMBER =
  /\b(?:pomylk\w*|pomylil\w*|pomylon\w*|(?:zly|zlym|niewlasciwy) numer\w*|wrong number|dialled the wrong|dialed the wrong)\b/g;
/** The caller's closing words ("do widzenia", "to wszystko", "that's all, bye"), for the engine. */
export const saysGoodbye = (folded: string) => RE_GOODBYE.test(folded.replace(RE_WRONG_NUMBER, ' '));

/** Acknowledging what was heard, not agreeing to anything ("aha", "rozumiem", "szkoda", "I see"). */
const HEARD = `aha|acha|aa+|ah+|ach(?: tak)?|och|oh|hmm+|mhm+|rozumiem|zrozumial(?:em|am)|przyjal(?:em)|przyjelam|wszystko jasne|jasna sprawa|(?:a |no )?(?:to )?(?:szkoda|trudno)|nie szkodzi|i see|i understand|understood|got it|fair enough|(?:oh )?well|(?:that'?s|what) a (?:pity|shame)|pity|shame|too bad|no worries|never ?mind|no matter`;
/** Words that acknowledge and may also say yes ("dobrze", "ok", "right"): a yes when one was asked for. */
const AGREED = `dobrze|dobra|ok|okej|okay|oki|jasne|w porzadku|spoko|super|swietnie|right|alright|all right|great|perfect|lovely|cool|fine`;
const RE_HEARD = new RegExp(`^(?:${HEARD})$`);
const RE_ACK_LEAD = new RegExp(
  String.raw`^(?:(?:${HEARD}|${AGREED})[\s,.!;:-]+)*(?:(?:a to|no to|to|w takim razie|then|in that case|so)[\s,]+)?`,
);
const RE_ACK_WORD = new RegExp(String.raw`(?:${HEARD}|${AGREED})(?=[\s,.!;:-])`, 'g');
/** "Nie trzeba", "no need": the offer declined. */
const RE_NO_NEED = /^(?:nie trzeba|nie ma potrzeby|no need)\b/;
const RE_THANKS_WORD = /\b(?:dziekuje\w*|dzieki|thanks|thank you|thx)\b/;

/**
 * A closing said after an acknowledgement of what was just heard (folded body): "Aha, rozumiem.
 * Nie, dziękuję." and "Dobrze. Nie, dziękuję." close the call ("goodbye"), "Aha. Nie." declines
 * ("deny"). Thanks alone after "aha", "rozumiem", "I see" close it; after a word that may be a yes
 * ("ok, dziękuję") only when no yes or no was asked for. Anything asked or added ("Ok, a jeszcze
 * jedno pytanie", "Rozumiem. A ile kosztuje…?", "Dobrze, to poproszę o wiadomość") is not one.
 */
export function closingAfterAcknowledgement(
  body: string,
  expecting: string | undefined,
): 'goodbye' | 'deny' | undefined {
  if (body.includes('?') || /\b(?:ale|but|however|jednak|tylko|only|jeszcze|also|another)\b/.test(body))
    return undefined;
  const lead = RE_ACK_LEAD.exec(body)?.[0] ?? '';
  const rest = body.slice(lead.length).trim();
  if (!lead.trim() || !rest) return undefined;
  if (RE_DENY_THANKS.test(rest)) return 'goodbye';
  if (wantsNothing(rest)) return RE_THANKS_WORD.test(rest) ? 'goodbye' : 'deny';
  if (RE_NO_NEED.test(rest) && wantsNothing(rest.replace(RE_NO_NEED, 'nie')))
    return RE_THANKS_WORD.test(rest) ? 'goodbye' : 'deny';
  if (RE_THANKS_ONLY.test(rest)) {
    const words = lead.match(RE_ACK_WORD) ?? [];
    const heard = words.some((w) => RE_HEARD.test(w));
    return heard || expecting === undefined ? 'goodbye' : undefined;
  }
  return undefined;
}

/**
 * "Yes, that's right", "tak, zgadza się", "perfect": what was just said is confirmed (folded), not
 * a wish for more help ("tak", "yes, please" to "anything else?" is one).
 */
export const confirmsWhatWasSaid = (folded: string) =>
  /^(?:(?:yes|yeah|yep|tak|tak tak|okay|ok|okej)[\s,.!]+)?(?:that(?:'|\s)?s (?:right|correct|all correct|fine|great|perfect)|that is (?:right|correct)|(?:all )?correct|exactly|zgadza sie|wszystko sie zgadza|dokladnie(?: tak)?|wlasnie tak|tak jest|perfect|great|lovely|wonderful|brilliant|super|swietnie|doskonale|wspaniale|idealnie|all good|sounds good|brzmi dobrze|w porzadku)[\s.!]*$/.test(
    folded.trim(),
  );

/**
 * The caller giving up ("Halo? Dobra, nieważne.", "Oh, never mind, thanks", "forget it") or
 * finding the answer elsewhere ("I was going to ask something, but I've just found it on your
 * website. Thanks anyway!", "chciałam zapytać, ale już znalazłam na stronie"): a closing, when
 * nothing is asked (folded body, no question mark).
 */
const RE_NEVER_MIND_ALONE =
  /^(?:(?:halo|hallo|hello|hej|dobra|dobrze|ok|okej|okay|a|no|eh|aha|oh|ah|well|right|alright|w sumie|to|juz|sorry|przepraszam)[\s,.!?]+)*(?:(?:a |to |juz |jednak )*(?:niewazne|nie wazne)|never ?mind|forget it)(?:[\s,.!]+(?:dziekuje|dzieki|thanks|thank you|pa|bye|goodbye|do widzenia|juz|w takim razie|then|sorry|przepraszam|anyway))*[\s,.!]*$/;
const RE_FOUND_ELSEWHERE =
  /\b(?:(?:i'?ve|i have|i) (?:\w+ )?found (?:it|the answer|what i (?:needed|was looking for)|that|everything)(?: out)?(?: (?:myself|already|now))? (?:on|in) (?:your|the) (?:website|web ?site|site|page|internet|web|leaflet|email)|(?:juz )?(?:sam\w* )?(?:znalazl\w*|wyczytal\w*|doczytal\w*|sprawdzil\w*) (?:juz |sam\w* |to |wszystko |odpowiedz )*(?:na (?:waszej |tej )?stronie|w internecie|w sieci|na necie))\b/;
export const givesUp = (body: string, expecting: string | undefined) =>
  !body.includes('?') &&
  ((expecting === undefined && RE_NEVER_MIND_ALONE.test(body.trim())) || RE_FOUND_ELSEWHERE.test(body));
