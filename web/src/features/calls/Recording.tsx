import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, unwrap } from '../../lib/api';
import { serverNow } from '../../lib/clock';
import { duration } from './shared';

/** Why a call has no recording to hear, as `GET /calls/{id}/recording` answers it (`recording_status`). */
type Missing = 'none' | 'pending' | 'absent' | 'failed' | 'purged';
type Link = Awaited<ReturnType<typeof loadLink>>;
type State = { state: 'available'; link: Link } | { state: Missing };

const loadLink = (id: string) => unwrap(api.GET('/calls/{id}/recording', { params: { path: { id } } }));
const recordingKey = (id: string) => ['calls', 'one', id, 'recording'] as const;
const MISSING: Missing[] = ['none', 'pending', 'absent', 'failed', 'purged'];

async function loadState(id: string): Promise<State> {
  try {
    return { state: 'available', link: await loadLink(id) };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404 && e.code === 'recording_not_found') {
      const s = (e.info.body as { recording_status?: unknown } | null)?.recording_status;
      return { state: MISSING.includes(s as Missing) ? (s as Missing) : 'none' };
    }
    throw e;
  }
}

/** A link that expires within this margin is renewed before playing. */
const RENEW_MARGIN_MS = 15_000;

/** The call's recording (`GET /calls/{id}/recording`): a player on a short-lived link, or why there is none. */
export function Recording({ callId }: { callId: string }) {
  const { t } = useTranslation('calls');
  const audio = useRef<HTMLAudioElement>(null);
  /** The newest link, read by the player's handlers (a renewed one before React re-renders). */
  const latest = useRef<Link | null>(null);
  const q = useQuery({
    queryKey: recordingKey(callId),
    queryFn: () => loadState(callId),
    // The link is renewed only when needed (a new `src` would stop a playing recording).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  /** The link has expired (or is about to): fetch a new one and play from where the owner was. */
  async function renewAndPlay() {
    const el = audio.current;
    const at = el?.currentTime ?? 0;
    const next = await q.refetch();
    if (next.data?.state !== 'available' || !el) return;
    latest.current = next.data.link;
    el.src = next.data.link.url;
    el.currentTime = at;
    await el.play().catch(() => undefined);
  }

  if (q.data?.state === 'available' && latest.current?.url !== q.data.link.url) latest.current = q.data.link;
  const stale = () => {
    const link = latest.current;
    return !!link && Date.parse(link.expires_at) - RENEW_MARGIN_MS <= serverNow().getTime();
  };

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs" id="recording-heading">
        {t('recording.title')}
      </Title>
      {q.isPending ? (
        <Text size="sm" c="dimmed">
          {t('recording.loading')}
        </Text>
      ) : q.isError ? (
        <Alert color="red" role="alert" p="xs">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{q.error instanceof Error ? q.error.message : String(q.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void q.refetch()}>
              {t('recording.retry')}
            </Button>
          </Group>
        </Alert>
      ) : q.data.state === 'available' ? (
        <Stack gap="xs" data-testid="recording" data-state="available">
          {/* biome-ignore lint/a11y/useMediaCaption: a phone call's recording; its words are in the transcript next to it */}
          <audio
            ref={audio}
            controls
            preload="none"
            src={q.data.link.url}
            aria-labelledby="recording-heading"
            style={{ width: '100%' }}
            onPlay={(e) => {
              if (stale()) {
                e.currentTarget.pause();
                void renewAndPlay();
              }
            }}
            onError={() => {
              // A link that expired while the page was open answers 403: ask for a fresh one.
              if (stale()) void renewAndPlay();
            }}
          />
          <Text size="sm">
            {q.data.link.duration_seconds == null
              ? t('recording.durationUnknown')
              : t('recording.duration', { duration: duration(q.data.link.duration_seconds) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('recording.captionNote')}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" data-testid="recording" data-state={q.data.state}>
          {t(`recording.states.${q.data.state}`)}
        </Text>
      )}
    </Card>
  );
}
