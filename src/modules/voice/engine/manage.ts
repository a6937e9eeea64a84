/**
 * The caller's own appointments: cancel or move one by phone. Appointments are found by the
 * caller's number only (the tenant's upcoming, not cancelled ones); with verification required
 * nothing about them is said before the code passed. Cancel and move go through the same
 * appointments service operations as v2 (`tools.cancelAppointment`, `tools.moveAppointment`).
 */
import { formatDateList, formatSlot } from '../nlu/index.js';
import { noteBooked, noteCancelled } from './booked-here.js';
import { justTaken, offerInstead, saysSameTime } from './booking-change.js';
import {
  anythingElse,
  type Ctx,
  lang,
  localDate,
  localTime,
  mergeBooking,
  offer,
  ordinal,
  type Step,
} from './deterministic.js';
import { offerManageMessage } from './manage-message.js';
import { say } from './texts.js';
import type { AppointmentRef, BookingDraft, ManageDraft } from './types.js';
import { requireVerification } from './verification.js';

const when = (c: Ctx, iso: string) => formatSlot(iso, lang(c), c.tenant.timezone, { now: c.tools.now() });
/** A new time after "to" / "na nowy termin:" ("Friday, 27 November at 11:00"). */
const newWhen = (c: Ctx, iso: string) => when(c, iso).replace(/^on /, '');

function offerMessage(c: Ctx, pl: string, en: string): Step {
  c.state.manage = undefined;
  c.state.stage = 'offer_message';
  c.state.expecting = 'confirmation';
  return { reply: say(lang(c), pl, en) };
}

/** The caller asked to cancel or move an appointment they have. */
export async function startManage(c: Ctx, action: ManageDraft['action']): Promise<Step> {
  const { tools, state } = c;
  const phone = state.callerNumber;
  // Withheld, or nothing booked on this number: the request is offered as a message for the staff.
  if (!phone) return offerManageMessage(c, action);
  const found = await tools.findAppointments!(phone);
  if (found.length === 0) return offerManageMessage(c, action);
  const s = c.nlu.slots;
  const date = s.datetime ? localDate(s.datetime, c.tenant.timezone) : s.date;
  state.manage = { action, ...(action === 'cancel' && date ? { date } : {}) };
  // A move: a day or time said with the request is the new one wanted ("przełożyć na piątek").
  state.booking =
    action === 'reschedule'
      ? { ...mergeBooking({ offered: [] }, c.nlu, c.tenant.timezone), service: undefined, name: undefined }
      : undefined;
  const gate = await requireVerification(c, action, phone);
  if (gate) return gate;
  return chooseAppointment(c, found);
}

function chooseAppointment(c: Ctx, found: AppointmentRef[]): Promise<Step> | Step {
  const l = lang(c);
  const m = c.state.manage!;
  let list = found;
  let prefix = '';
  if (m.date) {
    const same = found.filter((a) => localDate(a.start, c.tenant.timezone) === m.date);
    if (same.length > 0) list = same;
    else prefix = say(l, 'W tym dniu nie widzę wizyty. ', 'I cannot see an appointment on that day. ');
  }
  if (list.length === 1) return target(c, list[0]!, prefix);
  const choices = list.slice(0, 5);
  c.state.manage = { ...m, choices };
  c.state.stage = 'manage_pick';
  c.state.expecting = 'time';
  const all = formatDateList(
    choices.map((a) => a.start),
    l,
    c.tenant.timezone,
    { now: c.tools.now() },
  );
  return {
    reply: `${prefix}${say(
      l,
      `Ma Pan lub Pani umówione wizyty: ${all}. Którą wizytę ${m.action === 'cancel' ? 'odwołać' : 'przełożyć'}?`,
      `You have these appointments: ${all}. Which one would you like to ${m.action === 'cancel' ? 'cancel' : 'move'}?`,
    )}`,
  };
}

