/** A chart with a visible title, a one-line summary, and its numbers as a table for screen readers. */
import { Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, Suspense, useId } from 'react';

export interface DataTable {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}

export function ChartCard({
  title,
  summary,
  table,
  children,
  testId,
  chartHeight = 220,
}: {
  title: string;
  summary: string;
  table: DataTable;
  children: ReactNode;
  testId?: string;
  chartHeight?: number;
}) {
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm">{summary}</Text>
        {/* The chart is a picture of the table below; assistive technology reads the table. */}
        <div aria-hidden="true" style={{ minWidth: 0 }}>
          {/* The charting library loads after the page (Charts.tsx): its height is held meanwhile. */}
          <Suspense fallback={<Skeleton h={chartHeight} />}>{children}</Suspense>
        </div>
        <VisuallyHidden>
          <Table>
            <caption>{table.caption}</caption>
            <Table.Thead>
              <Table.Tr>
                {table.headers.map((h) => (
                  <Table.Th key={h} scope="col">
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((r) => (
                <Table.Tr key={String(r[0])}>
                  {r.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                    <Table.Td key={i}>{c}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}

export function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm">{label}</Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {hint ? <Text size="xs">{hint}</Text> : null}
    </Paper>
  );
}
