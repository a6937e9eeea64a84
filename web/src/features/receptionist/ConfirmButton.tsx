import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A destructive action asked twice: the button, then "Sure? yes / cancel" in place. */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  loading,
}: {
  label: string;
  question: string;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation('receptionist');
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="compact-sm" variant="default" c="red.9" onClick={() => setAsking(true)} loading={loading}>
        {label}
      </Button>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{question}</Text>
      <Button
        size="compact-sm"
        color="red.8"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('actions.confirmDelete')}
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => setAsking(false)}>
        {t('actions.cancel')}
      </Button>
    </Group>
  );
}