async function target(c: Ctx, a: AppointmentRef, prefix = ''): Promise<Step> {
  const l = lang(c);
  const m = c.state.manage!;
  c.state.manage = { action: m.action, target: a };
  if (m.action === 'cancel') {
    c.state.stage = 'manage_confirm';
    c.state.expecting = 'confirmation';
    return {
      reply: `${prefix}${say(l, `Czy na pewno odwołać wizytę ${when(c, a.start)}?`, `Are you sure you want to cancel your appointment ${when(c, a.start)}?`)}`,
    };
  }
  const wanted = c.state.booking ?? { offered: [] };
  // "Przenieść na piątek, na tę samą godzinę": the day changed, the appointment's time kept.
  const keepTime =
    wanted.date && !wanted.time && !wanted.notBefore && !wanted.notAfter && saysSameTime(c.text)
      ? { time: localTime(a.start, c.tenant.timezone) }
      : {};
  const draft: BookingDraft = {
    ...wanted,
    ...keepTime,
    offered: [],
    ...(a.service ? { service: a.service } : {}),
  };
  const current = say(
    l,
    `Wizyta jest umówiona ${when(c, a.start)}. `,
    `Your appointment is ${when(c, a.start)}. `,
  );
  if (!draft.date) {
    c.state.booking = draft;
    c.state.stage = 'booking_when';
    c.state.expecting = 'date';
    return {
      reply: `${prefix}${current}${say(l, 'Na kiedy ją przełożyć?', 'When would you like to move it to?')}`,
    };
  }
  return offer(c, draft, null, `${prefix}${current}`, [a.start]);
}

/** Several appointments were read back: the caller picks one by ordinal, date or time. */
export async function pickAppointment(c: Ctx): Promise<Step> {
  const l = lang(c);
  const m = c.state.manage!;
  const choices = m.choices ?? [];
  const tz = c.tenant.timezone;
  const s = c.nlu.slots;
  let chosen: AppointmentRef | undefined;
  const ord = ordinal(c.text);
  if (ord !== null) chosen = ord === -1 ? choices[choices.length - 1] : choices[ord];
  if (!chosen && (s.datetime || s.date || s.time)) {
    const date = s.datetime ? localDate(s.datetime, tz) : s.date;
    const time = s.datetime ? localTime(s.datetime, tz) : s.time;
    const matches = choices.filter(
      (a) => (!date || localDate(a.start, tz) === date) && (!time || localTime(a.start, tz) === time),
    );
    if (matches.length === 1) chosen = matches[0];
  }
  if (chosen) return target(c, chosen);
  if (c.nlu.intent === 'deny' && !s.date && !s.time) {
    c.state.manage = undefined;
    c.state.booking = undefined;
    c.state.stage = 'anything_else';
    c.state.expecting = undefined;
    return {
      reply: `${say(l, 'Dobrze, niczego nie zmieniam. ', 'All right, I will not change anything. ')}${anythingElse(l)}`,
    };
  }
  const all = formatDateList(
    choices.map((a) => a.start),
    l,
    tz,
    { now: c.tools.now() },
  );
  return { reply: say(l, `Proszę wybrać jedną z wizyt: ${all}.`, `Please choose one of: ${all}.`) };
}

/** A new time was picked for a move: confirm before moving. */
export function confirmMove(c: Ctx): Step {
  const m = c.state.manage!;
  const chosen = c.state.booking!.chosen!;
  c.state.manage = { ...m, newStart: chosen };
  c.state.stage = 'manage_confirm';
  c.state.expecting = 'confirmation';
  return {
    reply: say(
      lang(c),
      `Czy na pewno przełożyć wizytę umówioną ${when(c, m.target!.start)} na nowy termin: ${newWhen(c, chosen)}?`,
      `Are you sure you want to move your appointment ${when(c, m.target!.start)} to ${newWhen(c, chosen)}?`,
    ),
  };
}

function done(c: Ctx, reply: string): Step {
  c.state.manage = undefined;
  c.state.booking = undefined;
  c.state.stage = 'anything_else';
  c.state.expecting = undefined;
  return { reply: `${reply} ${anythingElse(lang(c))}` };
}

