import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the account page; `id` is the anchor a deep link may name. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" id={id} aria-labelledby={`${id}-heading`}>
      <Stack>
        <Title order={2} size="h3" id={`${id}-heading`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
