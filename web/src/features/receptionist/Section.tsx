import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of a settings page (an h2), optionally a deep-link target by `id`. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-heading`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      id={id}
      component="section"
      aria-labelledby={headingId}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** A refusal shown under a form (field refusals are shown at their fields). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" p="xs">
      <Text size="sm">{message}</Text>
    </Alert>
  );
}
