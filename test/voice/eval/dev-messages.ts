/**
 * Development callers for the question asked once before a message is confirmed (issue #21,
 * messages): the name and where to call back asked whenever neither was said, whatever the
 * matter (a notice too), answered with a name, a number, "this number", a correction or a
 * refusal; and callers it must not be asked of (a number said, a goodbye in the same breath, a
 * caller who will not give a name and needs no call back). Written in our own words.
 */
import { as, end, message } from './script.js';
import type { EvalCaller } from './types.js';

const ASKED = as('message-question', [
  message('pl-msg-uprzedzenie-o-spoznieniu', { includes: ['malec', 'piatek'], callback: '601202303' }, [
    'Chciałam przekazać pani higienistce, że w piątek będę kilka minut później.',
    'Grażyna Malec, numer sześćset jeden, dwieście dwa, trzysta trzy.',
    end('pl'),
  ]),
  message('pl-msg-ten-numer-w-odpowiedzi', { includes: ['rogalski', 'kanal'], callback: 'caller' }, [
    'Proszę, żeby pan doktor do mnie zadzwonił w sprawie zęba po leczeniu kanałowym.',
    'Nazywam się Piotr Rogalski, można na ten numer, z którego dzwonię.',
    end('pl'),
  ]),
  message('en-msg-name-and-number-answer', { includes: ['twine', 'retainer'], callback: '731345912' }, [
    'Could you ask the hygienist to ring me about my new retainer?',
    "Sure, it's Mark Twine, 731 345 912.",
    end('en'),
  ]),
  message('en-msg-refuses-details', { includes: ['images'], callback: 'caller' }, [
    'Please tell Dr Nowak the x-ray images from the hospital arrived by post.',
    "I'd rather not say, thanks.",
    end('en'),
  ]),
  message(
    'pl-msg-poprawka-numeru',
    { includes: ['kruk', 'zaswiadcz'], callback: '512333442', notCallback: '512333441' },
    [
      'Proszę o oddzwonienie w sprawie zaświadczenia do szkoły.',
      'Ewelina Kruk, 512 333 441, nie, przepraszam, 512 333 442.',
      end('pl'),
    ],
  ),
  // "Pomyłka" in the message is no goodbye: the name is still asked.
  message('pl-msg-pomylka-to-nie-pozegnanie', { includes: ['baran', 'faktur'], callback: 'caller' }, [
    'Proszę przekazać księgowości, że na fakturze jest pomyłka.',
    'Leszek Baran, na ten numer.',
    end('pl'),
  ]),
  // A cost estimate of one's own treatment is no price enquiry: the name is asked.
  message('pl-msg-kosztorys-to-nie-cennik', { includes: ['wilk', 'kosztorys'], callback: 'caller' }, [
    'Proszę, żeby ktoś oddzwonił w sprawie kosztorysu mojego leczenia.',
    'Adam Wilk, na ten numer.',
    end('pl'),
  ]),
]);

const NOT_ASKED = as('message-question', [
  message('pl-msg-numer-podany', { includes: ['protez'], callback: '698765432' }, [
    'Proszę przekazać doktor Kowalskiej, żeby oddzwoniła pod numer 698 765 432 w sprawie protezy.',
  ]),
  message('pl-msg-pozegnanie-w-tej-samej-wypowiedzi', { includes: ['parasol'] }, [
    'Proszę przekazać recepcji, że zostawiłam parasolkę w poczekalni. Dziękuję, do widzenia.',
  ]),
  message('en-msg-anonymous-no-callback', { includes: ['heater'] }, [
    "I'd rather not give my name, but please tell the manager the heater in the waiting room is broken. No need to call me back.",
  ]),
]);

export const DEV_MESSAGES: EvalCaller[] = [...ASKED, ...NOT_ASKED];
