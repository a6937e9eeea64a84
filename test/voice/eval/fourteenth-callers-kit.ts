/**
 * Builders for the fourteenth held-out set (`fourteenth.ts`): a booking with its service's
 * length from `clinic.ts`, on top of the twelfth set's builders (the language given with each
 * caller: the ids `o001`… say nothing of it).
 */
import { SERVICE_TYPES } from './clinic.js';
import type { Expect } from './script.js';
import { type Lang, make } from './twelfth-callers-kit.js';

export type Service = keyof typeof SERVICE_TYPES;

/** Booked at `at` (local `YYYY-MM-DD HH:mm`) for this service and name (the length from the settings). */
export const booked = (
  id: string,
  lang: Lang,
  at: string,
  service: Service | null,
  name: string | null,
  lines: string[],
  extra: Partial<Expect> = {},
) =>
  make(
    id,
    lang,
    {
      outcome: 'booked',
      appointment: {
        at,
        ...(service ? { service, minutes: SERVICE_TYPES[service].duration_minutes } : {}),
        ...(name ? { name } : {}),
        ...(extra.appointment ?? {}),
      },
      ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'appointment')),
    },
    lines,
  );
