/** The state of one test call: start, the owner's lines and the replies, hang-up. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type ApiError, api, unwrap } from '../../lib/api';
import type { CallState, Lang, TurnResult } from './types';

export function useTestCall(tenantId: string, onReply?: (text: string, lang: Lang) => void) {
  const qc = useQueryClient();
  const [call, setCall] = useState<CallState | null>(null);
  const nextId = useRef(1);
  const path = { tenant_id: tenantId };

  /** The pages reading calls and appointments show what the conversation created. */
  const refreshLists = () =>
    qc.invalidateQueries({
      predicate: (q) => ['calls', 'call', 'appointments', 'calendar'].includes(String(q.queryKey[0])),
    });

  const start = useMutation({
    mutationFn: (body: { language: Lang; caller_number?: string }) =>
      unwrap(api.POST('/tenants/{tenant_id}/test-calls', { params: { path }, body })),
    onSuccess: (started) => {
      setCall({ started, turns: [], ended: false, outcome: null, language: started.language });
      onReply?.(started.greeting, started.language);
      void refreshLists();
    },
  });

  const patchTurn = (id: number, result: TurnResult | null, error: string | null) =>
    setCall((c) => {
      if (!c) return c;
      const turns = c.turns.map((t) => (t.id === id ? { ...t, result, error } : t));
      if (!result) return { ...c, turns };
      return { ...c, turns, ended: result.ended, outcome: result.outcome, language: result.language };
    });

  const send = useMutation({
    mutationFn: ({ text }: { text: string; id: number }) =>
      unwrap(
        api.POST('/tenants/{tenant_id}/test-calls/{session_id}/turns', {
          params: { path: { ...path, session_id: call?.started.session_id ?? '' } },
          body: { text },
        }),
      ),
    onMutate: ({ text, id }) =>
      setCall((c) => (c ? { ...c, turns: [...c.turns, { id, line: text, result: null, error: null }] } : c)),
    onSuccess: (result, { id }) => {
      patchTurn(id, result, null);
      onReply?.(result.reply, result.language);
      if (result.actions.length || result.ended) void refreshLists();
    },
    onError: (err, { id }) => {
      patchTurn(id, null, (err as ApiError).message);
      // The conversation ended elsewhere (idle for too long): nothing more can be said in it.
      if ((err as ApiError).code === 'session_ended') setCall((c) => (c ? { ...c, ended: true } : c));
    },
  });

  const hangUp = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/tenants/{tenant_id}/test-calls/{session_id}/hangup', {
          params: { path: { ...path, session_id: call?.started.session_id ?? '' } },
        }),
      ),
    onSuccess: (r) => {
      setCall((c) => (c ? { ...c, ended: true, outcome: r.outcome } : c));
      void refreshLists();
    },
    onError: (err) => {
      if ((err as ApiError).code === 'session_ended') setCall((c) => (c ? { ...c, ended: true } : c));
    },
  });

  return {
    call,
    start,
    send: (text: string) => send.mutate({ text, id: nextId.current++ }),
    sending: send.isPending,
    hangUp,
    reset: () => {
      setCall(null);
      start.reset();
      send.reset();
      hangUp.reset();
    },
  };
}
