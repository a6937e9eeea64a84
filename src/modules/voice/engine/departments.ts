/**
 * The department a caller asks to be put through to (pure): by the NLU's department key, its
 * words, or the caller's own words against the tenant's department names and keywords. English
 * words of a department also meet its usual Polish name ("surgery" is "chirurgia").
 */
import type { Ctx } from './step.js';
import { fold } from './texts.js';
import type { TenantSnapshot } from './types.js';

/** English words of a department and the Polish stems its name usually has. */
const IN_POLISH: Record<string, string[]> = {
  surgery: ['chirurg'],
  surgeon: ['chirurg'],
  surgical: ['chirurg'],
  hygienist: ['higienist'],
  orthodontist: ['ortodont'],
  orthodontics: ['ortodont'],
  accounts: ['ksiegow'],
  billing: ['ksiegow', 'rozliczen'],
  invoices: ['faktur'],
  reception: ['recepcj', 'rejestracj'],
  registration: ['rejestracj'],
};

const DEPARTMENT_WORDS: Record<string, string[]> = {
  reception: ['recepcj', 'rejestrac', 'reception', 'front'],
  doctor: ['lekarz', 'doktor', 'doctor', 'physician', 'dentyst', 'dentist'],
  service: ['serwis', 'service', 'warsztat', 'mechani', 'workshop'],
  accounting: ['ksiegow', 'accounting', 'accountant', 'rozlicz', 'faktur', 'invoice', 'billing'],
  manager: ['kierown', 'manager', 'szef', 'wlasciciel', 'owner', 'dyrektor'],
  sales: ['sprzedaz', 'handlow', 'sales', 'oferta', 'offer'],
};

function stemMatch(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length, 6);
  return n >= 4 && a.slice(0, n) === b.slice(0, n);
}

/** The department the caller asked for (by the NLU's department key, its name or keywords), with a number to transfer to. */
export function findDepartment(c: Ctx) {
  const dep = c.nlu.slots.department;
  const callerWords = fold(c.text)
    .split(' ')
    .flatMap((w) => [w, ...(IN_POLISH[w] ?? [])])
    .filter((w) => w.length >= 4);
  const wanted = [
    ...(dep ? (DEPARTMENT_WORDS[dep.key] ?? []) : []),
    ...(dep ? fold(dep.text).split(' ') : []),
  ];
  let best: { d: TenantSnapshot['departments'][number]; score: number } | null = null;
  for (const d of c.tenant.departments) {
    if (!d.transferNumber) continue;
    const words = fold([d.name, ...d.keywords].join(' '))
      .split(' ')
      .filter((w) => w.length >= 4);
    let score = 0;
    if (wanted.some((w) => words.some((x) => stemMatch(w, x)))) score += 2;
    if (callerWords.some((w) => words.some((x) => stemMatch(w, x)))) score += 1;
    if (score > 0 && (!best || score > best.score)) best = { d, score };
  }
  return best?.d ?? null;
}
