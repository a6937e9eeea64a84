/** Resolving what the patterns found into calendar dates (see `datetime.ts`). */
import { DateTime } from 'luxon';
import { monthValue, WEEKDAY_PL } from './datetime.words.js';
import type { DateRangeKind, DateRangeSlot } from './types.js';

// ---------------------------------------------------------------- resolution helpers

export function fmtTime(h: number, m: number): string {
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function weekdayFrom(word: string): number | undefined {
  for (const [re, n] of WEEKDAY_PL) if (re.test(word)) return n;
  return undefined;
}

export function resolveWeekday(today: DateTime, wd: number, mode: 'plain' | 'this' | 'next'): DateTime {
  const diff = (wd - today.weekday + 7) % 7;
  if (mode === 'this') return today.plus({ days: diff });
  if (mode === 'next') return today.plus({ days: 8 - today.weekday + wd - 1 });
  return today.plus({ days: diff === 0 ? 7 : diff });
}

export function rollDate(today: DateTime, day: number, month: number, year?: number): DateTime | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const y = year !== undefined ? (year < 100 ? 2000 + year : year) : today.year;
  let d = DateTime.fromObject({ year: y, month, day }, { zone: today.zone });
  if (!d.isValid || d.day !== day) {
    if (year !== undefined) return undefined;
    d = DateTime.fromObject({ year: y + 1, month, day }, { zone: today.zone });
    return d.isValid && d.day === day ? d : undefined;
  }
  if (year === undefined && d < today) {
    const next = DateTime.fromObject({ year: y + 1, month, day }, { zone: today.zone });
    return next.isValid && next.day === day ? next : undefined;
  }
  return d;
}

export function dayOfMonthAhead(today: DateTime, day: number): DateTime | undefined {
  for (let i = 0; i < 3; i++) {
    const base = today.plus({ months: i });
    const d = DateTime.fromObject({ year: base.year, month: base.month, day }, { zone: today.zone });
    if (d.isValid && d.day === day && d >= today) return d;
  }
  return undefined;
}

function range(from: DateTime, to: DateTime, kind: DateRangeKind): DateRangeSlot {
  return { from: from.toISODate()!, to: to.toISODate()!, kind };
}

export function resolveRange(
  kind: DateRangeKind,
  m: RegExpExecArray,
  today: DateTime,
): DateRangeSlot | undefined {
  const nextMonday = today.plus({ days: 8 - today.weekday });
  switch (kind) {
    case 'early_next_week':
      return range(nextMonday, nextMonday.plus({ days: 2 }), kind);
    case 'next_week':
      return range(nextMonday, nextMonday.plus({ days: 6 }), kind);
    case 'this_week':
      return range(today, today.plus({ days: 7 - today.weekday }), kind);
    case 'end_of_week': {
      const monday = today.weekday <= 5 ? today.minus({ days: today.weekday - 1 }) : nextMonday;
      const thu = monday.plus({ days: 3 });
      return range(thu < today ? today : thu, monday.plus({ days: 4 }), kind);
    }
    case 'weekend': {
      if (/przysz|nastep|\bnext\b/.test(m[0])) {
        return range(nextMonday.plus({ days: 5 }), nextMonday.plus({ days: 6 }), 'next_weekend');
      }
      const sunday = today.plus({ days: 7 - today.weekday });
      const sat = today.weekday >= 6 ? today : sunday.minus({ days: 1 });
      return range(sat, sunday, kind);
    }
    case 'next_month': {
      const first = today.plus({ months: 1 }).startOf('month');
      return range(first, first.endOf('month').startOf('day'), kind);
    }
    case 'month': {
      const word = m[1] ?? m[2] ?? '';
      const month = monthValue(word);
      if (month === undefined) return undefined;
      const year = month < today.month ? today.year + 1 : today.year;
      const first = DateTime.fromObject({ year, month, day: 1 }, { zone: today.zone });
      const from = month === today.month && year === today.year ? today : first;
      return range(from, first.endOf('month').startOf('day'), kind);
    }
    default:
      return undefined;
  }
}
