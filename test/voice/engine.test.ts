import { describe, expect, it } from 'vitest';
import {
  type DialogueState,
  deterministicBrain,
  newState,
  polishSummary,
  sentimentOf,
  type TenantSnapshot,
  type Tools,
} from '../../src/modules/voice/engine/index.js';

/** The brain alone, with tools over an in-memory calendar (the brain never sees the database). */
const NOW = new Date('2026-11-23T07:00:00.000Z');
const tenant: TenantSnapshot = {
  id: '0190a000-0000-7000-8000-000000000001',
  businessName: 'Warsztat Pod Lipą',
  timezone: 'Europe/Warsaw',
  openingHours: { mon: [['08:00', '16:00']], tue: [['08:00', '16:00']] },
  faq: {},
  transferNumbers: [],
  departments: [],
};

function memoryTools(taken: Set<string>) {
  const booked: { start: string; name: string; phone: string | null }[] = [];
  const tools: Tools = {
    now: () => NOW,
    async availability(date) {
      if (date !== '2026-11-24') return [];
      return ['08:00', '08:30', '09:00'].map((t) => new Date(`${date}T${t}:00+01:00`).toISOString());
    },
    async book(input) {
      if (taken.has(input.start)) return { ok: false, reason: 'slot_unavailable' };
      taken.add(input.start);
      booked.push(input);
      return { ok: true, id: `appt-${booked.length}`, start: input.start };
    },
    async answer() {
      return null;
    },
  };
  return { tools, booked };
}

async function run(
  lines: string[],
  tools: Tools,
  from: string | null = '+48601234567',
  snapshot: TenantSnapshot = tenant,
) {
  let state: DialogueState = newState(from, NOW);
  deterministicBrain.greet(snapshot, state);
  const replies: string[] = [];
  let end: { outcome: string; transferTo?: string } | undefined;
  for (const line of lines) {
    const r = await deterministicBrain.nextTurn(snapshot, state, line, tools);
    state = r.state;
    replies.push(r.reply);
    end = r.end;
    if (end) break;
  }
  return { state, replies, end };
}

