import { Badge } from '@mantine/core';
import type { TEmployeeStatus } from '@roteiro/domain/staff/schemas';

const LOOK: Record<TEmployeeStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow.8' },
  active: { label: 'Active', color: 'teal.8' },
  deactivated: { label: 'Deactivated', color: 'red.8' },
};

export function EmployeeStatusBadge({ status }: { status: TEmployeeStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
