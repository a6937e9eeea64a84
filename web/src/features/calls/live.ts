/**
 * Live updates: `GET /tenants/{id}/events` (server-sent events, the session cookie) refreshes
 * what the pages show when a call ends or an appointment changes, and says so in a small
 * notification. EventSource reconnects by itself; each (re)connection refetches, since
 * events raised while away are not replayed.
 */
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from '../../lib/api';
import { useMe } from '../../lib/session';
import { KEYS } from './shared';

interface CallEvent {
  call_id: string;
  caller_number: string | null;
  message: boolean;
  urgent: boolean;
  callback_requested: boolean;
}

export function useLiveUpdates() {
  const tenantId = useMe().data?.tenant_id ?? null;
  const qc = useQueryClient();
  const { t } = useTranslation('calls');

  useEffect(() => {
    if (!tenantId || typeof EventSource === 'undefined') return;
    const refresh = () => {
      for (const key of [KEYS.calls, KEYS.followUps, KEYS.missed, KEYS.monthly])
        void qc.invalidateQueries({ queryKey: key });
    };
    const source = new EventSource(`${apiBaseUrl()}/tenants/${tenantId}/events`, { withCredentials: true });
    let connected = false;
    source.addEventListener('ready', () => {
      if (connected) refresh();
      connected = true;
    });
    source.addEventListener('call', (e) => {
      refresh();
      let data: CallEvent | null = null;
      try {
        data = JSON.parse((e as MessageEvent<string>).data) as CallEvent;
      } catch {
        return;
      }
      const from = data.caller_number ?? t('withheld');
      notifications.show({
        id: `call-${data.call_id}`,
        color: data.urgent ? 'red' : 'indigo',
        title: data.message
          ? t(data.urgent ? 'live.urgentMessage' : 'live.message', { from })
          : t('live.call', { from }),
        message: t(data.callback_requested ? 'live.callbackBody' : 'live.body'),
        autoClose: 6000,
        closeButtonProps: { 'aria-label': t('common:close') },
      });
    });
    source.addEventListener('appointment', () => {
      void qc.invalidateQueries({ queryKey: KEYS.appointments });
    });
    return () => source.close();
  }, [tenantId, qc, t]);
}
