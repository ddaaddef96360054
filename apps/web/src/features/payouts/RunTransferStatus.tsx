import { Stack, Text } from '@mantine/core';
import { formatDateTime } from '@roteiro/domain/time/format';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';

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
  const { t, price, locale } = useT();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} hiddenFrom="sm">
        {price(amountCents)}
      </Text>
      {transferredAt ? (
        <>
          <Text size="sm" fw={600} c="green">
            {t('payments.run.transferred')}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(transferredAt, locale)}
          </Text>
        </>
      ) : (
        notTransferred
      )}
    </Stack>
  );
}