describe('the deterministic brain with in-memory tools', () => {
  it('does not change the state it was given, and books through the tool', async () => {
    const { tools, booked } = memoryTools(new Set());
    const start = newState('+48601234567', NOW);
    const frozen = JSON.stringify(start);
    const r1 = await deterministicBrain.nextTurn(tenant, start, 'Chcę umówić wizytę jutro rano', tools);
    expect(JSON.stringify(start)).toBe(frozen);
    expect(r1.state.stage).toBe('booking_pick');
    expect(r1.state.booking?.offered).toHaveLength(3);
    const { end, state } = await run(
      ['Chcę umówić wizytę jutro rano', 'o 8:30', 'Tomasz Lis', 'Nie, dziękuję'],
      tools,
    );
    expect(end).toEqual({ outcome: 'booked' });
    expect(booked).toEqual([
      { start: '2026-11-24T07:30:00.000Z', name: 'Tomasz Lis', phone: '+48601234567', service: undefined },
    ]);
    expect(polishSummary(state, tenant, 'booked')).toMatch(/^Umówiono wizytę: .*o 8:30, Tomasz Lis\./);
    expect(sentimentOf(state)).toBe('positive');
  });

  it('a slot the tool refuses is replaced by the other open slots', async () => {
    const { tools } = memoryTools(new Set(['2026-11-24T07:00:00.000Z']));
    const { replies, state } = await run(['Chcę umówić wizytę jutro o 8', 'Tak', 'Ola Kot'], tools);
    expect(replies[2]).toMatch(
      /przed chwilą zajęty\. Mogę zaproponować: jutro, we wtorek 24 listopada o 8:30 lub 9:00/,
    );
    expect(state.stage).toBe('booking_pick');
    expect(state.booking?.name).toBe('Ola Kot');
  });

  it('a message keeps the calling number to call back, unless the caller says no call back is needed', async () => {
    const { tools } = memoryTools(new Set());
    const noted = await run(['Proszę przekazać, że spóźnię się dziesięć minut.'], tools);
    expect(noted.state.message?.text).toBe('spóźnię się dziesięć minut. Numer do kontaktu: 601 234 567.');
    const none = await run(
      ['Proszę przekazać, że spóźnię się dziesięć minut, nie trzeba oddzwaniać.'],
      tools,
    );
    expect(none.state.message?.text).toMatch(/spóźnię się dziesięć minut/);
    expect(none.state.message?.text).not.toMatch(/601/);
    const en = await run(
      ["Please tell the doctor I'll be ten minutes late, no need to call me back."],
      tools,
    );
    expect(en.state.message?.text).toMatch(/ten minutes late/);
    expect(en.state.message?.text).not.toMatch(/601|Callback number/);
    const withNumber = await run(['Please tell the doctor that my X-rays are ready.'], tools);
    expect(withNumber.state.message?.text).toBe('my X-rays are ready. Callback number: 601 234 567.');
  });

  it('an emergency with no number to transfer to: 112 advice and an urgent message', async () => {
    const { tools } = memoryTools(new Set());
    const { replies, end, state } = await run(
      // The name and number are asked once before the message is confirmed: the answer.
      ['Był wypadek, kolega krwawi!', 'Proszę szybko oddzwonić do Marka', 'Jan Nowak, na ten numer.'],
      tools,
    );
    expect(replies[0]).toMatch(/112/);
    expect(end).toEqual({ outcome: 'callback' });
    expect(state.message).toMatchObject({
      urgent: true,
      callback: true,
      text: 'Proszę szybko oddzwonić do Marka. Od: Jan Nowak. Numer do kontaktu: 601 234 567.',
    });
  });

  it('after a booking, another time moves it; another appointment asked for does not', async () => {
    const mk = () => {
      const { tools, booked } = memoryTools(new Set());
      const cancelled: string[] = [];
      tools.cancelAppointment = async (id) => {
        cancelled.push(id);
        return { ok: true, start: '' };
      };
      return { tools, booked, cancelled };
    };
    const moved = mk();
    const a = await run(
      ['Chcę umówić wizytę jutro o 8', 'Ola Kot', 'Tak', 'A jednak wolałabym o dziewiątej.'],
      moved.tools,
    );
    expect(a.state.booking?.replaces).toBe('appt-1');
    const other = mk();
    const b = await run(
      [
        'Chcę umówić wizytę jutro o 8',
        'Ola Kot',
        'Tak',
        'Przepraszam, a mogę jeszcze zapisać córkę jutro o 9?',
      ],
      other.tools,
    );
    expect(b.state.booking?.replaces).toBeUndefined();
  });

  it('complaints make the sentiment negative', async () => {
    const { tools } = memoryTools(new Set());
    const { state } = await run(['To skandal, nikt nie odbiera telefonu!', 'Do widzenia'], tools);
    expect(sentimentOf(state)).toBe('negative');
    expect(polishSummary(state, tenant, 'no_action')).toBe('Rozmowa bez dalszych działań.');
  });

  describe('holidays and short days (dated exceptions to the weekly hours)', () => {
    // NOW is Monday 23 November 2026; Tuesday the 24th is normally open 08:00–16:00.
    const holiday: TenantSnapshot = {
      ...tenant,
      hoursExceptions: [
        { date: '2026-11-24', closed: true, hours: [], note: 'Inwentaryzacja' },
        { date: '2026-11-30', closed: false, hours: [{ open: '10:00', close: '12:00' }], note: null },
      ],
    };

    it('a caller asking about a closed date hears it is closed, with the note, in their language', async () => {
      const { tools } = memoryTools(new Set());
      const pl = await run(['Czy jesteście otwarci 24 listopada?'], tools, '+48601234567', holiday);
      expect(pl.replies[0]).toMatch(/^Jutro, we wtorek 24 listopada jesteśmy nieczynni \(Inwentaryzacja\)\./);
      const en = await run(['Are you open on November 24?'], tools, '+48601234567', holiday);
      expect(en.replies[0]).toMatch(/^Tomorrow, Tuesday, 24 November we are closed \(Inwentaryzacja\)\./);
      // Without the exception the same question gets the weekly hours.
      const plain = await run(['Czy jesteście otwarci 24 listopada?'], tools);
      expect(plain.replies[0]).not.toMatch(/nieczynni/);
    });

    it('the short day and the holiday are said with the weekly hours; a short day asked for has its hours', async () => {
      const { tools } = memoryTools(new Set());
      const { replies } = await run(['Jakie macie godziny otwarcia?'], tools, '+48601234567', holiday);
      expect(replies[0]).toContain('Jesteśmy otwarci: poniedziałek–wtorek 8:00–16:00.');
      expect(replies[0]).toContain(
        'Uwaga: jutro, we wtorek 24 listopada jesteśmy nieczynni (Inwentaryzacja).',
      );
      expect(replies[0]).toContain('W poniedziałek 30 listopada pracujemy w godzinach 10:00–12:00.');
    });

    it('booking the closed date: told it is closed, no slot of that day is offered', async () => {
      const { tools, booked } = memoryTools(new Set());
      const { replies, state } = await run(
        ['Chcę umówić wizytę 24 listopada'],
        tools,
        '+48601234567',
        holiday,
      );
      expect(replies[0]).toMatch(/^Jutro, we wtorek 24 listopada jesteśmy nieczynni \(Inwentaryzacja\)\. /);
      expect(state.booking?.offered ?? []).toEqual([]);
      expect(booked).toEqual([]);
      // The same request without the holiday offers that day's slots.
      const open = await run(['Chcę umówić wizytę 24 listopada'], tools);
      expect(open.state.booking?.offered).toHaveLength(3);
    });
  });
});
