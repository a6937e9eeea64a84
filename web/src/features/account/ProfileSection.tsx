import { Avatar, Button, FileButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ME_KEY, type Me } from '../../lib/session';
import { Section } from './Section';

/** Name, SMS phone and the profile picture. */
export function ProfileSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const [fullName, setFullName] = useState(me.full_name ?? '');
  const [phone, setPhone] = useState(me.sms_phone ?? '');
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH('/auth/me', {
          body: { full_name: fullName.trim() || null, sms_phone: phone.trim() || null },
        }),
      ),
    onSuccess: (u) => {
      qc.setQueryData(ME_KEY, u);
      setPhone(u.sms_phone ?? '');
      notifySuccess(t('profile.saved'));
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return unwrap(
        api.POST('/auth/me/avatar', {
          body: form as unknown as { file: string },
          bodySerializer: (b) => b as unknown as FormData,
        }),
      );
    },
    onSuccess: (u) => {
      qc.setQueryData(ME_KEY, u);
      notifySuccess(t('profile.avatarSaved'));
    },
    onError: notifyError,
  });
  const removeAvatar = useMutation({
    mutationFn: () => unwrap(api.DELETE('/auth/me/avatar')),
    onSuccess: (u) => void qc.setQueryData(ME_KEY, u),
    onError: notifyError,
  });
  const error = save.error as ApiError | null;
  const fieldError = (f: string) => error?.info.fields.find((x) => x.field === f)?.message;

  return (
    <Section id="profile" title={t('profile.title')}>
      <Group gap="md" wrap="wrap">
        <Avatar
          src={me.avatar_url}
          size={72}
          radius="xl"
          alt={me.avatar_url ? t('profile.avatarAlt') : undefined}
          data-testid="avatar"
          color="indigo"
        >
          {(me.full_name ?? me.email).slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={(f) => f && upload.mutate(f)} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button {...props} variant="default" size="xs" loading={upload.isPending}>
                  {me.avatar_url ? t('profile.avatarChange') : t('profile.avatarUpload')}
                </Button>
              )}
            </FileButton>
            {me.avatar_url ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => removeAvatar.mutate()}
                loading={removeAvatar.isPending}
              >
                {t('profile.avatarRemove')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs">{t('profile.avatarHelp')}</Text>
        </Stack>
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.fullName')}
              value={fullName}
              onChange={(e) => setFullName(e.currentTarget.value)}
              autoComplete="name"
              maxLength={200}
              error={fieldError('full_name')}
            />
            <TextInput
              label={t('profile.smsPhone')}
              description={t('profile.smsPhoneHelp')}
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              type="tel"
              autoComplete="tel"
              error={fieldError('sms_phone')}
            />
          </SimpleGrid>
          {error && !error.info.fields.length ? (
            <Text c="red.8" size="sm" role="alert">
              {error.message}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('common:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
