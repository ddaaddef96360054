import { Stack, Text } from '@mantine/core';

/** Label/value pairs as a description list (an answer's details in a dialog): long values wrap, line breaks kept. */
export function FactList({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Stack gap="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" fw={600} fz="sm">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
