import {
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading, PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { useMe } from '../../lib/session';
import { tenantQuery } from '../../lib/time';
import { ForwardingCheck } from './ForwardingCheck';
import { Notice } from './ui';

type Rings = 3 | 5 | 7;

function DialCode({ code }: { code: string }) {
  const { t } = useTranslation('common');
  return (
    <Group gap="xs" wrap="nowrap">
      <Code fz="md">{code}</Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`${t('copy')} ${code}`}>
            {copied ? t('copied') : t('copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function Instructions({ tenantId }: { tenantId: string }) {
  const { t, i18n } = useTranslation('onboarding');
  const [rings, setRings] = useState<Rings | undefined>(undefined);
  const [carrier, setCarrier] = useState('');
  const polish = i18n.language.startsWith('pl');
  const instructions = useQuery({
    queryKey: ['onboarding', 'forwarding-instructions', rings ?? 'saved'],
    queryFn: () =>
      unwrap(api.GET('/onboarding/forwarding-instructions', { params: { query: rings ? { rings } : {} } })),
    placeholderData: keepPreviousData,
  });
  // Fresher than the shared query's default: the forwarding state changes while this page is open.
  const tenant = useQuery({ ...tenantQuery(tenantId), staleTime: 15_000 });

  return (
    <QueryState query={instructions}>
      {(ins) => {
        const chosen = ins.carriers.find((c) => c.carrier === carrier);
        return (
          <Stack>
            <Notice color="indigo" role="note" title={t('forwarding.numberTitle')}>
              <Text size="lg" fw={700} data-testid="forward-to">
                {ins.forward_to}
              </Text>
              <Text size="sm">{t('forwarding.numberHint')}</Text>
            </Notice>
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
              <Stack>
                <Title order={2} size="h3">
                  {t('forwarding.setupTitle')}
                </Title>
                <Text size="sm">
                  {ins.answering_mode === 'always'
                    ? t('forwarding.modeAlways')
                    : t('forwarding.modeUnanswered')}
                </Text>
                <NativeSelect
                  label={t('forwarding.carrier')}
                  description={t('forwarding.carrierHint')}
                  value={carrier}
                  onChange={(e) => setCarrier(e.currentTarget.value)}
                  data={[
                    { value: '', label: t('forwarding.chooseCarrier') },
                    ...ins.carriers.map((c) => ({ value: c.carrier, label: c.name })),
                  ]}
                />
                {ins.answering_mode !== 'always' && chosen?.network !== 'landline' ? (
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id="rings-label">
                      {t('forwarding.rings')}
                    </Text>
                    <SegmentedControl
                      aria-labelledby="rings-label"
                      value={String(ins.rings)}
                      onChange={(v) => setRings(Number(v) as Rings)}
                      data={[3, 5, 7].map((n) => ({ value: String(n), label: t(`forwarding.rings${n}`) }))}
                      w="fit-content"
                    />
                    <Text size="sm">{t('forwarding.ringsHint', { seconds: ins.no_answer_seconds })}</Text>
                  </Stack>
                ) : null}
                {chosen ? (
                  <Stack gap="xs" data-testid="carrier-codes">
                    <Title order={3} size="h4">
                      {t('forwarding.codesFor', { name: chosen.name })}
                    </Title>
                    <Text size="sm">{polish ? chosen.notes_pl : chosen.notes}</Text>
                    <Text size="sm" fw={500}>
                      {t('forwarding.activate')}
                    </Text>
                    <List size="sm" type="ordered" spacing={4}>
                      {chosen.activate.map((code) => (
                        <List.Item key={code}>
                          <DialCode code={code} />
                        </List.Item>
                      ))}
                    </List>
                    {chosen.check ? (
                      <>
                        <Text size="sm" fw={500}>
                          {t('forwarding.status')}
                        </Text>
                        <DialCode code={chosen.check} />
                      </>
                    ) : null}
                    <Text size="sm" fw={500}>
                      {t('forwarding.deactivate')}
                    </Text>
                    <DialCode code={chosen.deactivate} />
                  </Stack>
                ) : (
                  <Text size="sm">{t('forwarding.pickCarrier')}</Text>
                )}
                <Text size="sm" fw={500}>
                  {t('forwarding.backupGreeting')}
                </Text>
                <Text size="sm" fs="italic">
                  {ins.backup_greeting}
                </Text>
              </Stack>
            </Paper>
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
              <ForwardingCheck tenantId={tenantId} ownerPhone={tenant.data?.owner_phone ?? null} />
            </Paper>
            <Group justify="space-between" wrap="wrap">
              <Anchor component={Link} to="/settings/phone-numbers" size="sm">
                {t('forwarding.numbersLink')}
              </Anchor>
              <Button component={Link} to="/readiness">
                {t('forwarding.toReadiness')}
              </Button>
            </Group>
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** `/onboarding/forwarding`: codes for the owner's operator and the test call (a deep link of the checklist). */
export default function Forwarding() {
  const { t } = useTranslation('onboarding');
  const me = useMe();
  const tenantId = me.data?.tenant_id;
  return (
    <Stack maw={860}>
      <PageTitle title={t('forwarding.title')}>{t('forwarding.title')}</PageTitle>
      <Text>{t('forwarding.intro')}</Text>
      {tenantId ? <Instructions tenantId={tenantId} /> : <Loading />}
    </Stack>
  );
}
