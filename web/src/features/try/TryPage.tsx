import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFound, PageTitle, QueryState } from '../../components/common';
import type { ApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useMe } from '../../lib/session';
import { Composer } from './Composer';
import { CreatedPanel } from './CreatedPanel';
import { ReadinessHints } from './ReadinessHints';
import { StartForm } from './StartForm';
import { canSpeak, speak, stopSpeaking } from './speech';
import { Transcript } from './Transcript';
import { useTestCall } from './useTestCall';

function Conversation({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('try');
  const [readAloud, setReadAloud] = useState(false);
  const tc = useTestCall(tenantId, (text, lang) => {
    if (readAloud) speak(text, lang);
  });
  useEffect(() => () => stopSpeaking(), []);
  useEffect(() => {
    if (tc.hangUp.error) notifyError(tc.hangUp.error);
  }, [tc.hangUp.error]);

  const call = tc.call;
  if (!call)
    return (
      <StartForm
        onStart={(body) => tc.start.mutate(body)}
        pending={tc.start.isPending}
        error={tc.start.error as ApiError | null}
      />
    );

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h3">
                {t('conversation.heading')}
              </Title>
              <Group gap="sm" wrap="wrap">
                {canSpeak() ? (
                  <Switch
                    label={t('conversation.speakReplies')}
                    checked={readAloud}
                    onChange={(e) => {
                      setReadAloud(e.currentTarget.checked);
                      if (!e.currentTarget.checked) stopSpeaking();
                    }}
                  />
                ) : null}
                {call.ended ? (
                  <Button variant="default" onClick={tc.reset}>
                    {t('conversation.newCall')}
                  </Button>
                ) : (
                  <Button color="red.8" onClick={() => tc.hangUp.mutate()} loading={tc.hangUp.isPending}>
                    {t('conversation.hangUp')}
                  </Button>
                )}
              </Group>
            </Group>
            <Transcript call={call} />
            {call.ended ? (
              <Alert color="gray" variant="light" role="status">
                <Stack gap={4}>
                  <Text size="sm" fw={700}>
                    {t('conversation.ended')}
                  </Text>
                  {call.outcome ? (
                    <Text size="sm">
                      {t('conversation.outcome', { outcome: t(`outcomes.${call.outcome}`) })}
                    </Text>
                  ) : null}
                  <Anchor component={Link} to={`/calls/${call.started.call_id}`} size="sm">
                    {t('conversation.viewCall')}
                  </Anchor>
                </Stack>
              </Alert>
            ) : (
              <Composer lang={call.language} disabled={call.ended} sending={tc.sending} onSend={tc.send} />
            )}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CreatedPanel call={call} />
      </Grid.Col>
    </Grid>
  );
}

/** `/try`: the owner talks to their own receptionist (text or speech) and sees what it did. */
export default function TryPage() {
  const { t } = useTranslation('try');
  const me = useMe();
  return (
    <Stack maw={1100}>
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      <QueryState query={me}>
        {(user) =>
          user?.tenant_id ? (
            <Stack>
              <Text>{t('intro')}</Text>
              <Text size="sm">{t('recorded')}</Text>
              <ReadinessHints tenantId={user.tenant_id} />
              <Conversation tenantId={user.tenant_id} />
            </Stack>
          ) : (
            <NotFound />
          )
        }
      </QueryState>
    </Stack>
  );
}
