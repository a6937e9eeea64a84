/** Words for what the engine reports: intents, details, stages, actions. */
import type { TFunction } from 'i18next';
import { formatIn } from '../../lib/time';
import type { Action, Understood } from './types';

const SLOT_ORDER = [
  'datetime',
  'date',
  'time',
  'partOfDay',
  'dateRange',
  'notBefore',
  'notAfter',
  'soonest',
  'service',
  'name',
  'phone',
  'phoneIsCaller',
  'message',
  'callback',
  'urgent',
  'department',
  'question',
  'faqTopic',
  'code',
] as const;

/** A local date (YYYY-MM-DD) as words, without a time zone shift. */
function localDate(date: string, lang: string) {
  return formatIn(`${date}T12:00:00Z`, 'weekday', 'UTC', lang);
}

/** "day: wtorek, 24 listopada · time: 10:00" for the details found in a line. */
export function slotList(u: Understood, t: TFunction, lang: string, tz: string): string[] {
  const s = u.slots as Record<string, unknown>;
  const out: string[] = [];
  for (const key of SLOT_ORDER) {
    const v = s[key];
    if (v === undefined || v === null || v === false) continue;
    // A date and a time said together are shown as those two, not again as one instant.
    if (key === 'datetime' && s.date && s.time) continue;
    let value: string;
    if (v === true) value = '';
    else if (key === 'datetime' && typeof v === 'string') value = formatIn(v, 'datetime', tz, lang);
    else if (key === 'date' && typeof v === 'string') value = localDate(v, lang);
    else if (key === 'partOfDay' && typeof v === 'object')
      value = t(`partOfDay.${(v as { value: string }).value}`);
    else if (key === 'dateRange' && typeof v === 'object') {
      const r = v as { from: string; to: string };
      value = `${localDate(r.from, lang)} – ${localDate(r.to, lang)}`;
    } else if (key === 'department' && typeof v === 'object') value = (v as { text: string }).text;
    else value = String(v);
    out.push(value ? `${t(`slots.${key}`)}: ${value}` : t(`slots.${key}`));
  }
  return out;
}

export function intentLabel(intent: string, t: TFunction) {
  return t(`intents.${intent}`, { defaultValue: intent });
}

/** One sentence for something a turn did. */
export function actionText(a: Action, t: TFunction, fmt: (iso: string) => string) {
  switch (a.kind) {
    case 'appointment_booked':
      return t('actions.appointment_booked', {
        when: a.start ? fmt(a.start) : '',
        name: a.name ?? t('actions.noName'),
      });
    case 'appointment_cancelled':
      return t('actions.appointment_cancelled', { when: a.start ? fmt(a.start) : '' });
    case 'appointment_rescheduled':
      return t('actions.appointment_rescheduled', {
        when: a.start ? fmt(a.start) : '',
        to: a.new_start ? fmt(a.new_start) : '',
      });
    case 'message_taken':
      return `${t('actions.message_taken', { text: a.text ?? '' })}${a.urgent ? ` (${t('actions.urgent')})` : ''}`;
    case 'question_answered':
      return t('actions.question_answered', { question: a.question ?? '' });
    case 'question_unanswered':
      return t('actions.question_unanswered', { question: a.question ?? '' });
    case 'transferred':
      return t('actions.transferred', { to: a.to ?? '' });
  }
}
