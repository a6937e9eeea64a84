import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ApiError, api, unwrap } from '../../../lib/api';
import { Notice } from '../ui';
import type { Draft } from './draft';

/** The business: its name, typed or filled in from the company registry by NIP. */
export function BusinessStep({
  draft,
  set,
  nameError,
}: {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  nameError?: string;
}) {
  const { t } = useTranslation('onboarding');
  const lookup = useMutation({
    mutationFn: () =>
      unwrap(api.GET('/tenants/nip-lookup', { params: { query: { nip: draft.nip.trim() } } })),
    onSuccess: (company) => set({ business_name: company.name, nip: company.nip, address: company.address }),
  });
  const lookupError = lookup.error as ApiError | null;

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('business.title')}
      </Title>
      <Text size="sm">{t('business.intro')}</Text>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('business.nip')}
          description={t('business.nipHint')}
          value={draft.nip}
          onChange={(e) => set({ nip: e.currentTarget.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (draft.nip.trim()) lookup.mutate();
            }
          }}
          inputMode="numeric"
          maxLength={20}
          error={lookupError?.message}
          style={{ flex: '1 1 200px' }}
        />
        <Button
          variant="default"
          onClick={() => lookup.mutate()}
          loading={lookup.isPending}
          disabled={!draft.nip.trim()}
          mb={lookupError ? 22 : 0}
        >
          {t('business.lookup')}
        </Button>
      </Group>
      {lookup.isSuccess ? (
        <Notice color="teal" role="status" title={t('business.found')}>
          <Text size="sm">{lookup.data.name}</Text>
          {lookup.data.address ? <Text size="sm">{lookup.data.address}</Text> : null}
        </Notice>
      ) : null}
      <TextInput
        label={t('business.name')}
        description={t('business.nameHint')}
        value={draft.business_name}
        onChange={(e) => set({ business_name: e.currentTarget.value })}
        required
        maxLength={200}
        error={nameError}
      />
      {draft.address ? (
        <Text size="sm">
          {t('business.address')}: {draft.address}
        </Text>
      ) : null}
    </Stack>
  );
}
