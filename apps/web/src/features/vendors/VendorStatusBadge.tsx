import { Badge } from '@mantine/core';
import type { TAdminVendor } from '@roteiro/domain/vendors/schemas';

/** Pending until the vendor creates its account from the e-mailed link. */
export function VendorStatusBadge({ status }: { status: TAdminVendor['status'] }) {
  if (status === 'active') {
    return <Badge color="green">Active</Badge>;
  }
  if (status === 'pending') {
    return <Badge color="yellow">Invitation sent</Badge>;
  }
  return <Badge color="gray">Deactivated</Badge>;
}
