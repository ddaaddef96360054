import { Stack, Text } from '@mantine/core';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDateTime } from '@roteiro/domain/time/format';
import type { ReactNode } from 'react';

/**
 * A run's transfer to its company: "Transferred" and when, or `notTransferred` until then. On phones, where the
 * Amount column is hidden, the amount leads the cell.
 */
export function RunTransferStatus({
  amountCents,
  transferredAt,
  notTransferred,
}: {
  amountCents: number;
  transferredAt: string | null;
  notTransferred: ReactNode;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} hiddenFrom="sm">
        {formatCents(amountCents)}
      </Text>
      {transferredAt ? (
        <>
          <Text size="sm" fw={600} c="green">
            Transferred
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(transferredAt)}
          </Text>
        </>
      ) : (
        notTransferred
      )}
    </Stack>
  );
}
