/** What a finished conversation leaves behind: the call record's summary, sentiment and duration. */
import type { CallOutcome, SENTIMENTS } from '../../calls/calls.schema.js';
import { formatSlot } from '../nlu/index.js';
import type { DialogueState, TenantSnapshot } from './types.js';

/** A short Polish summary of what happened (the call record's `summary`). */
export function polishSummary(state: DialogueState, tenant: TenantSnapshot, outcome: CallOutcome): string {
  const parts: string[] = [];
  const b = state.booking;
  if (b?.appointmentId && b.chosen)
    parts.push(
      `Umówiono wizytę: ${formatSlot(b.chosen, 'pl', tenant.timezone)}, ${b.name ?? 'bez nazwiska'}${b.service ? `, usługa: ${b.service}` : ''}.`,
    );
  for (const m of state.managed ?? []) {
    const service = m.service ? ` (usługa: ${m.service})` : '';
    if (m.action === 'cancelled')
      parts.push(`Odwołano wizytę: ${formatSlot(m.from, 'pl', tenant.timezone)}${service}.`);
    else
      parts.push(
        `Przełożono wizytę${service} z terminu ${formatSlot(m.from, 'pl', tenant.timezone)} na termin ${formatSlot(m.to ?? m.from, 'pl', tenant.timezone)}.`,
      );
  }
  if (state.verification?.failed)
    parts.push('Weryfikacja rozmówcy kodem SMS nie powiodła się; nie wprowadzono zmian.');
  if (state.answered.length) parts.push(`Odpowiedziano na pytania: ${state.answered.join('; ')}.`);
  if (state.message?.text)
    parts.push(`Przyjęto wiadomość${state.message.urgent ? ' (pilna)' : ''}: „${state.message.text}”.`);
  if (outcome === 'transferred')
    parts.push(
      `Przełączono połączenie${state.transferDepartment ? ` do działu ${state.transferDepartment}` : ''} (${state.transferTo}).`,
    );
  if (state.unanswered.length) parts.push(`Pytania bez odpowiedzi: ${state.unanswered.join('; ')}.`);
  if (parts.length === 0)
    parts.push(outcome === 'hung_up' ? 'Rozmówca rozłączył się.' : 'Rozmowa bez dalszych działań.');
  return parts.join(' ').slice(0, 2000);
}

/** Sentiment from simple cues: thanks and praise against complaints. */
export function sentimentOf(state: DialogueState): (typeof SENTIMENTS)[number] {
  const { positive, negative } = state.cues;
  if (negative > positive) return 'negative';
  if (positive > negative) return 'positive';
  return 'neutral';
}

/** Whole seconds from the start of the call to `end` (at least 1). */
export function durationSeconds(state: DialogueState, end: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - new Date(state.startedAt).getTime()) / 1000));
}
