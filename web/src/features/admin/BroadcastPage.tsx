import {
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';

const TYPES = ['info', 'feature', 'maintenance', 'incident', 'billing'] as const;
const TIERS = ['trial', 'solo', 'starter', 'business', 'enterprise'] as const;
type Audience = 'all' | 'tiers' | 'tenants';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An in-app announcement to tenants (`POST /admin/notifications/broadcast`). The route takes one
 * title and one message, so a bilingual announcement is written in both languages in the text.
 */
export default function BroadcastPage() {
  const { t } = useTranslation('admin');
  const [type, setType] = useState<(typeof TYPES)[number]>('info');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [actionUrl, setActionUrl] = useState('');
  const [actionLabel, setActionLabel] = useState('');
  const [audience, setAudience] = useState<Audience>('all');
  const [tiers, setTiers] = useState<string[]>([]);
  const [ids, setIds] = useState('');
  const [confirming, confirm] = useDisclosure(false);

  const tenantIds = ids
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const badIds = tenantIds.filter((s) => !UUID.test(s));
  const send = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/admin/notifications/broadcast', {
          body: {
            type,
            title: title.trim(),
            message: message.trim(),
            action_url: actionUrl.trim() || null,
            action_label: actionLabel.trim() || null,
            ...(audience === 'tiers' ? { target: { tiers: tiers as (typeof TIERS)[number][] } } : {}),
            ...(audience === 'tenants' ? { target: { tenant_ids: tenantIds } } : {}),
          },
        }),
      ),
    onSuccess: () => {
      setTitle('');
      setMessage('');
      setActionUrl('');
      setActionLabel('');
    },
    onSettled: confirm.close,
  });
  const error = send.error as ApiError | null;
  const fieldError = (name: string) => error?.info.fields.find((f) => f.field === name)?.message;
  const audienceText =
    audience === 'all'
      ? t('broadcast.audienceAll')
      : audience === 'tiers'
        ? t('broadcast.summaryTiers', { list: tiers.map((x) => t(`tiers.${x}`)).join(', ') })
        : t('broadcast.summaryTenants', { n: tenantIds.length });
  const ready =
    title.trim() &&
    message.trim() &&
    (audience !== 'tiers' || tiers.length > 0) &&
    (audience !== 'tenants' || (tenantIds.length > 0 && badIds.length === 0));

  return (
    <Stack>
      <PageTitle title={t('broadcast.title')}>{t('broadcast.title')}</PageTitle>
      <Text size="sm">{t('broadcast.intro')}</Text>
      {send.isSuccess ? (
        <Paper withBorder p="md" role="status" style={{ borderColor: 'var(--mantine-color-teal-9)' }}>
          <Text fw={700} c="teal.9">
            {t('broadcast.sentTitle')}
          </Text>
          <Text size="sm">
            {t('broadcast.sent', { n: send.data.tenants })}
            {send.data.unknown_tenant_ids > 0
              ? ` ${t('broadcast.unknown', { n: send.data.unknown_tenant_ids })}`
              : ''}
          </Text>
        </Paper>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send.reset();
          confirm.open();
        }}
      >
        <Stack maw={720}>
          <Select
            label={t('broadcast.type')}
            value={type}
            onChange={(v) => v && setType(v as (typeof TYPES)[number])}
            data={TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))}
            allowDeselect={false}
            maw={320}
          />
          <TextInput
            label={t('broadcast.fieldTitle')}
            description={t('broadcast.bilingualHint')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={140}
            required
            error={fieldError('title')}
          />
          <Textarea
            label={t('broadcast.message')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={4}
            required
            error={fieldError('message')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('broadcast.actionUrl')}
              type="url"
              value={actionUrl}
              onChange={(e) => setActionUrl(e.currentTarget.value)}
              error={fieldError('action_url')}
            />
            <TextInput
              label={t('broadcast.actionLabel')}
              value={actionLabel}
              onChange={(e) => setActionLabel(e.currentTarget.value)}
              maxLength={60}
              error={fieldError('action_label')}
            />
          </SimpleGrid>
          <Radio.Group
            label={t('broadcast.audience')}
            value={audience}
            onChange={(v) => setAudience(v as Audience)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="all" label={t('broadcast.audienceAll')} />
              <Radio value="tiers" label={t('broadcast.audienceTiers')} />
              <Radio value="tenants" label={t('broadcast.audienceTenants')} />
            </Stack>
          </Radio.Group>
          {audience === 'tiers' ? (
            <Checkbox.Group label={t('broadcast.tiers')} value={tiers} onChange={setTiers}>
              <Group mt="xs" wrap="wrap">
                {TIERS.map((x) => (
                  <Checkbox key={x} value={x} label={t(`tiers.${x}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          ) : null}
          {audience === 'tenants' ? (
            <Textarea
              label={t('broadcast.tenantIds')}
              description={t('broadcast.tenantIdsHint')}
              value={ids}
              onChange={(e) => setIds(e.currentTarget.value)}
              autosize
              minRows={2}
              error={
                badIds.length ? t('broadcast.badIds', { list: badIds.slice(0, 3).join(', ') }) : undefined
              }
            />
          ) : null}
          {error && !error.info.fields.length ? (
            <Text c="red.8" size="sm" role="alert">
              {error.message}
            </Text>
          ) : null}
          <Button type="submit" w="fit-content" disabled={!ready}>
            {t('broadcast.review')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={t('broadcast.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack>
          <Text size="sm">{t('broadcast.confirmBody', { audience: audienceText })}</Text>
          <Text fw={700}>{title}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              {t('broadcast.cancel')}
            </Button>
            <Button onClick={() => send.mutate()} loading={send.isPending}>
              {t('broadcast.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
