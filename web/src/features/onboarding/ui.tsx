import { Alert, Box, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Outlet } from 'react-router';

/**
 * Mantine's default error red (red.6) and light-variant alert titles are below WCAG AA contrast
 * for small text on white; these pages use a darker error red and keep alert titles in the
 * text colour.
 */
const ERROR_CONTRAST = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/** The frame of this feature's pages (a pathless route around them). */
export function Frame() {
  return (
    <Box style={ERROR_CONTRAST}>
      <Outlet />
    </Box>
  );
}

/** An alert whose title reads in the text colour (a coloured title on the tinted background fails contrast). */
export function Notice({
  color,
  role,
  title,
  children,
}: {
  color: string;
  role: 'status' | 'alert' | 'note';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <Alert color={color} role={role}>
      {title ? (
        <Text fw={700} size="sm" mb={children ? 4 : 0}>
          {title}
        </Text>
      ) : null}
      {children}
    </Alert>
  );
}
