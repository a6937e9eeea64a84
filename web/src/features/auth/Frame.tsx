import { Box } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';

/**
 * Mantine's default error red (red.6) on white is below WCAG AA contrast for the small text
 * of field errors; inside these pages errors use a darker red.
 */
export const ERROR_CONTRAST = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/** The frame of this feature's pages (a pathless route around them). */
export function Frame() {
  return (
    <Box style={ERROR_CONTRAST}>
      <Outlet />
    </Box>
  );
}
