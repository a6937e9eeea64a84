import { Button, Group, SimpleGrid, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { type Department, fieldError, formError } from './api';
import { FormError } from './Section';

export interface DepartmentValues {
  name: string;
  description: string | null;
  transfer_number: string | null;
  keywords: string[];
  is_active: boolean;
}

const FIELDS = ['name', 'description', 'transfer_number', 'keywords'];

/** The department's fields, for a new one and for editing; refusals are shown at their fields. */
export function DepartmentForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  initial?: Department;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: DepartmentValues) => void;
}) {
  const { t } = useTranslation('receptionist');
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [number, setNumber] = useState(initial?.transfer_number ?? '');
  const [keywords, setKeywords] = useState<string[]>(initial?.keywords ?? []);
  const [active, setActive] = useState(initial?.is_active ?? true);
  const nameTaken =
    error instanceof ApiError && error.code === 'department_name_taken' ? error.message : undefined;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({
          name: name.trim(),
          description: description.trim() || null,
          transfer_number: number.trim() || null,
          keywords,
          is_active: active,
        });
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('departments.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            maxLength={100}
            error={nameTaken ?? fieldError(error, 'name')}
          />
          <TextInput
            label={t('departments.number')}
            description={t('departments.numberHelp')}
            type="tel"
            autoComplete="off"
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            maxLength={32}
            error={fieldError(error, 'transfer_number')}
          />
        </SimpleGrid>
        <Textarea
          label={t('departments.description')}
          description={t('departments.descriptionHelp')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
          error={fieldError(error, 'description')}
        />
        <TagsInput
          label={t('departments.keywords')}
          description={t('departments.keywordsHelp')}
          value={keywords}
          onChange={setKeywords}
          maxTags={50}
          clearable
          error={fieldError(error, 'keywords')}
        />
        <Switch
          label={t('departments.active')}
          description={t('departments.activeHelp')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <FormError message={nameTaken ? undefined : formError(error, FIELDS)} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
