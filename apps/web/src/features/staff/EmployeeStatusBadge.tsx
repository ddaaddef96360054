import { Badge } from '@mantine/core';
import type { TEmployeeStatus } from '@roteiro/domain/staff/schemas';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';

const LOOK: Record<TEmployeeStatus, { label: TMessageId; color: string }> = {
  pending: { label: 'company.status.pending', color: 'yellow' },
  active: { label: 'company.status.active', color: 'teal' },
  deactivated: { label: 'company.status.deactivated', color: 'red' },
};

export function EmployeeStatusBadge({ status }: { status: TEmployeeStatus }) {
  const { t } = useT();
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {t(look.label)}
    </Badge>
  );
}
