import { Card, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TDashboardFigureTileProps = {
  icon: ReactNode;
  label: string;
  /** The figure; null while it loads. */
  figure: string | null;
  /** What the figure means, in a sentence ("€150.00 taken today"). */
  detail: string | null;
  /** The admin page that lists what the figure counts. */
  to: string;
  testId: string;
  /** Draws the eye when something waits for the admin (groups missing seats). */
  isAlert?: boolean;
};

/** A figure of the admin dashboard, leading to the page that lists what it counts. */
export function DashboardFigureTile({
  icon,
  label,
  figure,
  detail,
  to,
  testId,
  isAlert = false,
}: TDashboardFigureTileProps) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      data-testid={testId}
      h="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Card
        withBorder
        padding="lg"
        h="100%"
        style={isAlert ? { borderColor: 'var(--mantine-color-orange-5)' } : undefined}
      >
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              {icon}
              <Text fw={600} size="sm" c="dimmed" tt="uppercase">
                {label}
              </Text>
            </Group>
            <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
          {figure === null ? (
            <Skeleton height={36} width="40%" />
          ) : (
            <Text fw={700} fz={32} lh={1.1} data-testid={`${testId}-figure`}>
              {figure}
            </Text>
          )}
          {detail === null ? (
            <Skeleton height={14} width="70%" />
          ) : (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
