import { Badge } from '@mantine/core';
import type { TEmployeeStatus } from '@roteiro/domain/staff/schemas';

const LOOK: Record<TEmployeeStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  active: { label: 'Active', color: 'teal' },
  deactivated: { label: 'Deactivated', color: 'red' },
};

export function EmployeeStatusBadge({ status }: { status: TEmployeeStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