/** "Czy na pewno …?": yes cancels or moves, no keeps the appointment (or asks for another time). */
export async function confirmManage(c: Ctx): Promise<Step | null> {
  const l = lang(c);
  const m = c.state.manage!;
  const a = m.target!;
  const intent = c.nlu.intent;
  const lost = () =>
    offerMessage(
      c,
      'Niestety nie mogę już zmienić tej wizyty: została zmieniona lub odwołana w międzyczasie. Mogę przyjąć wiadomość z prośbą o kontakt. Zostawić wiadomość?',
      'I’m sorry, I can no longer change that appointment: it was changed or cancelled in the meantime. I can take a message so that someone contacts you. Would you like to leave a message?',
    );
  if (intent === 'confirm' || (m.action === 'cancel' && intent === 'cancel_appointment')) {
    if (m.action === 'cancel') {
      const r = await c.tools.cancelAppointment!(a.id);
      if (!r.ok) return lost();
      c.state.managed = [
        ...(c.state.managed ?? []),
        { action: 'cancelled', from: a.start, service: a.service },
      ];
      noteCancelled(c.state, a.id);
      return done(
        c,
        say(l, `Odwołałam wizytę ${when(c, a.start)}.`, `Your appointment ${when(c, a.start)} is cancelled.`),
      );
    }
    const to = m.newStart!;
    const r = await c.tools.moveAppointment!(a.id, to);
    if (r.ok) {
      c.state.managed = [
        ...(c.state.managed ?? []),
        { action: 'rescheduled', from: a.start, to: r.start, service: a.service },
      ];
      noteBooked(c.state, a.id);
      return done(
        c,
        say(
          l,
          `Przełożyłam wizytę na nowy termin: ${newWhen(c, r.start)}.`,
          `Your appointment is moved to ${newWhen(c, r.start)}.`,
        ),
      );
    }
    if (r.reason !== 'slot_unavailable') return lost();
    c.state.manage = { ...m, newStart: undefined };
    return offerInstead(c, c.state.booking ?? { offered: [] }, to, justTaken(l), [a.start]);
  }
  if (intent === 'deny') {
    if (m.action === 'reschedule' && !c.nlu.slots.date && !c.nlu.slots.time && !c.nlu.slots.datetime) {
      c.state.manage = { ...m, newStart: undefined };
      c.state.booking = { ...(c.state.booking ?? { offered: [] }), chosen: undefined, offered: [] };
      c.state.stage = 'booking_when';
      c.state.expecting = 'date';
      return { reply: say(l, 'Jaki inny termin by pasował?', 'Which other time would suit you?') };
    }
    if (m.action === 'cancel')
      return done(
        c,
        say(l, 'Dobrze, wizyta pozostaje bez zmian.', 'All right, your appointment stays as it is.'),
      );
  }
  if (m.action === 'reschedule' && (c.nlu.slots.date || c.nlu.slots.time || c.nlu.slots.datetime)) {
    // Another time said instead of yes/no: offer that one.
    c.state.manage = { ...m, newStart: undefined };
    const draft = mergeBooking(
      { ...(c.state.booking ?? { offered: [] }), time: undefined, chosen: undefined, offered: [] },
      c.nlu,
      c.tenant.timezone,
    );
    return offer(c, draft, c.nlu, '', [a.start]);
  }
  if (intent === 'ask_question' || intent === 'leave_message' || intent === 'request_callback') return null;
  const question =
    m.action === 'cancel'
      ? say(
          l,
          `Czy odwołać wizytę ${when(c, a.start)}? Proszę powiedzieć tak lub nie.`,
          `Shall I cancel your appointment ${when(c, a.start)}? Please say yes or no.`,
        )
      : say(
          l,
          `Czy przełożyć wizytę na nowy termin: ${newWhen(c, m.newStart!)}? Proszę powiedzieć tak lub nie.`,
          `Shall I move your appointment to ${newWhen(c, m.newStart!)}? Please say yes or no.`,
        );
  return { reply: question };
}

/**
 * "Actually, please cancel it", "jednak proszę to odwołać": the appointment booked in this call,
 * cancelled after the usual confirmation (and the verification the business asks for).
 */
export async function cancelBookedNow(c: Ctx, a: AppointmentRef): Promise<Step> {
  c.state.manage = { action: 'cancel' };
  const phone = c.state.callerNumber;
  if (phone) {
    const gate = await requireVerification(c, 'cancel', phone);
    if (gate) return gate;
  }
  return target(c, a);
}
